// Calendar days and wall-clock times in an IANA zone, with Intl only (server and browser alike). A newsletter's day
// and send time are the workspace's; an instant (an event's start, a send) is placed on the day it falls on there.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (an IANA name such as America/Chicago, or UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockOf(instantMs: number, timeZone: string): WallClock {
  const values: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The zone's offset from UTC at that instant, in milliseconds (east positive). */
function offsetMs(instantMs: number, timeZone: string): number {
  const wall = wallClockOf(instantMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day ("2026-03-31") an instant falls on in the zone. */
export function zonedDateOf(instant: Date | string, timeZone: string): string {
  const wall = wallClockOf(new Date(instant).getTime(), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The wall-clock time ("23:30") of an instant in the zone. */
export function zonedTimeOf(instant: Date | string, timeZone: string): string {
  const wall = wallClockOf(new Date(instant).getTime(), timeZone);
  return `${pad(wall.hour)}:${pad(wall.minute)}`;
}

const HOUR_MS = 3_600_000;

/**
 * The instant of a day and wall-clock time ("HH:mm") in the zone. Across a daylight-saving change: a time that
 * happens twice (clocks go back) is its first occurrence; a time that does not exist (clocks go forward) is moved
 * forward by the gap, as the clocks were (02:30 on the spring-forward day in New York sends at 03:30).
 */
export function instantOfZoned(date: string, time: string, timeZone: string): Date {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const candidates = [wall - offsetMs(wall - 12 * HOUR_MS, timeZone), wall - offsetMs(wall + 12 * HOUR_MS, timeZone)];
  const exact = candidates.filter((candidate) => offsetMs(candidate, timeZone) === wall - candidate);
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(...candidates));
}

/** "2026-03-31" → the next day, in plain calendar arithmetic (no zone involved). */
export function nextDate(date: string, days = 1): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The number of days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "2026-03-01" for (2026, 3). */
export function firstOfMonth(year: number, month: number): string {
  return `${pad(year, 4)}-${pad(month)}-01`;
}
