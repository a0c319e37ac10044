import type { IcsEvent } from '../../lib/ics';
import { HOUR_MS } from '../../lib/units';
import type { PublicEventRow } from './repository';

export const ICS_PRODID = '-//Newsletter OS//Events calendar//EN';
/** Longest description a calendar entry carries: calendar apps show a few lines; the link has the rest. */
const DESCRIPTION_MAX = 2000;

/** Only web links are shown or linked; anything else (javascript:, data:, mailto:) is left out. */
export function webLink(url: string | null | undefined): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** "Town Hall, 1 Main St" (the address alone when it already starts with the venue's name). */
export function locationOf(row: Pick<PublicEventRow, 'venue' | 'address'>): string {
  const venue = row.venue?.trim() ?? '';
  const address = row.address?.trim() ?? '';
  if (venue && address.toLowerCase().startsWith(venue.toLowerCase())) return address;
  return [venue, address].filter(Boolean).join(', ');
}

/**
 * When the event ends. The item may have no end (or one before its start): calendars then get one hour, the
 * common default of calendar apps for a new event, rather than a zero-length entry some apps hide.
 */
export function endOf(row: Pick<PublicEventRow, 'startsAt' | 'endsAt'>): Date {
  if (row.endsAt && row.endsAt.getTime() > row.startsAt.getTime()) return row.endsAt;
  return new Date(row.startsAt.getTime() + HOUR_MS);
}

function descriptionOf(row: PublicEventRow): string {
  let text = (row.summary || row.contentText || '').trim();
  if (text.length > DESCRIPTION_MAX) text = `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
  const extra = [row.price ? `Price: ${row.price}` : '', webLink(row.ticketUrl) ? `Tickets: ${row.ticketUrl}` : ''];
  return [text, ...extra].filter(Boolean).join('\n\n');
}

/**
 * The VEVENT's SEQUENCE: whole seconds from the item's creation to its last change (docs/decisions/0051). Every
 * edit moves updated_at forward, so the number rises with each one without a counter to keep; it fits SEQUENCE's
 * integer for 68 years. Two edits within one second share a number (their DTSTAMP still differs).
 */
export function sequenceOf(row: Pick<PublicEventRow, 'createdAt' | 'updatedAt'>): number {
  return Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000));
}

export function icsEventOf(row: PublicEventRow, domain: string): IcsEvent {
  return {
    uid: `${row.id}@${domain}`,
    stamp: row.updatedAt,
    sequence: sequenceOf(row),
    start: row.startsAt,
    end: endOf(row),
    summary: row.title,
    location: locationOf(row) || null,
    description: descriptionOf(row) || null,
    url: webLink(row.link) ?? webLink(row.ticketUrl),
  };
}

/** Words of a title joined by hyphens: letters and digits of `letters` only, at most 60 characters. */
function slugOf(title: string, letters: RegExp): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(letters, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The file name an event's .ics downloads as, from its title ("jazz-blues-night.ics"), so a reader who adds two
 * events does not get event.ics twice. ASCII in `filename` (every client), the title's own letters in `filename*`
 * (RFC 6266: browsers prefer it); a title with no ASCII letters falls back to the item's short id.
 */
export function icsContentDisposition(row: Pick<PublicEventRow, 'id' | 'title'>): string {
  const fallback = `event-${row.id.slice(0, 8)}`;
  const ascii = slugOf(row.title, /[^a-z0-9]+/g) || fallback;
  const unicode = slugOf(row.title, /[^\p{L}\p{N}]+/gu) || ascii;
  return `attachment; filename="${ascii}.ics"; filename*=UTF-8''${encodeURIComponent(`${unicode}.ics`)}`;
}
