// Email rendering speed: p95 of renderNewsletter (HTML and plain text) for the 30-block quality fixture and a
// 300-block one, printed beside the time to parse the same HTML once with htmlparser2 (a floor: any renderer
// must at least produce that much markup, and a parser only reads it), measured in the same run.
import { parseEmail } from '../src/email/inspect';
import { renderNewsletter } from '../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_300, FIXTURE_OPTIONS, FIXTURE_STYLE } from '../test/email/newsletter-fixture';
import { benchRenderRoute } from './email-render-route';
import { runWhenMain } from './lib/database';
import { percentile, sampledSync } from './lib/timing';

const RUNS = 60;
const WARMUP_RUNS = 10;

const timesOf = (run: () => unknown) => sampledSync(run, { warmup: WARMUP_RUNS, samples: RUNS });

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
  lines.push(...(await benchRenderRoute()));
  return lines;
}

runWhenMain(import.meta.url, benchEmailRender);
