import type { LoadResult } from './load';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function pad(text: string, width: number, align: 'left' | 'right' = 'right'): string {
  return align === 'left' ? text.padEnd(width) : text.padStart(width);
}

export interface LoadRow {
  label: string;
  result: LoadResult;
  /** The bare Fastify figure this row is compared with. */
  baseline: LoadResult;
  /** Minimum ratio to the baseline, printed beside the figure. */
  target?: number;
}

export function loadTable(rows: LoadRow[]): string[] {
  const lines = [
    `${pad('endpoint', 34, 'left')}${pad('req/s', 10)}${pad('ratio', 9)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}   target`,
  ];
  for (const { label, result, baseline, target } of rows) {
    const ratio = result.requestsPerSecond / baseline.requestsPerSecond;
    const verdict =
      target === undefined ? '' : `≥ ${target.toFixed(2)}× ${result.failures === 0 && ratio >= target ? '✓' : '✗'}`;
    const failures = result.failures ? `  (${number.format(result.failures)} failed responses: figures not valid)` : '';
    lines.push(
      `${pad(label, 34, 'left')}${pad(number.format(result.requestsPerSecond), 10)}${pad(`${ratio.toFixed(2)}×`, 9)}` +
        `${pad(String(result.p50Ms), 9)}${pad(String(result.p99Ms), 9)}   ${verdict}${failures}`,
    );
  }
  return lines;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export interface LookupRound {
  baseline: LoadResult;
  me: LoadResult;
}

/**
 * GET /me against the bare Fastify with the same user lookup, one ratio per round (both measured back to back),
 * then the median with the spread, checked against the target.
 */
export function lookupRatioLines(rounds: LookupRound[], target: number): string[] {
  const lines = loadTable(
    rounds.flatMap(({ baseline, me }, i) => [
      { label: `bare Fastify + same lookup (${i + 1})`, result: baseline, baseline },
      { label: `GET /api/v1/me/ (${i + 1})`, result: me, baseline },
    ]),
  );
  const ratios = rounds
    .map(({ baseline, me }) => me.requestsPerSecond / baseline.requestsPerSecond)
    .sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)] ?? 0;
  const failed = rounds.some(({ baseline, me }) => baseline.failures + me.failures > 0);
  const verdict = !failed && median >= target ? '✓' : '✗';
  const spread = ratios.map((r) => `${r.toFixed(2)}×`).join(', ');
  lines.push(
    `GET /api/v1/me/ vs same-lookup baseline: median ${median.toFixed(2)}× (rounds: ${spread})   target ≥ ${target.toFixed(2)}× ${verdict}`,
  );
  return lines;
}
