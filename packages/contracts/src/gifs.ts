import { z } from 'zod';
import { GIF_LIMIT_DEFAULT } from './editor-values';

// The GIF search proxy (GET /tenor-featured, GET /tenor-search). The provider key stays on the server; the answer
// is one normalised shape whatever Tenor-v2-compatible provider is configured.

export const GIF_LIMIT_MAX = 50;
export const GIF_QUERY_MAX = 50;

const limitSchema = z.coerce
  .number({ message: 'Limit must be a whole number' })
  .int({ message: 'Limit must be a whole number' })
  .min(1, { message: 'Limit must be at least 1' })
  .max(GIF_LIMIT_MAX, { message: `Limit must be at most ${GIF_LIMIT_MAX}` })
  .default(GIF_LIMIT_DEFAULT);

/** `pos`: the provider's opaque `next` of the previous page. */
const posSchema = z
  .string()
  .max(200, { message: 'Pos must be at most 200 characters' })
  .regex(/^[A-Za-z0-9_.=:-]*$/, { message: 'Pos must be the next value of the previous page' })
  .optional();

export const gifFeaturedQuerySchema = z.object({ limit: limitSchema, pos: posSchema });
export type GifFeaturedQuery = z.input<typeof gifFeaturedQuerySchema>;

export const gifSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, { message: 'Q is required' })
    .max(GIF_QUERY_MAX, { message: `Q must be at most ${GIF_QUERY_MAX} characters` }),
  limit: limitSchema,
  pos: posSchema,
});
export type GifSearchQuery = z.input<typeof gifSearchQuerySchema>;

export const gifSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The full GIF: what a gif block stores and the email shows. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The small GIF shown in the picker grid. */
  previewUrl: z.string(),
  previewWidth: z.number().int(),
  previewHeight: z.number().int(),
  /** The GIF's page at the provider. */
  sourceUrl: z.string().nullable(),
});
export type Gif = z.output<typeof gifSchema>;

/** What the provider's terms ask the picker to show: its mark under the grid and its search placeholder. */
export const gifAttributionSchema = z.object({
  provider: z.string(),
  text: z.string(),
  searchPlaceholder: z.string(),
  url: z.string(),
});
export type GifAttribution = z.output<typeof gifAttributionSchema>;

export const GIF_UNAVAILABLE_MESSAGE = 'GIF search is unavailable right now';

/**
 * The proxy always answers 200 with a state, so the picker degrades in place and the rest of the builder stays
 * usable: `ok` (results in the provider's order; `next` '' on the last page), `not_configured` (no key on this
 * server), `unavailable` (the provider failed or refused the key).
 */
export const gifPageSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ok'),
    results: z.array(gifSchema),
    next: z.string(),
    attribution: gifAttributionSchema,
  }),
  z.object({ state: z.literal('not_configured'), message: z.string() }),
  z.object({
    state: z.literal('unavailable'),
    reason: z.enum(['provider_error', 'key_invalid']),
    message: z.string(),
  }),
]);
export type GifPage = z.output<typeof gifPageSchema>;
