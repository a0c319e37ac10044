// Times a page gives without an offset ("2026-12-05T10:00") are wall-clock times where the event happens; we read
// them in the newsletter's zone, the best guess for a local newsletter's local events.

const OFFSET = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    +(p.year ?? 0),
    +(p.month ?? 1) - 1,
    +(p.day ?? 1),
    +(p.hour ?? 0),
    +(p.minute ?? 0),
    +(p.second ?? 0),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * An ISO instant from a schema.org date: with an offset as it says, without one in `timeZone` (a bare date is the
 * start of that day there). Null when it is not a date.
 */
export function instantOf(value: string | undefined | null, timeZone: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (OFFSET.test(text)) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? null : new Date(time).toISOString();
  }
  const m = LOCAL.exec(text);
  if (!m) return null;
  const wall = Date.UTC(+(m[1] ?? 0), +(m[2] ?? 1) - 1, +(m[3] ?? 1), +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  if (Number.isNaN(wall)) return null;
  // Two passes find the offset in force at that wall-clock time, across a DST change too.
  let guess = wall - offsetMinutes(wall, timeZone) * 60_000;
  guess = wall - offsetMinutes(guess, timeZone) * 60_000;
  return new Date(guess).toISOString();
}
