import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import type { EventSource } from '../../db/schema/index';
import { parseIcs } from '../../integrations/events/ics';
import { parseEventFeed } from '../../integrations/events/rss-events';
import { EventSourceError, type SourceCalendar } from '../../integrations/events/types';
import { FeedParseError } from '../../integrations/feeds/types';
import { OutboundError, type OutboundPermit, safeFetch } from '../../integrations/safe-http';
import { notFound } from '../../lib/errors';
import { type EventLocationRow, findEventLocation, recordEventLocationFetch } from '../event-locations/repository';
import { type ImportedFeedItem, storeFeedItems } from '../feeds/store-items';

export interface ImportEventsOptions {
  /** Pass `config.OUTBOUND_ALLOW_PRIVATE`: lets tests and local demos fetch from loopback/private hosts. */
  allowPrivate?: boolean;
  /** Test-only exceptions to the outbound guard (see safe-http). */
  permit?: OutboundPermit;
  /** The moment recurring events are expanded from (default now). */
  now?: Date;
}

export interface EventSourceResult {
  url: string;
  kind: 'ics' | 'rss';
  /** Events newly stored from this source (already known ones are not counted). */
  imported: number;
  /** A readable reason when this source could not be fetched or parsed; the other sources still import. */
  error: string | null;
}

export interface ImportEventsResult {
  locationId: string;
  imported: number;
  sources: EventSourceResult[];
}

type Location = EventLocationRow;

const CALENDAR_ACCEPT = 'text/calendar, application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5';

async function readSource(source: EventSource, options: ImportEventsOptions): Promise<SourceCalendar> {
  const response = await safeFetch(source.url, {
    allowPrivate: options.allowPrivate,
    permit: options.permit,
    headers: { accept: CALENDAR_ACCEPT },
  });
  if (source.kind === 'ics') return parseIcs(response.body.toString('utf8'), response.url, options.now);
  return parseEventFeed(response.body, response.headers['content-type'], response.url);
}

function eventRows(calendar: SourceCalendar, location: Location, now: Date): ImportedFeedItem[] {
  return calendar.events.map((event) => ({
    feedType: 'events',
    feedStatus: 'active',
    title: event.title,
    summary: event.summary,
    content: event.content,
    contentText: event.contentText,
    link: event.link,
    imageUrl: event.imageUrl,
    publishedAt: now,
    source: calendar.title,
    guid: event.guid,
    // Namespaced so an event never collides with an RSS item of the same guid in the workspace.
    dedupeKey: `event:${event.dedupeKey}`,
    eventStartsAt: event.startsAt,
    eventEndsAt: event.endsAt,
    venue: event.venue,
    address: event.address,
    // The event's own GEO, else the location it was imported for (so distance filters find it).
    latitude: event.latitude ?? location.latitude,
    longitude: event.longitude ?? location.longitude,
    eventLocationId: location.id,
  }));
}

function readableSourceError(err: unknown): string {
  if (err instanceof OutboundError || err instanceof FeedParseError || err instanceof EventSourceError) {
    return err.message;
  }
  return 'The source could not be imported because of an internal error';
}

/**
 * Fetches every ICS/RSS source of one event location (scoped to the workspace) through the safe HTTP client and
 * stores their events as feed items of type 'events'. Throws 404 when the location is not in the workspace.
 * One broken source is reported in its result and never stops the others.
 */
export async function importEventsForLocation(
  db: Db,
  scope: WorkspaceScope,
  locationId: string,
  options: ImportEventsOptions = {},
): Promise<ImportEventsResult> {
  const location = await findEventLocation(db, scope, locationId);
  if (!location) throw notFound('Event location not found');

  const now = options.now ?? new Date();
  const sources: EventSourceResult[] = [];
  for (const source of location.sources) {
    try {
      const calendar = await readSource(source, { ...options, now });
      const imported = await storeFeedItems(db, scope, eventRows(calendar, location, now));
      sources.push({ url: source.url, kind: source.kind, imported, error: null });
    } catch (err) {
      sources.push({ url: source.url, kind: source.kind, imported: 0, error: readableSourceError(err) });
    }
  }

  const errors = sources.filter((s) => s.error).map((s) => `${s.url}: ${s.error}`);
  await recordEventLocationFetch(db, scope, location.id, errors.length ? errors.join('\n') : null);

  return { locationId: location.id, imported: sources.reduce((n, s) => n + s.imported, 0), sources };
}
