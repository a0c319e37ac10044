import type { InsightMetric } from '@newsletter-os/contracts';
import { cn } from '../../shared/ui/cn';
import { TrendingDownIcon as TrendingDown, TrendingUpIcon as TrendingUp } from '../../shared/ui/shell-icons';
import { formatGrowth, formatMetric, type MetricKind } from './format';

/** One of the four figures: its value, and its change against the previous period with an up or down trend. */
export function MetricCard({
  label,
  metric,
  kind,
  comparedWith,
  noGrowth,
}: {
  label: string;
  metric: InsightMetric;
  kind: MetricKind;
  /** "the previous 4 weeks" */
  comparedWith: string;
  /** Shown instead of a growth figure when there is nothing to compare with. */
  noGrowth: string;
}) {
  const growth = formatGrowth(metric.growth);
  const up = metric.trend === 'up';
  const TrendIcon = up ? TrendingUp : TrendingDown;
  return (
    <section
      aria-label={label}
      className="flex min-w-0 flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 className="text-sm font-medium text-gray-600">{label}</h2>
      <p className="text-xl font-semibold tracking-tight text-gray-900 tabular-nums sm:text-2xl">
        {formatMetric(metric.value, kind)}
      </p>
      {growth && metric.trend ? (
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 font-semibold tabular-nums',
              up ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700',
            )}
          >
            <TrendIcon aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{up ? 'Up' : 'Down'}</span>
            {growth}
          </span>
          <span>vs {comparedWith}</span>
        </p>
      ) : (
        <p className="text-xs text-gray-500">{noGrowth}</p>
      )}
    </section>
  );
}
