import type { SubscriberPoint } from '@newsletter-os/contracts';
import { formatDay, formatMetric } from './format';

const WIDTH = 600;
const HEIGHT = 180;
const PAD = 8;

const dayLabel = formatDay;

/** The path of the points scaled into the drawing box (oldest on the left). */
export function chartPath(points: SubscriberPoint[]): string {
  const values = points.map((p) => p.active_subscribers);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  return points
    .map((p, i) => {
      const x = PAD + i * step;
      const y = HEIGHT - PAD - ((p.active_subscribers - min) / span) * (HEIGHT - 2 * PAD);
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * Active subscribers per day from the stored daily snapshots (Beehiiv keeps no history): plain SVG, no chart
 * library. A range longer than the history shows what there is, and says where it starts.
 */
export function SubscriberChart({ points, startsOn }: { points: SubscriberPoint[]; startsOn: string | null }) {
  const first = points[0];
  const last = points.at(-1);
  return (
    <section
      aria-labelledby="subscriber-chart-heading"
      className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="subscriber-chart-heading" className="text-base font-semibold text-gray-900">
          Subscribers over time
        </h2>
        {startsOn ? <p className="text-xs text-gray-500">History starts on {dayLabel(startsOn)}</p> : null}
      </div>
      {first && last && points.length > 1 ? (
        <figure className="mt-4">
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="h-44 w-full"
            preserveAspectRatio="none"
            role="img"
            aria-label={`Active subscribers from ${formatMetric(first.active_subscribers, 'subscribers')} on ${dayLabel(first.date)} to ${formatMetric(last.active_subscribers, 'subscribers')} on ${dayLabel(last.date)}`}
          >
            <path d={`${chartPath(points)} L${WIDTH - PAD},${HEIGHT} L${PAD},${HEIGHT} Z`} className="fill-indigo-50" />
            <path
              d={chartPath(points)}
              className="fill-none stroke-indigo-600"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          </svg>
          <figcaption className="mt-2 flex justify-between text-xs text-gray-500 tabular-nums">
            <span>
              {dayLabel(first.date)} · {formatMetric(first.active_subscribers, 'subscribers')}
            </span>
            <span>
              {dayLabel(last.date)} · {formatMetric(last.active_subscribers, 'subscribers')}
            </span>
          </figcaption>
        </figure>
      ) : (
        <p className="mt-3 text-sm text-gray-600">
          Not enough history yet: a snapshot is taken every day, and the chart fills in from there.
        </p>
      )}
    </section>
  );
}
