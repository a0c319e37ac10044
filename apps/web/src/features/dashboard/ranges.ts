import type { InsightsTimePeriod } from '@newsletter-os/contracts';

/** The time-range switch of docs/product-spec.md section 2, each with the server's time_period (real figures for every range). */
export const timeRanges: ReadonlyArray<{ label: string; period: InsightsTimePeriod; description: string }> = [
  { label: '30d', period: '4_weeks', description: 'the last 4 weeks' },
  { label: '3m', period: '3_months', description: 'the last 3 months' },
  { label: '6m', period: '6_months', description: 'the last 6 months' },
  { label: '1y', period: '1_year', description: 'the last year' },
  { label: 'forever', period: 'all_time', description: 'all time' },
];
