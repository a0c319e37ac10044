import {
  type CalendarAd,
  type CalendarDay,
  type CalendarEvent,
  type CalendarMonth,
  daysInMonth,
  eachDay,
  firstOfMonth,
  instantOfZoned,
  nextDate,
  zonedDateOf,
} from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { presentCalendarNewsletter } from './presenter';
import { findAdBookings, findCalendarNewsletters, findEventsStarting, findScheduleSettings } from './repository';

/**
 * One month of the workspace in its zone: newsletters by their day, ad bookings covering days, events by the day
 * they start on there. The month's bounds are the zone's midnights, so an event at 23:30 local on the 31st is in
 * this month, on the 31st, whatever its UTC date.
 */
export async function calendarMonth(
  db: Db,
  scope: WorkspaceScope,
  year: number,
  month: number,
  now = new Date(),
): Promise<CalendarMonth> {
  const settings = await findScheduleSettings(db, scope);
  if (!settings) throw notFound('Workspace not found');
  const { timeZone } = settings;
  const first = firstOfMonth(year, month);
  const length = daysInMonth(year, month);
  const last = nextDate(first, length - 1);
  const from = instantOfZoned(first, '00:00', timeZone);
  const to = instantOfZoned(nextDate(last), '00:00', timeZone);

  const [newsletterRows, adRows, eventRows] = await Promise.all([
    findCalendarNewsletters(db, scope, first, last),
    findAdBookings(db, scope, from, to),
    findEventsStarting(db, scope, from, to),
  ]);

  const days: CalendarDay[] = [];
  const dayOf = new Map<string, CalendarDay>();
  for (let i = 0; i < length; i++) {
    const day: CalendarDay = { date: nextDate(first, i), newsletters: [], adIds: [], eventIds: [] };
    days.push(day);
    dayOf.set(day.date, day);
  }
  for (const row of newsletterRows)
    dayOf.get(row.issueDate)?.newsletters.push(presentCalendarNewsletter(row, timeZone));

  const ads: CalendarAd[] = adRows.map((row) => ({
    id: row.id,
    title: row.title,
    placement: row.placement,
    startDate: row.startsAt ? zonedDateOf(row.startsAt, timeZone) : first,
    endDate: row.endsAt ? zonedDateOf(row.endsAt, timeZone) : last,
  }));
  for (const ad of ads) {
    // ISO days order as strings: clip the booking to the month.
    const start = ad.startDate.localeCompare(first) > 0 ? ad.startDate : first;
    const end = ad.endDate.localeCompare(last) < 0 ? ad.endDate : last;
    // A counted walk over at most the month's days (a string-compared walk never ends past year 9999).
    if (start <= end) for (const date of eachDay(start, end, length)) dayOf.get(date)?.adIds.push(ad.id);
  }

  const events: CalendarEvent[] = [];
  for (const row of eventRows) {
    if (!row.startsAt) continue;
    const event = {
      id: row.id,
      title: row.title,
      date: zonedDateOf(row.startsAt, timeZone),
      startsAt: row.startsAt.toISOString(),
      venue: row.venue,
    };
    events.push(event);
    dayOf.get(event.date)?.eventIds.push(event.id);
  }

  return {
    month,
    year,
    timeZone,
    defaultSendTime: settings.defaultSendTime,
    today: zonedDateOf(now, timeZone),
    days,
    ads,
    events,
  };
}
