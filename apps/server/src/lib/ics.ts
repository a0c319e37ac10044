/**
 * A small iCalendar (RFC 5545) writer: just what the product publishes (VCALENDAR with VEVENTs, UTC times).
 *
 * - TEXT values escape backslash, semicolon and comma, and turn line breaks into `\n` (3.3.11); other control
 *   characters are not allowed in TEXT and are dropped.
 * - Every content line ends in CRLF and is folded so that no line is longer than 75 octets (3.1). A fold never
 *   splits a UTF-8 sequence (or a surrogate pair): some clients show a broken character otherwise.
 * - Times are written in UTC ("…Z", form #2 of 3.3.5): see docs/decisions/0019.
 */

export const ICS_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** Escapes a TEXT value. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
      .replace(/\t/g, ' ')
  );
}

/** A URI value is not escaped (3.3.13), but it must stay on one logical line. */
export function cleanUri(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed
  return value.replace(/[\u0000-\u001f\u007f]/g, '');
}

/**
 * Folds one content line at 75 octets: the first line holds up to 75 octets, every continuation line a space and
 * up to 74. Characters are never split.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= ICS_LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  let limit = ICS_LINE_OCTETS;
  // for…of walks code points, so a surrogate pair stays together.
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > limit) {
      lines.push(current);
      current = ' ';
      octets = 1;
      limit = ICS_LINE_OCTETS;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** "20261202T043200Z" */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export interface IcsEvent {
  /** Globally unique and stable for the item: the same event always has the same UID. */
  uid: string;
  /** When the item last changed: DTSTAMP and LAST-MODIFIED. */
  stamp: Date;
  /** The revision (SEQUENCE): higher after every edit, so calendars replace their copy. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
}

export interface IcsCalendar {
  /** "-//Newsletter OS//Events//EN" */
  prodId: string;
  /** The calendar's display name, for subscriptions (X-WR-CALNAME, NAME of RFC 7986). */
  name?: string;
  /** How often a subscriber should look again (REFRESH-INTERVAL of RFC 7986, and X-PUBLISHED-TTL), in hours. */
  refreshHours?: number;
  events: readonly IcsEvent[];
}

function property(name: string, value: string): string {
  return foldLine(`${name}:${value}`);
}

function eventLines(event: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    property('UID', escapeText(event.uid)),
    property('DTSTAMP', icsUtc(event.stamp)),
    property('LAST-MODIFIED', icsUtc(event.stamp)),
    `SEQUENCE:${event.sequence}`,
    property('DTSTART', icsUtc(event.start)),
    property('DTEND', icsUtc(event.end)),
    property('SUMMARY', escapeText(event.summary)),
  ];
  if (event.location) lines.push(property('LOCATION', escapeText(event.location)));
  if (event.description) lines.push(property('DESCRIPTION', escapeText(event.description)));
  if (event.url) lines.push(property('URL', cleanUri(event.url)));
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar object, CRLF line endings included. */
export function writeCalendar(calendar: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', property('PRODID', calendar.prodId), 'CALSCALE:GREGORIAN'];
  lines.push('METHOD:PUBLISH');
  if (calendar.name) {
    lines.push(property('NAME', escapeText(calendar.name)), property('X-WR-CALNAME', escapeText(calendar.name)));
  }
  if (calendar.refreshHours) {
    const duration = `PT${calendar.refreshHours}H`;
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${duration}`, `X-PUBLISHED-TTL:${duration}`);
  }
  for (const event of calendar.events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}
