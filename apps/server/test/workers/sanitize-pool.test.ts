import { afterAll, describe, expect, it } from 'vitest';
import { MarkupTooDeepError } from '../../src/lib/markup-depth';
import { sanitizedHtmlToText, sanitizeHtml } from '../../src/lib/sanitize';
import { sanitizeSvg } from '../../src/lib/sanitize-svg';
import { ContentTooComplexError, SanitizerPool, SanitizerUnavailableError } from '../../src/workers/sanitize-pool';

/**
 * Flat markup that takes seconds to sanitise (about 16 ms per 1,000 paragraphs here), so it always runs over the 1 s
 * budget below, while a tiny job on a cold worker stays far inside it even on a busy machine: the test never races.
 */
const large = '<p><a href="/x" onclick="y">link</a> text</p>'.repeat(300_000);

const pools: SanitizerPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
});

function pool(budgetMs: number): SanitizerPool {
  const created = new SanitizerPool({ size: 1, budgetMs });
  pools.push(created);
  return created;
}

describe('SanitizerPool', () => {
  const roomy = pool(10_000);

  it('sanitises exactly like the synchronous sanitiser (one set of options)', async () => {
    const html = '<p onclick="x">Hi <a href="/a">there</a><script>alert(1)</script></p>';
    const result = await roomy.run({ kind: 'html', markup: html, baseUrl: 'https://news.example/' });
    const html2 = sanitizeHtml(html, 'https://news.example/');
    expect(result).toEqual({ html: html2, text: sanitizedHtmlToText(html2) });
  });

  it('refuses markup nested too deep', async () => {
    await expect(roomy.run({ kind: 'html', markup: '<b>'.repeat(1_000) })).rejects.toBeInstanceOf(MarkupTooDeepError);
  });

  it('stops a job over its budget, replaces the worker, and serves the next job', async () => {
    const tight = pool(1_000);
    await tight.run({ kind: 'html', markup: '<b>warm</b>' });
    await expect(tight.run({ kind: 'html', markup: large })).rejects.toBeInstanceOf(ContentTooComplexError);
    expect(await tight.run({ kind: 'html', markup: '<i>next</i>' })).toEqual({ html: '<i>next</i>', text: 'next' });
  });

  it('gives up, instead of respawning forever, when its workers die before they are ready', async () => {
    const failing = new SanitizerPool({
      size: 1,
      budgetMs: 1_000,
      workerEntry: new URL('data:text/javascript,throw new Error("cannot start")'),
    });
    pools.push(failing);
    await expect(failing.run({ kind: 'html', markup: '<b>x</b>' })).rejects.toBeInstanceOf(SanitizerUnavailableError);
    expect(failing.brokenSince).toBeGreaterThan(0);
    await expect(failing.run({ kind: 'html', markup: '<b>y</b>' })).rejects.toBeInstanceOf(SanitizerUnavailableError);
  });

  it('runs queued jobs in turn', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => roomy.run({ kind: 'html', markup: `<b>${i}</b>` })),
    );
    expect(results.map((r) => (r as { html: string }).html)).toEqual([
      '<b>0</b>',
      '<b>1</b>',
      '<b>2</b>',
      '<b>3</b>',
      '<b>4</b>',
    ]);
  });

  it('sanitises SVG', async () => {
    const svg = '<svg><g onload="x"><script>1</script><rect/></g></svg>';
    const result = await roomy.run({ kind: 'svg', markup: svg });
    expect(result).toBe(sanitizeSvg(svg));
    expect(result).not.toMatch(/script|onload/);
  });
});
