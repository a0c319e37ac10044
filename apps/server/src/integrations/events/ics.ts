import ical, { type VEvent } from 'node-ical';
import { escapeHtml } from '../../lib/html';
import { htmlToText, sanitizeHtml, truncateText } from '../../lib/sanitize';
import { DAY_MS } from '../../lib/units';
import { absoluteHttpUrl, SUMMARY_MAX } from '../feeds/item-fields';
import { EventSourceError, type SourceCalendar, type SourceEvent } from './types';

/** Recurring events are expanded this far ahead. */
export const RECURRENCE_WINDOW_DAYS = 90;
/** Bounds on what one calendar may add: a rule such as FREQ=MINUTELY must not turn into 100,000 rows. */
const MAX_OCCURRENCES_PER_EVENT = 200;
const MAX_EVENTS_PER_CALENDAR = 5_000;

type Text = VEvent['summary'] | undefined;

function textOf(value: Text): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value.val ?? '');
}

/**
 * "Town Hall, 1 Main St, Springfield" → venue "Town Hall", address the whole line. Calendars often repeat the venue
 * inside the location ("Harbor promenade, Harbor promenade, Millbrook"): a part already named is dropped, so the
 * place reads once.
 */
export function placeOf(location: string): { venue: string | null; address: string | null } {
  const seen = new Set<string>();
  const parts = htmlToText(location)
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => {
      const key = part.toLowerCase();
      if (!part || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  const [first] = parts;
  if (!first) return { venue: null, address: null };
  return { venue: first.slice(0, 300), address: parts.join(', ').slice(0, 500) };
}

function geoOf(event: VEvent): { latitude: number | null; longitude: number | null } {
  const geo = event.geo as { lat?: unknown; lon?: unknown } | undefined;
  const lat = typeof geo?.lat === 'number' ? geo.lat : Number.NaN;
  const lon = typeof geo?.lon === 'number' ? geo.lon : Number.NaN;
  if (Math.abs(lat) <= 90 && Math.abs(lon) <= 180) return { latitude: lat, longitude: lon };
  return { latitude: null, longitude: null };
}

function occurrences(event: VEvent, now: Date): { start: Date; end: Date | null; event: VEvent }[] {
  if (!event.rrule) {
    const end = event.end ?? null;
    // One-off events: upcoming or still running; past ones are of no use to a newsletter.
    return (end ?? event.start) >= now ? [{ start: event.start, end, event }] : [];
  }
  const freq = String(event.rrule.options.freq ?? '');
  const to = new Date(now.getTime() + RECURRENCE_WINDOW_DAYS * DAY_MS);
  if (freq === 'SECONDLY' || freq === 'MINUTELY') {
    const next = event.rrule.after(now, true);
    return next ? [{ start: next, end: null, event }] : [];
  }
  return ical
    .expandRecurringEvent(event, { from: now, to, expandOngoing: true })
    .slice(0, MAX_OCCURRENCES_PER_EVENT)
    .map((i) => ({ start: i.start, end: i.end ?? null, event: i.event }));
}

function toSourceEvent(occurrence: { start: Date; end: Date | null; event: VEvent }, uid: string): SourceEvent {
  const { event } = occurrence;
  const title = htmlToText(textOf(event.summary)) || 'Untitled event';
  const description = textOf(event.description);
  const plain = htmlToText(description);
  // Calendar descriptions are plain text; keep their line breaks as markup.
  const content = description ? sanitizeHtml(`<p>${escapeHtml(description).replace(/\r?\n/g, '<br>')}</p>`) : '';
  return {
    dedupeKey: `${uid}@${occurrence.start.toISOString()}`,
    guid: uid,
    title: truncateText(title, 500),
    summary: plain ? truncateText(plain, SUMMARY_MAX) : null,
    content: content || null,
    contentText: plain || null,
    link: absoluteHttpUrl(typeof event.url === 'string' ? event.url : undefined, undefined),
    imageUrl: null,
    startsAt: occurrence.start,
    endsAt: occurrence.end,
    ...placeOf(textOf(event.location)),
    ...geoOf(event),
  };
}

/** Parses an iCalendar document into occurrences: one-offs still to come, recurring ones over the next 90 days. */
export function parseIcs(text: string, sourceUrl: string, now = new Date()): SourceCalendar {
  if (!/BEGIN:VCALENDAR/i.test(text)) throw new EventSourceError('The response is not an iCalendar (ICS) file');
  let calendar: ical.CalendarResponse;
  try {
    calendar = ical.sync.parseICS(text);
  } catch {
    throw new EventSourceError('The calendar could not be read (malformed iCalendar data)');
  }
  const name = calendar.vcalendar?.['WR-CALNAME'];
  const title = (typeof name === 'string' && htmlToText(name)) || new URL(sourceUrl).hostname;
  const events: SourceEvent[] = [];
  for (const [key, component] of Object.entries(calendar)) {
    if (component?.type !== 'VEVENT') continue;
    const event = component as VEvent;
    if (event.status === 'CANCELLED' || !(event.start instanceof Date)) continue;
    const uid = event.uid || key;
    for (const occurrence of occurrences(event, now)) {
      if (occurrence.event.status === 'CANCELLED') continue;
      events.push(toSourceEvent(occurrence, uid));
      if (events.length >= MAX_EVENTS_PER_CALENDAR) return { title, events };
    }
  }
  return { title, events };
}
