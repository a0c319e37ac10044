import { describe, expect, it } from 'vitest';
import {
  BUILDER_CHUNK_BUDGET_BYTES,
  BUILDER_ROUTE_CEILING_BYTES,
  JS_BUDGET_BYTES,
  JS_CEILING_BYTES,
  measureWebBundle,
} from '../../bench/web-bundle';

/**
 * The first screens' JS budgets (docs/decisions/0029), checked on the real production build: a change that makes
 * /login or /dashboard download more than its ceiling fails the tests, with the bench's per-module table to say why.
 */
describe('web JS budget of the first screens', () => {
  it('keeps /login, /dashboard and the builder route within their gzip ceilings, and the builder chunk within its target', {
    timeout: 240_000,
  }, async () => {
    const report = await measureWebBundle();
    const over = report.results.filter(
      ({ route, gzipBytes }) => gzipBytes > JS_CEILING_BYTES[route as keyof typeof JS_CEILING_BYTES],
    );
    expect(report.results.map(({ route }) => route)).toEqual(Object.keys(JS_BUDGET_BYTES));
    expect(over, report.lines.join('\n')).toEqual([]);
    // The builder's own chunk (docs/decisions/0033): Tiptap and the dialogs load after it.
    expect(report.builder[0]?.gzipBytes, report.lines.join('\n')).toBeLessThanOrEqual(BUILDER_CHUNK_BUDGET_BYTES);
    // Everything before the builder's first paint: no other screen's code through its index.ts (decision 0038).
    expect(report.builderRoute.gzipBytes, report.lines.join('\n')).toBeLessThanOrEqual(BUILDER_ROUTE_CEILING_BYTES);
  });

  it('enforces the targets themselves or less, never a ceiling above a route’s target', () => {
    expect(JS_CEILING_BYTES['/login']).toBe(JS_BUDGET_BYTES['/login']);
    expect(JS_CEILING_BYTES['/dashboard']).toBeLessThanOrEqual(JS_BUDGET_BYTES['/dashboard']);
  });
});
