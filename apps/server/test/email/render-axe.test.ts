import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// axe on the rendered email as a browser shows it: serious and critical findings fail. Images and links are not
// fetched (the page has no network), which axe does not need.

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('the rendered email in Chromium', () => {
  it(
    'has no serious or critical axe violations at desktop and phone widths',
    async () => {
      const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
      for (const width of [600, 375]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
          );
        expect(blocking).toEqual([]);
        // The finding list is not empty by accident: axe did look at the email's links and images.
        expect(results.passes.map((pass) => pass.id)).toEqual(expect.arrayContaining(['image-alt', 'link-name']));
        await context.close();
      }
    },
    BROWSER_TEST_TIMEOUT,
  );
});
