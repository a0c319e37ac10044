import { z } from 'zod';
import { publishingDaysSchema } from './ad-sales';
import { workspaceIdSchema } from './common';
import { DATE_YEAR_MAX, DATE_YEAR_MIN } from './form-fields';
import { languageTagSchema } from './languages';
import { readinessCheckSchema } from './newsletter-output';
import { issueDateSchema, newsletterStatusSchema } from './newsletters';
import { isValidTimeZone } from './time-zones';

// The scheduler: the month calendar (newsletters, ad bookings, events), moving and scheduling newsletters, and each
// workspace's time zone and default send time.

export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_SEND_TIME = '09:00';

export const timeZoneSchema = z
  .string({ message: 'Time zone is required' })
  .trim()
  .refine(isValidTimeZone, { message: 'Time zone must be an IANA zone such as America/Chicago' });

/** A wall-clock time in the workspace's zone, "HH:mm" (24-hour). */
export const sendTimeSchema = z
  .string({ message: 'Time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Time must be a 24-hour time such as 09:00' });

/** Where a published newsletter went: mailed to the admins to paste into their sending platform, or Beehiiv. */
export const publicationHandoffs = ['ready-to-send', 'beehiiv', 'mailchimp', 'kit'] as const;
export const publicationHandoffSchema = z.enum(publicationHandoffs);
export type PublicationHandoff = z.infer<typeof publicationHandoffSchema>;

// ---- Workspace time zone and default send time ----

export const workspaceScheduleSettingsSchema = z.object({
  workspaceId: z.uuid(),
  timeZone: z.string(),
  defaultSendTime: z.string(),
  /** BCP 47 tag the emails carry on `<html lang>` (canonical form). */
  language: z.string(),
  /** ISO weekdays (1 = Monday … 7 = Sunday) the newsletter goes out on: the issue days ads are sold for. */
  publishingDays: z.array(z.number().int()),
});
export type WorkspaceScheduleSettings = z.output<typeof workspaceScheduleSettingsSchema>;

/** PUT /workspace-schedule/ */
export const updateWorkspaceScheduleBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  timeZone: timeZoneSchema,
  defaultSendTime: sendTimeSchema,
  /** Left out: the language stays as it is. */
  language: languageTagSchema.optional(),
  /** Left out: the publishing days stay as they are. */
  publishingDays: publishingDaysSchema.optional(),
});
export type UpdateWorkspaceScheduleBody = z.input<typeof updateWorkspaceScheduleBodySchema>;

// ---- GET /calendar/?month&year&workspaceId ----

export const calendarQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  month: z.coerce
    .number({ message: 'month must be a number from 1 to 12' })
    .int({ message: 'month must be a number from 1 to 12' })
    .min(1, { message: 'month must be a number from 1 to 12' })
    .max(12, { message: 'month must be a number from 1 to 12' }),
  year: z.coerce
    .number({ message: 'year must be a year such as 2026' })
    .int({ message: 'year must be a year such as 2026' })
    .min(DATE_YEAR_MIN, { message: `year must be between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}` })
    .max(DATE_YEAR_MAX - 1, { message: `year must be between ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}` }),
});
export type CalendarQuery = z.input<typeof calendarQuerySchema>;

/** A newsletter as the calendar shows it (no document). */
export const calendarNewsletterSchema = z.object({
  id: z.uuid(),
  /** Its day in the workspace's zone. */
  date: z.string(),
  title: z.string(),
  subject: z.string(),
  status: newsletterStatusSchema,
  version: z.number().int(),
  /** The send instant (scheduled, published, failed), else null. */
  scheduledAt: z.string().nullable(),
  /** The send's wall-clock time in the workspace's zone ("HH:mm"), else null. */
  sendTime: z.string().nullable(),
  /** Why publishing failed for good (status failed). */
  failureReason: z.string().nullable(),
  /** Where the published version went (status published). */
  handoff: publicationHandoffSchema.nullable(),
  publishedAt: z.string().nullable(),
});
export type CalendarNewsletter = z.output<typeof calendarNewsletterSchema>;

/** An ad booking whose dates cover part of the month; days in the workspace's zone, both inclusive. */
export const calendarAdSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  placement: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
});
export type CalendarAd = z.output<typeof calendarAdSchema>;

/** An approved event starting in the month. */
export const calendarEventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  date: z.string(),
  startsAt: z.string(),
  venue: z.string().nullable(),
});
export type CalendarEvent = z.output<typeof calendarEventSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  newsletters: z.array(calendarNewsletterSchema),
  /** Ids into the month's `ads` / `events` (an ad booking covers many days). */
  adIds: z.array(z.uuid()),
  eventIds: z.array(z.uuid()),
});
export type CalendarDay = z.output<typeof calendarDaySchema>;

export const calendarMonthSchema = z.object({
  month: z.number().int(),
  year: z.number().int(),
  timeZone: z.string(),
  defaultSendTime: z.string(),
  /** Today in the workspace's zone. */
  today: z.string(),
  /** Every day of the month, in order. */
  days: z.array(calendarDaySchema),
  ads: z.array(calendarAdSchema),
  events: z.array(calendarEventSchema),
});
export type CalendarMonth = z.output<typeof calendarMonthSchema>;

// ---- Moving and scheduling ----

/** POST /newsletters/:id/move/: a draft or planned newsletter to another (free) day. */
export const moveNewsletterBodySchema = z.object({ workspaceId: workspaceIdSchema, date: issueDateSchema });
export type MoveNewsletterBody = z.input<typeof moveNewsletterBodySchema>;

/**
 * POST /newsletters/:id/schedule/ and /reschedule/: send on `date` (default: the newsletter's day, which it moves
 * to) at `time` in the workspace's zone (default: the workspace's default send time).
 */
export const scheduleNewsletterBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  date: issueDateSchema.optional(),
  time: sendTimeSchema.optional(),
});
export type ScheduleNewsletterBody = z.input<typeof scheduleNewsletterBodySchema>;

/** POST /newsletters/:id/unschedule/ */
export const unscheduleNewsletterBodySchema = z.object({ workspaceId: workspaceIdSchema });
export type UnscheduleNewsletterBody = z.input<typeof unscheduleNewsletterBodySchema>;

/** The 409 of a schedule refused for send-readiness errors: the errors to fix (null for other conflicts). */
export const scheduleConflictSchema = z.object({ checks: z.array(readinessCheckSchema) }).nullable();
export type ScheduleConflict = z.output<typeof scheduleConflictSchema>;
