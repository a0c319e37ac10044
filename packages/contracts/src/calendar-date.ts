import { z } from 'zod';

/**
 * Calendar days ("YYYY-MM-DD") as the API takes them, and the window of days a publisher can use.
 *
 * A day is checked by building it back from its parts: `Date.parse` rolls 2027-02-30 over to 2 March, which
 * PostgreSQL then refuses (a 500), so a parse alone is not a check. Arithmetic on days is done on whole day
 * numbers, never by string comparison after formatting: 9999-12-31 plus one day formats as "+010000-01-01", which
 * sorts before it, and a loop bounded by `day <= to` then never ends (decision 0045).
 */

const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days back from today a publisher can still ask about (reports, last year's issues): one year. */
export const PUBLISHER_PAST_DAYS = 366;
/** Days ahead a publisher can book or plan: two years. */
export const PUBLISHER_FUTURE_DAYS = 731;

/** The day number (days since 1970-01-01) of a real calendar date, or null. */
export function dayNumber(value: string): number | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  // Year 0000 and below are not days PostgreSQL stores without surprise.
  if (year < 1000 || back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    return null;
  }
  return time / DAY_MS;
}

/** Whether `value` is a real calendar date such as 2026-05-01 (not 2027-02-30, not 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  return dayNumber(value) !== null;
}

/** The calendar date of a day number. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); both must be calendar dates. */
export function daysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null) throw new RangeError(`not calendar dates: ${from}, ${to}`);
  return b - a;
}

/**
 * The days from `from` to `to`, both inclusive, at most `max` of them: a loop over days always has a count, never
 * an open end. Throws when the range is longer than `max` (the API refuses such ranges first, with a 400).
 */
export function eachDay(from: string, to: string, max: number): string[] {
  const count = daysBetween(from, to) + 1;
  if (count > max) throw new RangeError(`${count} days from ${from} to ${to}, more than ${max}`);
  const start = dayNumber(from) as number;
  const days: string[] = [];
  for (let i = 0; i < count; i++) days.push(dateOfDayNumber(start + i));
  return days;
}

/**
 * The days a publisher can use, as of `now`: today − 1 year … today + 2 years. "Today" is taken in UTC and widened
 * by a day on each side, so the window holds for every zone (UTC−12 … UTC+14) without knowing the workspace's.
 */
export function publisherWindow(now = new Date()): { earliest: string; latest: string } {
  const today = Math.floor(now.getTime() / DAY_MS);
  return {
    earliest: dateOfDayNumber(today - PUBLISHER_PAST_DAYS - 1),
    latest: dateOfDayNumber(today + PUBLISHER_FUTURE_DAYS + 1),
  };
}

/** Whether a calendar date lies in the publisher window. */
export function inPublisherWindow(value: string, now = new Date()): boolean {
  const { earliest, latest } = publisherWindow(now);
  return isCalendarDate(value) && value >= earliest && value <= latest;
}

export const CALENDAR_DATE_MESSAGE = 'Enter a real date such as 2026-05-01';

/** A real calendar date, "YYYY-MM-DD". */
export const calendarDateSchema = z.string().trim().refine(isCalendarDate, { message: CALENDAR_DATE_MESSAGE });

/** The message naming the publisher window, for a day outside it. */
export function outsideWindowMessage(now = new Date()): string {
  const { earliest, latest } = publisherWindow(now);
  return `Pick a day between ${earliest} and ${latest}`;
}

/** A real calendar date a publisher can use: today − 1 year … today + 2 years (checked when parsed). */
export const publisherDateSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: CALENDAR_DATE_MESSAGE });
    else if (!inPublisherWindow(value)) ctx.addIssue({ code: 'custom', message: outsideWindowMessage() });
  });
