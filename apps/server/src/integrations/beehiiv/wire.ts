import { z } from 'zod';

/**
 * Beehiiv API v2 wire shapes, only the fields the product reads (research: beehiiv-gif.md §1.7). Counts that the
 * schema types as `integer | boolean` are read as numbers or "not available" (null). Times are Unix seconds.
 */

const countOrNull = z.unknown().transform((v) => (typeof v === 'number' && Number.isFinite(v) ? v : null));

export const publicationStatsSchema = z.object({
  active_subscriptions: countOrNull,
  active_premium_subscriptions: countOrNull.optional(),
  active_free_subscriptions: countOrNull.optional(),
  /** Undocumented unit (probably a fraction): read, never shown. Rates are computed from counts. */
  average_open_rate: z.unknown().optional(),
  average_click_rate: z.unknown().optional(),
  total_sent: countOrNull,
  total_unique_opened: countOrNull,
  total_clicked: countOrNull,
});

export const publicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization_name: z.string().nullish(),
  created: z.number().nullish(),
  stats: publicationStatsSchema.optional(),
});
export type WirePublication = z.infer<typeof publicationSchema>;

const pageFields = {
  limit: z.number().optional(),
  page: z.number().optional(),
  total_results: z.number().optional(),
  total_pages: z.number().optional(),
};

export const publicationListSchema = z.object({ data: z.array(publicationSchema), ...pageFields });
export const publicationShowSchema = z.object({ data: publicationSchema });

const emailStatsSchema = z.object({
  recipients: z.number().default(0),
  delivered: z.number().default(0),
  opens: z.number().default(0),
  unique_opens: z.number().default(0),
  /** A percentage (0–100). */
  open_rate: z.number().optional(),
  clicks: z.number().default(0),
  unique_clicks: z.number().default(0),
  verified_clicks: z.number().optional(),
  unique_verified_clicks: z.number().optional(),
  click_rate: z.number().optional(),
  unsubscribes: z.number().default(0),
  spam_reports: z.number().default(0),
});
export type WireEmailStats = z.infer<typeof emailStatsSchema>;

/** One `stats.clicks[]` row: the clicks on one URL variant; `base_url` drops query and fragment (newer API only). */
const clickStatsSchema = z.object({
  url: z.string(),
  base_url: z.string().optional(),
  email: z
    .object({
      clicks: z.number().default(0),
      unique_clicks: z.number().default(0),
      verified_clicks: z.number().optional(),
      unique_verified_clicks: z.number().optional(),
    })
    .optional(),
});
export type WireClickStats = z.infer<typeof clickStatsSchema>;

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string().nullish(),
  status: z.string(),
  audience: z.string().nullish(),
  platform: z.string().nullish(),
  created: z.number(),
  publish_date: z.number().nullish(),
  stats: z.object({ email: emailStatsSchema.optional(), clicks: z.array(clickStatsSchema).optional() }).optional(),
});
export type WirePost = z.infer<typeof postSchema>;

export const postListSchema = z.object({ data: z.array(postSchema), ...pageFields });

export const aggregateStatsSchema = z.object({
  data: z.object({ stats: z.object({ email: emailStatsSchema.optional() }) }),
});

/** Offset mode carries total_results at the top; the cursor guide nests it under `pagination`: read either. */
export const subscriptionTotalSchema = z.object({
  total_results: z.number().optional(),
  pagination: z.object({ total_results: z.number().optional() }).optional(),
});

export const engagementsSchema = z.object({
  data: z.array(
    z.object({
      date: z.string(),
      total_opens: z.number(),
      unique_opens: z.number(),
      total_clicks: z.number(),
      unique_clicks: z.number(),
    }),
  ),
});

/** POST /publications/{id}/posts → 201 (older docs: 200) with the id of a post still being built. */
export const postCreatedSchema = z.object({ data: z.object({ id: z.string(), preview_url: z.string().optional() }) });

/** Every 4xx/5xx: `{ status, statusText, errors: [{ message, code }] }`; read loosely, branch on the HTTP status. */
export const errorBodySchema = z.object({
  status: z.number().optional(),
  statusText: z.string().optional(),
  errors: z.array(z.object({ message: z.string().optional(), code: z.string().optional() })).optional(),
});
