import { z } from 'zod';
import { pageQuerySchema, workspaceIdSchema } from './common';
import { createEventFieldsSchema, feedListFilterShape } from './feeds';
import { idListSchema } from './form-fields';

export const EVENT_LOCATIONS_FILTER_MAX = 20;
export const DISTANCE_MAX_KM = 20_000;

/**
 * GET /events/list/: the content-list filters plus `location` (a JSON list of event-location ids, e.g.
 * `["id1"]`) and `distance` (km from those locations; default each location's own radius). start_date and
 * end_date select events whose dates overlap those days. Without sort_by, upcoming events come first.
 */
export const eventListQuerySchema = pageQuerySchema.extend({
  ...feedListFilterShape,
  location: z.preprocess(
    (v) => (v === '' ? undefined : v),
    idListSchema(EVENT_LOCATIONS_FILTER_MAX, 'locations').optional(),
  ),
  distance: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce
      .number({ message: 'distance must be a number of km' })
      .positive({ message: 'distance must be more than 0 km' })
      .max(DISTANCE_MAX_KM, { message: `distance must be at most ${DISTANCE_MAX_KM} km` })
      .optional(),
  ),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/**
 * POST /events/: `{ workspaceId, locationId }` fetches that location's sources now; otherwise the body is an
 * event to add by hand (the fields of POST /feeds-events/).
 */
export const fetchLocationEventsBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  locationId: z.uuid({ message: 'locationId must be a valid id' }),
});
export { createEventFieldsSchema as createEventBodySchema };

export const eventSourceResultSchema = z.object({
  url: z.string(),
  kind: z.enum(['ics', 'rss']),
  imported: z.number().int(),
  error: z.string().nullable(),
});

export const importEventsResultSchema = z.object({
  locationId: z.uuid(),
  imported: z.number().int(),
  sources: z.array(eventSourceResultSchema),
});
export type ImportEventsResultBody = z.infer<typeof importEventsResultSchema>;
