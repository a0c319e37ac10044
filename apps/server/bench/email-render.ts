// Email rendering speed: p95 of renderNewsletter (HTML and plain text) for the 30-block quality fixture and a
// 300-block one, printed beside the time to parse the same HTML once with htmlparser2 (a floor: any renderer
// must at least produce that much markup, and a parser only reads it), measured in the same run.
import { performance } from 'node:perf_hooks';
import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { beehiivRenderingOf } from '../src/email/beehiiv-fragment';
import { clientSupportProblemsOffThread, closeClientSupportPool } from '../src/email/client-support-pool';
import { parseEmail } from '../src/email/inspect';
import { sendReadinessChecks } from '../src/email/readiness';
import { renderNewsletter } from '../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_300, FIXTURE_OPTIONS, FIXTURE_STYLE } from '../test/email/newsletter-fixture';
import { runWhenMain } from './lib/database';

/** Goal of issue 18: the render with its checks, p95, at most twice reading the newsletter. */
const RENDER_TO_READ_GOAL = 2;

async function asyncTimesOf(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP_RUNS; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * What the render endpoint computes for 30 blocks (email, Beehiiv body, every check but the network ones, client
 * support from the worker's cache for an unchanged newsletter) against reading the newsletter (its stored document
 * JSON parsed and validated, as the newsletter read does), in process: the HTTP and database parts are common to both.
 */
async function renderToReadRatio(): Promise<string> {
  const stored = JSON.stringify(FIXTURE_30.document);
  const read = timesOf(() => newsletterDocumentSchema.parse(JSON.parse(stored)));
  const render = await asyncTimesOf(async () => {
    const rendered = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
    const beehiiv = beehiivRenderingOf(FIXTURE_30, rendered.html, FIXTURE_OPTIONS);
    const clientSupport = await clientSupportProblemsOffThread(rendered.html);
    return sendReadinessChecks({
      newsletter: FIXTURE_30,
      rendered,
      timeZone: FIXTURE_OPTIONS.timeZone,
      feedItems: new Map(),
      beehiivHtml: beehiiv.html,
      clientSupport,
    });
  });
  await closeClientSupportPool();
  const ratio = percentile(render, 0.95) / percentile(read, 0.95);
  return (
    `  render with checks, 30 blocks: p95 ${ms(percentile(render, 0.95))}; reading the newsletter p95 ` +
    `${ms(percentile(read, 0.95))} → ${ratio.toFixed(1)}× (goal ≤ ${RENDER_TO_READ_GOAL}× ${ratio <= RENDER_TO_READ_GOAL ? '✓' : '✗'})`
  );
}

const RUNS = 60;
const WARMUP_RUNS = 10;

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

function timesOf(run: () => unknown): number[] {
  for (let i = 0; i < WARMUP_RUNS; i++) run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function benchEmailRender(): Promise<string[]> {
  const lines = [`renderNewsletter, ${RUNS} runs after ${WARMUP_RUNS} warm-up runs:`];
  for (const [label, newsletter, targetMs] of [
    ['30 blocks', FIXTURE_30, 100],
    ['300 blocks', FIXTURE_300, 1_000],
  ] as const) {
    const html = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS).html;
    const render = timesOf(() => renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS));
    const parse = timesOf(() => parseEmail(html));
    const p95 = percentile(render, 0.95);
    const verdict = p95 <= targetMs ? '✓' : '✗';
    lines.push(
      `  ${label.padEnd(11)} ${(html.length / 1024).toFixed(1).padStart(6)} KB  render p50 ${ms(percentile(render, 0.5))}, ` +
        `p95 ${ms(p95)} (target ≤ ${targetMs} ms ${verdict});  parse once (floor) p50 ${ms(percentile(parse, 0.5))}  ` +
        `→ ${(percentile(render, 0.5) / percentile(parse, 0.5)).toFixed(1)}× the floor`,
    );
  }
  lines.push(await renderToReadRatio());
  return lines;
}

runWhenMain(import.meta.url, benchEmailRender);
