import { z } from 'zod';
import { workspaceIdSchema } from './common';

// ---- public calendar links (docs/decisions/0019) ----

/** Paths of the public calendar answers, under /api/v1. */
export const CALENDAR_PATHS = {
  /** One event as iCalendar: the email's "Add to calendar". */
  event: '/calendar/event.ics',
  /** The workspace's upcoming events as iCalendar, for subscribing. */
  feed: '/calendar/events.ics',
  /** The same events as a web page (with schema.org Event data). */
  page: '/calendar/events',
} as const;

/** A calendar token is "<id>.<mac>", 45 characters; anything much longer is refused before any work. */
export const calendarTokenQuerySchema = z.object({
  token: z.string().min(1, { message: 'token is required' }).max(200, { message: 'token is too long' }),
});

// ---- Settings → Events calendar (staff) ----

export const eventsFeedLinkSchema = z.object({
  id: z.uuid(),
  /** The page readers open. */
  pageUrl: z.string(),
  /** The iCalendar feed (https), for calendar apps that take a URL. */
  icsUrl: z.string(),
  /** The same feed as webcal://, which opens the subscribe dialog of Apple Calendar and Outlook. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type EventsFeedLink = z.infer<typeof eventsFeedLinkSchema>;

/** The current link, or null when the feed is turned off (it starts off). */
export const eventsFeedSchema = z.object({ feed: eventsFeedLinkSchema.nullable() });
export type EventsFeed = z.infer<typeof eventsFeedSchema>;

export const eventsFeedBodySchema = z.object({ workspaceId: workspaceIdSchema });
export type EventsFeedBody = z.input<typeof eventsFeedBodySchema>;
