/**
 * Metric formatting and relative time of docs/product-spec.md section 9 (and the N/A rule of section 5). Rates arrive from the
 * server as percentages with one decimal, already computed from counts.
 */

const counts = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** Rates always show their one decimal, so a column of them lines up (48.0%, 6.1%). */
const rates = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export type MetricKind = 'subscribers' | 'rate' | 'value';

/**
 * Subscriber counts: thousands separators. Rates (open, click, unsubscribe): a % suffix. Any other value: under 1
 * a $ with two decimals, over 100 with separators, otherwise as it is.
 */
export function formatMetric(value: number, kind: MetricKind): string {
  if (kind === 'subscribers') return counts.format(value);
  if (kind === 'rate') return `${rates.format(value)}%`;
  if (value < 1) return `$${value.toFixed(2)}`;
  if (value > 100) return counts.format(value);
  return decimals.format(value);
}

/** "+5.3%" / "−2.1%"; null when there is nothing to compare with. */
export function formatGrowth(growth: number | null): string | null {
  if (growth === null) return null;
  const sign = growth > 0 ? '+' : growth < 0 ? '−' : '';
  return `${sign}${decimals.format(Math.abs(growth))}%`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** A day as "Nov 24, 2025" (UTC), for dates rather than ages. */
export function formatDay(day: string | number): string {
  const date = typeof day === 'number' ? new Date(day * 1000) : new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * "Just now" under 60 s, then minutes, hours, days (under 30 days), months (30 days each), years (365 days).
 * N/A for a missing or non-positive time. `createdAt` is in Unix seconds, as Beehiiv sends it.
 */
export function relativeTime(createdAt: number | null | undefined, nowMs = Date.now()): string {
  if (createdAt == null || !(createdAt > 0)) return 'N/A';
  const elapsed = Math.max(0, Math.floor(nowMs / 1000 - createdAt));
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}
