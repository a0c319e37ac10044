import {
  adRevenueSchema,
  dashboardActivitySchema,
  envelope,
  insightsEnvelopeSchema,
  publicationsEnvelopeSchema,
} from '@newsletter-os/contracts';

/**
 * The contracts that check the dashboard's answers. Imported on the first call (`await import('./answers')`),
 * so zod and these schemas load beside the requests instead of before the screen renders (docs/decisions/0029).
 */
export const publicationsAnswer = publicationsEnvelopeSchema;
export const insightsAnswer = insightsEnvelopeSchema;
export const activityAnswer = envelope(dashboardActivitySchema);
export const revenueAnswer = envelope(adRevenueSchema);
