import { z } from 'zod';
import { workspaceIdSchema } from './common';
import { httpUrlSchema } from './form-fields';

/** POST /events/from-url/: an event page's address (or an .ics link) to read an event from. Nothing is saved. */
export const eventFromUrlBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  url: httpUrlSchema,
});
export type EventFromUrlBody = z.input<typeof eventFromUrlBodySchema>;

/** Where on the page the event was found, best first. */
export const eventPageSources = ['json-ld', 'microdata', 'open-graph', 'ics'] as const;

/**
 * The event form's fields as the page gives them (null: the page does not say). Times are ISO instants: a time the
 * page gives without an offset is read in `timeZone`, the newsletter's zone.
 */
export const eventFromUrlSchema = z.object({
  title: z.string(),
  summary: z.string().nullable(),
  eventStartsAt: z.string().nullable(),
  eventEndsAt: z.string().nullable(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  imageUrl: z.string().nullable(),
  price: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  /** The page itself (after redirects). */
  link: z.string(),
  foundIn: z.enum(eventPageSources),
  /** The zone a time without an offset was read in. */
  timeZone: z.string(),
});
export type EventFromUrl = z.output<typeof eventFromUrlSchema>;

export const NO_EVENT_FOUND = 'No event found on this page';
