import { PerformanceObserver, performance } from 'node:perf_hooks';

// The timing loops and percentiles the domain benchmarks share: one definition, so every bench reads its samples
// the same way.

/** The value below which `share` (0–1] of the values lie (nearest rank); 0 for no values. */
export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

/** What `run` answered and how long it took, in milliseconds. */
export async function timedResult<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

/** How long `run` takes, in milliseconds. */
export async function timed(run: () => unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

export interface SampleCounts {
  /** Runs before the first kept sample: compiled code, warm pools and caches. */
  warmup: number;
  /** Samples kept. */
  samples: number;
}

/** `samples` durations of `measure` (which times what it is about and answers the milliseconds), after a warm-up. */
export async function sampled(measure: () => Promise<number>, { warmup, samples }: SampleCounts): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await measure();
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) durations.push(await measure());
  return durations;
}

/** As `sampled`, for work that does not wait for anything: timed without a promise in between. */
export function sampledSync(run: () => unknown, { warmup, samples }: SampleCounts): number[] {
  for (let i = 0; i < warmup; i++) run();
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    run();
    durations.push(performance.now() - started);
  }
  return durations;
}

/** One duration and whether a garbage collection ran while it was being measured. */
export interface Sample {
  ms: number;
  duringGc: boolean;
}

/** Collections seen while measuring: how many, and their pauses added up. */
export interface GcSummary {
  count: number;
  totalMs: number;
}

/**
 * Several measurements compared with each other, request by request: each round runs every one of them once, in an
 * order that turns by one each round, so neither a busy moment of a shared machine nor the garbage one of them leaves
 * behind falls on one side only. A sample is marked when a collection overlapped it (GC noise shown, not removed).
 */
export async function alternated(
  measures: readonly (() => Promise<number>)[],
  { warmup, samples }: SampleCounts,
): Promise<{ samples: Sample[][]; gc: GcSummary }> {
  const collections: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      collections.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const spans: { index: number; ms: number; start: number; end: number }[] = [];
  let measuredFrom = 0;
  try {
    for (let round = 0; round < warmup + samples; round++) {
      if (round === warmup) measuredFrom = performance.now();
      for (let turn = 0; turn < measures.length; turn++) {
        const index = (round + turn) % measures.length;
        const measure = measures[index] as () => Promise<number>;
        const start = performance.now();
        const ms = await measure();
        if (round >= warmup) spans.push({ index, ms, start, end: performance.now() });
      }
    }
    // GC entries reach the observer a little later: let the last ones arrive.
    await new Promise<void>((resolve) => setTimeout(resolve, 50));
  } finally {
    observer.disconnect();
  }
  const measuredTo = spans.at(-1)?.end ?? measuredFrom;
  const measured = collections.filter((gc) => gc.end >= measuredFrom && gc.start <= measuredTo);
  const kept: Sample[][] = measures.map(() => []);
  for (const { index, ms, start, end } of spans) {
    const duringGc = measured.some((gc) => gc.start < end && gc.end > start);
    kept[index]?.push({ ms, duringGc });
  }
  return {
    samples: kept,
    gc: { count: measured.length, totalMs: measured.reduce((sum, gc) => sum + gc.end - gc.start, 0) },
  };
}
