import {
  type CalendarMonth,
  type CalendarNewsletter,
  type NewsletterStatus,
  nextDate,
  zonedTimeOf,
} from '@newsletter-os/contracts';
import { AlertTriangle, CalendarCheck, CheckCircle2, Clock, type LucideIcon, PenLine, Send } from 'lucide-react';

// What the calendar shows, computed from the month the server answered: the grid's weeks, labels, colours.

export interface StatusStyle {
  label: string;
  icon: LucideIcon;
  /** Chip classes: background, border and text (each status also has its own icon, never colour alone). */
  chip: string;
}

export const statusStyles: Record<NewsletterStatus, StatusStyle> = {
  draft: { label: 'Draft', icon: PenLine, chip: 'border-gray-300 bg-gray-50 text-gray-800' },
  planned: { label: 'Planned', icon: CalendarCheck, chip: 'border-indigo-200 bg-indigo-50 text-indigo-900' },
  scheduled: { label: 'Scheduled', icon: Clock, chip: 'border-sky-300 bg-sky-50 text-sky-900' },
  published: { label: 'Published', icon: CheckCircle2, chip: 'border-green-300 bg-green-50 text-green-900' },
  failed: { label: 'Failed', icon: AlertTriangle, chip: 'border-red-300 bg-red-50 text-red-900' },
};

const readyToSend: StatusStyle = { label: 'Ready to send', icon: Send, chip: statusStyles.published.chip };
const publishedToBeehiiv: StatusStyle = { ...statusStyles.published, label: 'Published to Beehiiv' };
const sentWithMailchimp: StatusStyle = { ...statusStyles.published, label: 'Sent with Mailchimp' };
const sentWithKit: StatusStyle = { ...statusStyles.published, label: 'Sent with Kit' };

/**
 * A published newsletter mailed to the admins is "Ready to send" (it still has to be sent from their platform);
 * one handed to Beehiiv says so.
 */
export function styleOf(newsletter: CalendarNewsletter): StatusStyle {
  if (newsletter.status === 'published' && newsletter.handoff === 'ready-to-send') return readyToSend;
  if (newsletter.status === 'published' && newsletter.handoff === 'beehiiv') return publishedToBeehiiv;
  if (newsletter.status === 'published' && newsletter.handoff === 'mailchimp') return sentWithMailchimp;
  if (newsletter.status === 'published' && newsletter.handoff === 'kit') return sentWithKit;
  return statusStyles[newsletter.status];
}

/** Draft, planned and failed newsletters move freely; a scheduled one is rescheduled; a published one stays. */
export function canMove(newsletter: CalendarNewsletter): boolean {
  return newsletter.status === 'draft' || newsletter.status === 'planned' || newsletter.status === 'failed';
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The weekday (0 = Sunday) of a day, in plain calendar arithmetic. */
export function weekdayOf(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export interface GridCell {
  key: string;
  /** Null for the padding before the 1st and after the last day. */
  date: string | null;
}

/** The month's days in weeks of seven (Sunday first), padded to whole weeks. */
export function weeksOf(days: readonly string[]): GridCell[][] {
  const first = days[0];
  if (!first) return [];
  const cells: GridCell[] = [
    ...Array.from({ length: weekdayOf(first) }, (_, i) => ({ key: `before-${i}`, date: null })),
    ...days.map((date) => ({ key: date, date })),
  ];
  for (let i = 0; cells.length % 7 !== 0; i++) cells.push({ key: `after-${i}`, date: null });
  const weeks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "Tuesday 31 March 2026" for a day. */
export function longDate(date: string): string {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "March 2026". */
export function monthTitle(year: number, month: number): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

export function shiftMonth(year: number, month: number, by: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * "09:00 America/Chicago", with the viewer's own time beside it when that differs: "09:00 America/Chicago
 * (16:00 your time)".
 */
export function sendTimeLabel(newsletter: CalendarNewsletter, timeZone: string, viewerZone = viewerTimeZone()): string {
  if (!newsletter.scheduledAt || !newsletter.sendTime) return '';
  const base = `${newsletter.sendTime} ${timeZone}`;
  if (viewerZone === timeZone) return base;
  const local = zonedTimeOf(newsletter.scheduledAt, viewerZone);
  const localDate = new Intl.DateTimeFormat('en-CA', { timeZone: viewerZone }).format(new Date(newsletter.scheduledAt));
  const dayNote = localDate === newsletter.date ? '' : localDate > newsletter.date ? ' next day' : ' previous day';
  return local === newsletter.sendTime && dayNote === '' ? base : `${base} (${local}${dayNote} your time)`;
}

/** The day's ads and events, looked up in the month's lists. */
export function layersOf(month: CalendarMonth, date: string) {
  const day = month.days.find((d) => d.date === date);
  const ads = month.ads.filter((ad) => day?.adIds.includes(ad.id));
  const events = month.events.filter((event) => day?.eventIds.includes(event.id));
  return { ads, events };
}

export { nextDate };
