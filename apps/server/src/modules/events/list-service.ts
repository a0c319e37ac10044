import type { EventListQuery, FeedListResponse } from '@newsletter-os/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { feedItems } from '../../db/schema/index';
import { dateRange } from '../../lib/date-range';
import { notFound } from '../../lib/errors';
import { findEventLocationsByIds } from '../event-locations/repository';
import { pageFeedItems } from '../feeds/list';
import { commonFilters } from '../feeds/repository';

const EARTH_RADIUS_KM = 6371;

/**
 * Great-circle distance in km (haversine) between the outer feed item and the location row `el`; null when the item
 * has no coordinates. Identifiers are spelled out because drizzle leaves column names unqualified in some select
 * lists, where they would resolve to the location's own columns inside these subqueries.
 */
// least() ignores NULLs, hence the explicit CASE for items without coordinates.
const haversineKm = sql`(case when feed_items.latitude is null or feed_items.longitude is null then null
  else 2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(feed_items.latitude - el.latitude) / 2), 2)
    + cos(radians(el.latitude)) * cos(radians(feed_items.latitude))
    * power(sin(radians(feed_items.longitude - el.longitude) / 2), 2)
  ))) end)`;

/** Events that have not ended come first (soonest first), then past ones (most recent first). */
function upcomingFirst(): SQL[] {
  const ended = sql`coalesce(${feedItems.eventEndsAt}, ${feedItems.eventStartsAt}) < now()`;
  return [
    sql`${ended} asc nulls last`,
    sql`case when not (${ended}) then ${feedItems.eventStartsAt} end asc`,
    sql`${feedItems.eventStartsAt} desc nulls last`,
    asc(feedItems.id),
  ];
}

function eventOrder(sortBy: EventListQuery['sort_by']): SQL[] {
  if (sortBy === 'newest') return [sql`${feedItems.eventStartsAt} desc nulls last`, desc(feedItems.id)];
  if (sortBy === 'oldest') return [sql`${feedItems.eventStartsAt} asc nulls last`, asc(feedItems.id)];
  if (sortBy === 'title') return [asc(feedItems.title), asc(feedItems.id)];
  return upcomingFirst();
}

/**
 * GET /events/list/. With `location`, an event matches when it lies within `distance` km (else each location's
 * default radius) of one of those locations, or was imported for one of them; `distanceKm` is to the nearest.
 */
export async function listEvents(db: Db, scope: WorkspaceScope, q: EventListQuery): Promise<FeedListResponse> {
  const where = commonFilters(scope, q);
  where.push(eq(feedItems.feedType, 'events'));
  const { from, to } = dateRange(q.start_date, q.end_date);
  // Dates select events by when they happen: the event's span overlaps the requested days.
  if (from) where.push(sql`coalesce(${feedItems.eventEndsAt}, ${feedItems.eventStartsAt}) >= ${from}`);
  if (to) where.push(sql`${feedItems.eventStartsAt} < ${to}`);

  let distanceKm: SQL<number | null> | undefined;
  const locationIds = [...new Set(q.location ?? [])];
  if (locationIds.length > 0) {
    const found = await findEventLocationsByIds(db, scope, locationIds);
    if (found.length !== locationIds.length) throw notFound('Event location not found');
    const inLocations = sql`el.workspace_id = ${scope.workspaceId} and el.id in ${locationIds}`;
    where.push(sql`exists (
      select 1 from event_locations el
      where ${inLocations}
        and (feed_items.event_location_id = el.id
          or ${haversineKm} <= coalesce(${q.distance ?? null}::double precision, el.default_radius_km))
    )`);
    distanceKm = sql<number | null>`(select min(${haversineKm}) from event_locations el where ${inLocations})`.mapWith(
      (v: unknown) => (v === null ? null : Number(v)),
    );
  }

  return pageFeedItems(db, scope, {
    where,
    orderBy: eventOrder(q.sort_by),
    page: q.page,
    pageSize: q.pageSize,
    distanceKm,
  });
}
