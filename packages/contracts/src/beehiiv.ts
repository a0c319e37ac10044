import { z } from 'zod';
import { workspaceIdSchema } from './common';

/**
 * The dashboard's Beehiiv shapes (docs/product-spec.md sections 3 "Insights response", 4 "Insights", 7 "Dashboard"). Rates are
 * percentages (0–100) computed by the server from counts; times are Unix seconds, as Beehiiv sends them.
 */

export { INSIGHT_META } from './beehiiv-meta';

export const insightsTimePeriods = ['4_weeks', '3_months', '6_months', '1_year', 'all_time'] as const;
export const insightsTimePeriodSchema = z.enum(insightsTimePeriods, {
  message: `time_period must be one of ${insightsTimePeriods.join(', ')}`,
});
export type InsightsTimePeriod = z.infer<typeof insightsTimePeriodSchema>;
export const INSIGHTS_DEFAULT_PERIOD: InsightsTimePeriod = '4_weeks';

/** The length of each window in days (all_time has none): the current window is [now − N days, now). */
export const insightsPeriodDays: Record<InsightsTimePeriod, number | null> = {
  '4_weeks': 28,
  '3_months': 91,
  '6_months': 182,
  '1_year': 365,
  all_time: null,
};

/** docs/product-spec.md section 9: recent posts shown. */
export const RECENT_POSTS_SHOWN = 5;
export const TOP_POSTS_SHOWN = 5;

export const BEEHIIV_KEY_MAX = 200;

export const publicationIdParamSchema = z
  .string({ message: 'publication_id is required' })
  .trim()
  .min(1, { message: 'publication_id is required' })
  .max(100, { message: 'publication_id must be at most 100 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'publication_id may contain only letters, digits, - and _' });

/** GET /beehiiv/insights/ */
export const insightsQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  publication_id: publicationIdParamSchema,
  time_period: insightsTimePeriodSchema.default(INSIGHTS_DEFAULT_PERIOD),
});
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

/** GET /dashboard/beehive-insights/: the default period only. */
export const dashboardInsightsQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  publication_id: publicationIdParamSchema,
});

export const trendSchema = z.enum(['up', 'down']);
export type Trend = z.infer<typeof trendSchema>;

/**
 * A figure with its change against the previous window of the same length, in percent. growth and trend are null
 * where there is nothing to compare with (all_time, no posts before, snapshots not reaching back far enough).
 */
export const insightMetricSchema = z.object({
  value: z.number(),
  growth: z.number().nullable(),
  trend: trendSchema.nullable(),
});
export type InsightMetric = z.infer<typeof insightMetricSchema>;

export const lastPostPerformanceSchema = z.object({
  id: z.string(),
  title: z.string(),
  created_at: z.number().int().nullable(),
  recipients: z.number().int(),
  open_rate: z.number(),
  click_through_rate: z.number(),
  unsubscribe_rate: z.number(),
});

export const recentPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Beehiiv's post status: draft | confirmed | archived. */
  status: z.string(),
  /** free | premium | both */
  audience: z.string(),
  created_at: z.number().int().nullable(),
});
export type RecentPost = z.infer<typeof recentPostSchema>;

export const topPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  open_rate: z.number(),
  click_rate: z.number(),
  recipients: z.number().int(),
});
export type TopPost = z.infer<typeof topPostSchema>;

export const subscriberPointSchema = z.object({ date: z.string(), active_subscribers: z.number().int() });
export type SubscriberPoint = z.infer<typeof subscriberPointSchema>;

