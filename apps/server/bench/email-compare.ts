// Decision spike (docs/decisions, "email renderer"): the 30-block quality fixture through the hand-built renderer,
// MJML 5 and @react-email/render; bytes, client-support problems (outside the committed allow-list), html-validate
// errors (the email configuration of the tests) and render time. Run: npx tsx bench/email-compare.ts
import { performance } from 'node:perf_hooks';
import { clientSupportProblems } from '../src/email/client-support';
import { renderNewsletter } from '../src/email/render-newsletter';
import { validationErrors } from '../test/email/email-validation';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from '../test/email/newsletter-fixture';
import { renderWithMjml } from './email-approaches/mjml';
import { renderWithReactEmail } from './email-approaches/react-email';
import { runWhenMain } from './lib/database';

const RUNS = 30;

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 5; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
}

export async function benchEmailCompare(): Promise<string[]> {
  const approaches = [
    ['hand-built tables', async () => renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS).html],
    ['MJML 5', () => renderWithMjml(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS)],
    ['@react-email/render', () => renderWithReactEmail(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS)],
  ] as const;
  const lines = ['approach              bytes   client-support problems   html-validate errors   render p50'];
  for (const [label, render] of approaches) {
    const html = await render();
    const problems = clientSupportProblems(html);
    const errors = await validationErrors(html);
    const features = problems.map((problem) => problem.feature).join(', ');
    lines.push(
      `${label.padEnd(20)} ${String(Buffer.byteLength(html)).padStart(6)}   ${String(problems.length).padStart(3)} ${features ? `(${features})` : ''}`.padEnd(
        70,
      ) + `${String(errors.length).padStart(4)}   ${(await median(render)).toFixed(2)} ms`,
    );
    const byRule = new Map<string, number>();
    for (const error of errors) byRule.set(error.split(':')[0] ?? '', (byRule.get(error.split(':')[0] ?? '') ?? 0) + 1);
    if (byRule.size > 0)
      lines.push(`    html-validate: ${[...byRule].map(([rule, count]) => `${rule} ×${count}`).join(', ')}`);
  }
  return lines;
}

runWhenMain(import.meta.url, benchEmailCompare);
