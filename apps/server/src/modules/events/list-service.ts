import type { EventListQuery, FeedItem, Paginated } from '@newsletter-os/contracts';
import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventLocations, feedItems } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { findEventLocationsByIds } from '../event-locations/repository';
import { commonFilters, dateRange, findFeedItemsPage } from '../feeds/list';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km between an item and a location (haversine), null when the item has no coordinates. */
function haversineKm(): SQL<number | null> {
  const lat1 = sql`radians(${eventLocations.latitude})`;
  const lat2 = sql`radians(${feedItems.latitude})`;
  const dLat = sql`radians(${feedItems.latitude} - ${eventLocations.latitude})`;
  const dLon = sql`radians(${feedItems.longitude} - ${eventLocations.longitude})`;
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(${dLat} / 2), 2) + cos(${lat1}) * cos(${lat2}) * power(sin(${dLon} / 2), 2)
  ))))`;
}

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
export async function listEvents(db: Db, workspaceId: string, q: EventListQuery): Promise<Paginated<FeedItem>> {
  const where = commonFilters(workspaceId, q);
  where.push(eq(feedItems.feedType, 'events'));
  const { from, to } = dateRange(q.start_date, q.end_date);
  // Dates select events by when they happen: the event's span overlaps the requested days.
  if (from) where.push(sql`coalesce(${feedItems.eventEndsAt}, ${feedItems.eventStartsAt}) >= ${from}`);
  if (to) where.push(sql`${feedItems.eventStartsAt} < ${to}`);

  let distanceKm: SQL<number | null> | undefined;
  const locationIds = [...new Set(q.location ?? [])];
  if (locationIds.length > 0) {
    const found = await findEventLocationsByIds(db, workspaceId, locationIds);
    if (found.length !== locationIds.length) throw notFound('Event location not found');
    const inLocations = sql`${eventLocations.workspaceId} = ${workspaceId} and ${inArray(eventLocations.id, locationIds)}`;
    const radius = sql`coalesce(${q.distance ?? null}::double precision, ${eventLocations.defaultRadiusKm})`;
    where.push(sql`exists (
      select 1 from ${eventLocations}
      where ${inLocations}
        and (${feedItems.eventLocationId} = ${eventLocations.id} or ${haversineKm()} <= ${radius})
    )`);
    distanceKm = sql<number | null>`(select min(${haversineKm()}) from ${eventLocations} where ${inLocations})`.mapWith(
      (v: unknown) => (v === null ? null : Number(v)),
    );
  }

  return findFeedItemsPage(db, workspaceId, {
    where,
    orderBy: eventOrder(q.sort_by),
    page: q.page,
    pageSize: q.pageSize,
    distanceKm,
  });
}
