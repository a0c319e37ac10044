// `npm run bench`: throughput of the real app against a bare Fastify under the same load, warm start time, and the
// domain benchmarks (ingest, feeds list, newsletter save) when present. Loopback only; every part has a bounded duration.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { startBareFastify, startBareFastifyWithLookup } from './lib/bare-fastify';
import { type LoadResult, measureEndpoint } from './lib/load';
import { startRealApp } from './lib/real-app';
import { type LookupRound, loadTable, lookupRatioLines, seconds } from './lib/report';
import { measureWarmStart } from './lib/warm-start';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const DURATION_SECONDS = Math.min(Math.max(Number(process.env.BENCH_DURATION ?? 10) || 10, 1), 60);
const AUTHENTICATED_TARGET = 0.25;
/** GET /me against a bare Fastify making the same user lookup, measured in the same run (docs/decisions/0004). */
const LOOKUP_TARGET = 0.8;
/** Rounds of (baseline, /me) measured back to back: the machine may be shared, so the spread is printed too. */
const LOOKUP_ROUNDS = Math.min(Math.max(Number(process.env.BENCH_ROUNDS ?? 3) || 3, 1), 10);
const WARM_START_TARGET_MS = 5_000;

/** Whatever is running when Ctrl-C arrives is stopped before the process exits. */
const running = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping…`);
    Promise.allSettled([...running].map((stop) => stop())).finally(() => process.exit(130));
  });
}

async function withStop<T extends { stop(): Promise<void> }, R>(resource: T, work: (r: T) => Promise<R>): Promise<R> {
  const stop = () => resource.stop();
  running.add(stop);
  try {
    return await work(resource);
  } finally {
    running.delete(stop);
    await stop();
  }
}

const load = (url: string, headers?: Record<string, string>) =>
  measureEndpoint({
    url,
    headers,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });

async function throughput(): Promise<void> {
  console.log(
    `Load: autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${DURATION_SECONDS} s each.`,
  );
  const bare = await startBareFastify();
  const baseline = await withStop({ stop: () => bare.app.close() }, () => load(bare.url));

  const rows: { label: string; result: LoadResult; target?: number }[] = [];
  let missing: string | undefined;
  const lookupRounds: LookupRound[] = [];
  await withStop(await startRealApp(), async (app) => {
    rows.push({ label: 'GET /api/v1/health', result: await load(`${app.origin}/api/v1/health`) });
    const meUrl = `${app.origin}/api/v1/me/`;
    const probe = await fetch(meUrl, { headers: { authorization: app.authorization } });
    if (probe.status !== 200) {
      missing = `GET /api/v1/me/ answered ${probe.status}: the authenticated endpoint was not measured.`;
      return;
    }
    const me = await load(meUrl, { authorization: app.authorization });
    rows.push({ label: 'GET /api/v1/me/ (Bearer token)', result: me, target: AUTHENTICATED_TARGET });
    const lookup = await startBareFastifyWithLookup(app.databaseUrl, app.userId);
    await withStop(lookup, async () => {
      // Each round measures both sides back to back, so a neighbour's load hits both alike.
      for (let round = 0; round < LOOKUP_ROUNDS; round++) {
        const baselineRound = await load(lookup.url);
        const meRound = round === 0 ? me : await load(meUrl, { authorization: app.authorization });
        lookupRounds.push({ baseline: baselineRound, me: meRound });
      }
    });
  });
  console.log('');
  const table = loadTable([
    { label: 'bare Fastify hello-world', result: baseline, baseline },
    ...rows.map((row) => ({ ...row, baseline })),
  ]);
  for (const line of table) console.log(line);
  if (missing) console.log(missing);
  if (lookupRounds.length > 0) {
    // The database shares the machine's cores with the server and the load generator; this isolates it.
    console.log('');
    for (const line of lookupRatioLines(lookupRounds, LOOKUP_TARGET)) console.log(line);
  }
}

async function warmStart(): Promise<void> {
  console.log('\nStart time of `node scripts/start.mjs` to the first 200 from /api/v1/health (same data dir twice):');
  const times = await measureWarmStart();
  const verdict = times.warmMs <= WARM_START_TARGET_MS ? '✓' : '✗';
  console.log(`  first start (empty data dir): ${seconds(times.firstMs)}`);
  console.log(
    `  warm start:                   ${seconds(times.warmMs)}   target ≤ ${seconds(WARM_START_TARGET_MS)} ${verdict}`,
  );
}

/** Domain benchmarks other modules add beside this file; skipped with a line when not there (yet). */
async function domainBenchmarks(): Promise<void> {
  const benches = [
    { file: './ingest.ts', name: 'benchIngest' },
    { file: './feeds-list.ts', name: 'benchFeedsList' },
    { file: './newsletter-save.ts', name: 'benchNewsletterSave' },
    { file: './web-bundle.ts', name: 'benchWebBundle' },
    { file: './email-render.ts', name: 'benchEmailRender' },
    { file: './calendar.ts', name: 'benchCalendar' },
    { file: './ai-chat.ts', name: 'benchAiChat' },
    { file: './builder-open.ts', name: 'benchBuilderOpen' },
  ];
  for (const { file, name } of benches) {
    const url = new URL(file, import.meta.url);
    console.log(`\n${name} (bench/${file.slice(2)}):`);
    if (!existsSync(fileURLToPath(url))) {
      console.log('  not present: skipped.');
      continue;
    }
    try {
      const module = (await import(url.href)) as Record<string, unknown>;
      const bench = module[name];
      if (typeof bench !== 'function') {
        console.log(`  does not export ${name}(): skipped.`);
        continue;
      }
      const lines = (await bench()) as unknown;
      for (const line of Array.isArray(lines) ? lines : [String(lines)]) console.log(`  ${String(line)}`);
    } catch (err) {
      // One failing domain benchmark must not hide the others' figures; the run still ends as failed.
      process.exitCode = 1;
      console.log(`  failed: ${shortError(err)}`);
    }
  }
}

/** The first line of an error, bounded: a failed query can carry kilobytes of SQL. */
function shortError(err: unknown): string {
  const bounded = (text: string) => {
    const firstLine = text.split('\n')[0] ?? '';
    return firstLine.length > 200 ? `${firstLine.slice(0, 200)}…` : firstLine;
  };
  if (!(err instanceof Error)) return bounded(String(err));
  return err.cause instanceof Error ? `${bounded(err.message)} (${bounded(err.cause.message)})` : bounded(err.message);
}

async function main(): Promise<void> {
  const loadAverage = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `Newsletter OS benchmark (loopback only): Node ${process.version}, load average ${loadAverage} on ${os.cpus().length} CPUs\n`,
  );
  await throughput();
  await warmStart();
  await domainBenchmarks();
}

main().then(
  // Everything was stopped; exit even if a library left a timer behind, so the run always ends by itself.
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
