import { describe, expect, it } from 'vitest';
import { JS_BUDGET_BYTES, measureWebBundle } from '../../bench/web-bundle';

/**
 * The first screens' JS budgets (docs/decisions/0029), checked on the real production build: a change that makes
 * /login or /dashboard download more than its budget fails the tests, with the bench's per-module table to say why.
 */
describe('web JS budget of the first screens', () => {
  it('keeps /login and /dashboard within their gzip budgets', { timeout: 240_000 }, async () => {
    const report = await measureWebBundle();
    const over = report.results.filter(
      ({ route, gzipBytes }) => gzipBytes > JS_BUDGET_BYTES[route as keyof typeof JS_BUDGET_BYTES],
    );
    expect(report.results.map(({ route }) => route)).toEqual(Object.keys(JS_BUDGET_BYTES));
    expect(over, report.lines.join('\n')).toEqual([]);
  });
});
