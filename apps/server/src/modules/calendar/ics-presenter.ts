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

export function icsEventOf(row: PublicEventRow, domain: string): IcsEvent {
  return {
    uid: `${row.id}@${domain}`,
    stamp: row.updatedAt,
    start: row.startsAt,
    end: endOf(row),
    summary: row.title,
    location: locationOf(row) || null,
    description: descriptionOf(row) || null,
    url: webLink(row.link) ?? webLink(row.ticketUrl),
  };
}
