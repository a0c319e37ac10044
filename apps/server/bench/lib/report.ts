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
