import { z } from 'zod';
import { adBookingStatusSchema } from './ad-sales';
import { workspaceIdSchema } from './common';

// Sponsor reports (issue 20): a booking's figures from Beehiiv, a CSV, a shareable sponsor page, and ad revenue.

/** Reads of a post's stats: once a day for this many days after the send, then the figures are final. */
export const AD_REPORT_READ_DAYS = 7;

/**
 * What the report can say:
 * - ready: figures from at least one read;
 * - awaiting_stats: the ad ran (or will) but no read has succeeded yet;
 * - no_beehiiv: the workspace has no Beehiiv connection, so there are no figures to read;
 * - not_run: the booking has not run in a published issue (or ended without running).
 */
export const adReportStates = ['ready', 'awaiting_stats', 'no_beehiiv', 'not_run'] as const;
export const adReportStateSchema = z.enum(adReportStates);
export type AdReportState = z.infer<typeof adReportStateSchema>;

/** One issue the ad ran in, as last read. Rates are percentages (0–100) rounded to two decimals. */
export const adReportIssueSchema = z.object({
  date: z.string(),
  readCount: z.number().int(),
  lastReadAt: z.string(),
  final: z.boolean(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  /** An estimate: Apple Mail Privacy Protection opens mail by itself, so opens run high. */
  estimatedUniqueOpens: z.number().int(),
  /** Null when the ad has no link to count clicks on. */
  clicks: z.number().int().nullable(),
  uniqueClicks: z.number().int().nullable(),
  verifiedUniqueClicks: z.number().int().nullable(),
  /** Unique clicks on the ad's links ÷ delivered × 100. */
  clickThroughRate: z.number().nullable(),
});
export type AdReportIssue = z.output<typeof adReportIssueSchema>;

export const adReportTotalsSchema = adReportIssueSchema.omit({ date: true, readCount: true, lastReadAt: true });
export type AdReportTotals = z.output<typeof adReportTotalsSchema>;

/** What the sponsor sees: no price, no staff link. */
export const sponsorReportSchema = z.object({
  bookingId: z.uuid(),
  publication: z.object({ name: z.string(), logoUrl: z.string().nullable(), brandColor: z.string().nullable() }),
  /** The newsletter's language (BCP 47, as the workspace keeps it): the sponsor's page speaks it. */
  language: z.string(),
  advertiser: z.string(),
  productName: z.string(),
  dates: z.array(z.string()),
  state: adReportStateSchema,
  /** Plain words on what the report cannot know (null when it has figures from every issue). */
  notice: z.string().nullable(),
  /** The ad's own links whose clicks are counted (query and fragment removed). */
  adLinks: z.array(z.string()),
  issues: z.array(adReportIssueSchema),
  /** Sums over the issues; null before the first read. */
  totals: adReportTotalsSchema.nullable(),
  /** True once every issue had its last read. */
  final: z.boolean(),
  /** The ad that ran (the booking's Ads item): what the sponsor paid for; null when none is linked. */
  creative: z
    .object({
      title: z.string(),
      text: z.string().nullable(),
      imageUrl: z.string().nullable(),
      url: z.string().nullable(),
    })
    .nullable(),
});
export type SponsorReport = z.output<typeof sponsorReportSchema>;

export const adReportLinkSchema = z.object({ id: z.uuid(), url: z.string(), createdAt: z.string() });
export type AdReportLink = z.output<typeof adReportLinkSchema>;

/** GET /ad-bookings/{id}/report/?workspaceId (staff). */
export const adReportSchema = sponsorReportSchema.extend({
  status: adBookingStatusSchema,
  amountCents: z.number().int(),
  currency: z.string(),
  /** The sponsor's live link, if one was made. */
  shareLink: adReportLinkSchema.nullable(),
});
export type AdReport = z.output<typeof adReportSchema>;

/** GET /ad-bookings/{id}/report/ and report.csv */
export const adReportQuerySchema = z.object({ workspaceId: workspaceIdSchema });
export type AdReportQuery = z.input<typeof adReportQuerySchema>;

/** POST /ad-bookings/{id}/report-link/ (a new link revokes the old) and POST …/report-link/revoke/ */
export const adReportLinkBodySchema = z.object({ workspaceId: workspaceIdSchema });
export type AdReportLinkBody = z.input<typeof adReportLinkBodySchema>;

/** GET /sponsor-report/?token (public). */
export const sponsorReportQuerySchema = z.object({
  token: z
    .string({ message: 'token is required' })
    .min(1, { message: 'token is required' })
    .max(2000, { message: 'token is too long' }),
});
export type SponsorReportQuery = z.input<typeof sponsorReportQuerySchema>;

// ---- Ad revenue (dashboard) ----

export const AD_REVENUE_MONTHS_MAX = 24;

/** GET /ad-revenue/?workspaceId&months (default 6, the current month and the ones before it). */
export const adRevenueQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  months: z.coerce
    .number({ message: 'months must be a whole number' })
    .int({ message: 'months must be a whole number' })
    .min(1, { message: 'months must be at least 1' })
    .max(AD_REVENUE_MONTHS_MAX, { message: `months must be at most ${AD_REVENUE_MONTHS_MAX}` })
    .default(6),
});
export type AdRevenueQuery = z.input<typeof adRevenueQuerySchema>;

/** One month in one currency, minor units. */
export const adRevenueMonthSchema = z.object({
  /** YYYY-MM in the workspace's time zone. */
  month: z.string(),
  /** Live and finished bookings by the month of their first issue day (holds, cancelled and expired left out). */
  bookedCents: z.number().int(),
  /** Stripe payments received in the month. */
  paidCents: z.number().int(),
  /** Stripe refunds made in the month. */
  refundedCents: z.number().int(),
});
export type AdRevenueMonth = z.output<typeof adRevenueMonthSchema>;

/** Per currency (amounts are never converted), the workspace's main currency first; empty without bookings. */
export const adRevenueSchema = z.object({
  currencies: z.array(z.object({ currency: z.string(), months: z.array(adRevenueMonthSchema) })),
});
export type AdRevenue = z.output<typeof adRevenueSchema>;
