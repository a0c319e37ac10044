import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  /** Measured seconds, after the warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  /** Responses outside 2xx, errors and timeouts: any of these makes the figures meaningless. */
  failures: number;
}

function fire(opts: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: opts.url,
    headers: opts.headers,
    connections: opts.connections,
    duration: seconds,
    // The load runs in a worker thread so it does not share the event loop with the server it measures.
    workers: 1,
  });
}

/** Warms the endpoint up, then measures it with the same load as every other endpoint of the run. */
export async function measureEndpoint(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupSeconds > 0) await fire(opts, opts.warmupSeconds);
  const result = await fire(opts, opts.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