export const insightsSchema = z.object({
  time_period: insightsTimePeriodSchema,
  publication: z.object({ id: z.string(), name: z.string() }),
  overview: z.object({
    total_subscribers: z.number().int(),
    growth: z.number().nullable(),
    trend: trendSchema.nullable(),
  }),
  performance_metrics: z.object({
    active_subscribers: insightMetricSchema,
    open_rate: insightMetricSchema,
    click_through_rate: insightMetricSchema,
  }),
  last_post_performance: lastPostPerformanceSchema.nullable(),
  recent_posts: z.array(recentPostSchema),
  top_performing_posts: z.array(topPostSchema),
  /** Posts sent in the window (the rates are over these); null for all_time (Beehiiv's all-time totals). */
  posts_in_period: z.number().int().nullable(),
  /** Daily subscriber counts from the stored snapshots, oldest first, within the window. */
  subscriber_history: z.array(subscriberPointSchema),
  /** The first stored snapshot's day (YYYY-MM-DD): history, and growth of subscribers, start there. */
  history_starts_on: z.string().nullable(),
});
export type Insights = z.infer<typeof insightsSchema>;

/** Insight answers carry data only with meta code 1. */
export const insightsEnvelopeSchema = z.object({
  meta: z.object({ code: z.number().int(), message: z.string() }),
  data: insightsSchema.nullable(),
});

export const beehiivPublicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  organization_name: z.string().nullable(),
  active_subscriptions: z.number().int().nullable(),
});
export type BeehiivPublication = z.infer<typeof beehiivPublicationSchema>;

/** GET /dashboard/beehive-publications/ */
export const beehiivPublicationListSchema = z.object({
  results: z.array(beehiivPublicationSchema),
  linkedPublicationId: z.string().nullable(),
});
export type BeehiivPublicationList = z.infer<typeof beehiivPublicationListSchema>;
export const publicationsEnvelopeSchema = z.object({
  meta: z.object({ code: z.number().int(), message: z.string() }),
  data: beehiivPublicationListSchema.nullable(),
});

/** What the API shows of a stored Beehiiv key: never the key, only its last four characters. */
export const beehiivKeySchema = z.object({
  lastFour: z.string(),
  checkedAt: z.string(),
  updatedAt: z.string(),
});
export type BeehiivKey = z.infer<typeof beehiivKeySchema>;

/** GET and PATCH /newsletter-keys/: the workspace's newsletter-platform keys. */
export const newsletterKeysSchema = z.object({ beehiiv: beehiivKeySchema.nullable() });
export type NewsletterKeys = z.infer<typeof newsletterKeysSchema>;

/** PATCH /newsletter-keys/: a key replaces the stored one once Beehiiv accepts it; null removes it. */
export const updateNewsletterKeysBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  beehiivApiKey: z
    .string({ message: 'beehiivApiKey must be a key, or null to remove it' })
    .trim()
    .min(1, { message: 'Beehiiv API key is required' })
    .max(BEEHIIV_KEY_MAX, { message: `Beehiiv API key must be at most ${BEEHIIV_KEY_MAX} characters` })
    .regex(/^[\x21-\x7e]+$/, { message: 'Beehiiv API key must be printable characters without spaces' })
    .nullable(),
});
export type UpdateNewsletterKeysBody = z.input<typeof updateNewsletterKeysBodySchema>;

export const DASHBOARD_DAYS_DEFAULT = 30;
export const DASHBOARD_DAYS_MAX = 366;

/** GET /dashboard/ */
export const dashboardActivityQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  days: z.coerce
    .number({ message: 'days must be a whole number' })
    .int({ message: 'days must be a whole number' })
    .min(1, { message: 'days must be at least 1' })
    .max(DASHBOARD_DAYS_MAX, { message: `days must be at most ${DASHBOARD_DAYS_MAX}` })
    .default(DASHBOARD_DAYS_DEFAULT),
});

/** The workspace's own activity over the last `days` days. */
export const dashboardActivitySchema = z.object({
  days: z.number().int(),
  itemsIngested: z.object({
    rss: z.number().int(),
    original: z.number().int(),
    ugc: z.number().int(),
    ads: z.number().int(),
    events: z.number().int(),
  }),
  /** Submissions awaiting review now (whatever their age). */
  awaitingReview: z.number().int(),
  newsletters: z.object({
    planned: z.number().int(),
    scheduled: z.number().int(),
    published: z.number().int(),
  }),
});
export type DashboardActivity = z.infer<typeof dashboardActivitySchema>;
