import { z } from 'zod';
import { lineText, workspaceIdSchema } from './common';
import { httpUrlSchema, latitudeSchema, longitudeSchema } from './form-fields';

export const EVENT_SOURCES_MAX = 20;
export const RADIUS_MAX_KM = 1000;

export const eventSourceSchema = z.object({
  url: httpUrlSchema,
  kind: z.enum(['ics', 'rss'], { message: 'kind must be ics or rss' }),
});
export type EventSourceInput = z.infer<typeof eventSourceSchema>;

export const eventLocationSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  defaultRadiusKm: z.number(),
  sources: z.array(z.object({ url: z.string(), kind: z.enum(['ics', 'rss']) })),
  lastFetchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type EventLocation = z.infer<typeof eventLocationSchema>;

const radiusSchema = z.coerce
  .number({ message: 'Radius must be a number of km' })
  .positive({ message: 'Radius must be more than 0 km' })
  .max(RADIUS_MAX_KM, { message: `Radius must be at most ${RADIUS_MAX_KM} km` });
const sourcesSchema = z
  .array(eventSourceSchema)
  .max(EVENT_SOURCES_MAX, { message: `At most ${EVENT_SOURCES_MAX} sources` });

export const createEventLocationBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(100, 'Location name'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  defaultRadiusKm: radiusSchema.default(25),
  sources: sourcesSchema.default([]),
});
export type CreateEventLocationBody = z.input<typeof createEventLocationBodySchema>;

export const updateEventLocationBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  id: z.uuid({ message: 'id must be a valid id' }),
  name: lineText(100, 'Location name').optional(),
  latitude: latitudeSchema.optional(),
  longitude: longitudeSchema.optional(),
  defaultRadiusKm: radiusSchema.optional(),
  sources: sourcesSchema.optional(),
});
export type UpdateEventLocationBody = z.input<typeof updateEventLocationBodySchema>;

export const deleteEventLocationBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  id: z.uuid({ message: 'id must be a valid id' }),
});

export const locationDropdownItemSchema = z.object({ id: z.uuid(), name: z.string() });
