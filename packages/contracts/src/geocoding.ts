import { z } from 'zod';
import { workspaceIdSchema } from './common';

/** At most this many places answer one address search. */
export const GEOCODE_RESULTS_MAX = 5;

/** GET /geocode/: an address (or place name) to find, for the event-locations form. */
export const geocodeQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  q: z
    .string()
    .trim()
    .min(3, { message: 'Type at least 3 characters of the address' })
    .max(200, { message: 'The address must be at most 200 characters' }),
});
export type GeocodeQuery = z.input<typeof geocodeQuerySchema>;

/** One place the address search found. */
export const geocodeResultSchema = z.object({
  label: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeResponseSchema = z.object({ results: z.array(geocodeResultSchema) });
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
