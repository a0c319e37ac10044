import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beehiivBodyOf } from '../../src/email/beehiiv-fragment';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { LONG_URLS, longLinksNewsletter } from './long-links-fixture';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

const STYLE = { ...FIXTURE_STYLE, footerText: `Forms: ${LONG_URLS[0]}` };

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

/** The widest thing on the page against the screen, at a phone's width. */
async function overflowAt(html: string, width: number): Promise<{ scroll: number; viewport: number }> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  const measured = await page.evaluate<{ scroll: number; viewport: number }>(
    '({ scroll: document.documentElement.scrollWidth, viewport: window.innerWidth })',
  );
  await context.close();
  return measured;
}

/** Beehiiv's body in a page of its own, as a phone shows the web post. */
function beehiivPage(body: string): string {
  return `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"></head><body style="margin:0">${body}</body></html>`;
}

describe('long links on phones', () => {
  it(
    'wrap inside the column at 320, 375 and 600 px in the email, the Beehiiv body and right to left',
    async () => {
      const newsletter = longLinksNewsletter();
      const ltr = renderNewsletter(newsletter, STYLE, FIXTURE_OPTIONS).html;
      const rtl = renderNewsletter(newsletter, STYLE, { ...FIXTURE_OPTIONS, lang: 'ar', dir: 'rtl' }).html;
      const pages = {
        email: ltr,
        beehiiv: beehiivPage(beehiivBodyOf(ltr)),
        rtl,
        beehiivRtl: beehiivPage(beehiivBodyOf(rtl)),
      };
      const results: Record<string, number> = {};
      for (const [name, html] of Object.entries(pages)) {
        for (const width of [320, 375, 600]) {
          const { scroll, viewport } = await overflowAt(html, width);
          results[`${name}@${width}`] = scroll - viewport;
        }
      }
      expect(results).toEqual(Object.fromEntries(Object.keys(results).map((key) => [key, 0])));
    },
    BROWSER_TEST_TIMEOUT,
  );

  it('writes the wrapping rules on the text cells, where clients that honour them find them', () => {
    const { html } = renderNewsletter(longLinksNewsletter(), STYLE, FIXTURE_OPTIONS);
    const cells = html.match(/<td class="nl-pad"[^>]*>/g) ?? [];
    expect(cells.length).toBeGreaterThan(20);
    for (const cell of cells) expect(cell).toContain('overflow-wrap:anywhere;word-break:break-word');
  });
});
