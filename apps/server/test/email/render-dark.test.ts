import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Dark mode as Apple Mail and iOS Mail show it: Chromium with `prefers-color-scheme: dark` applies the email's dark
// rules over its inline colours, and axe measures the contrast of every text. The fixture carries inline code, a
// coloured span (#dc2626), a quote, two buttons, feed cards, an ad card and a code block.

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('the rendered email in dark mode', () => {
  it(
    'has no colour-contrast failure at desktop and phone widths',
    async () => {
      const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, FIXTURE_OPTIONS);
      for (const width of [600, 375]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'dark' });
        const page = await context.newPage();
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const failures = results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${width}px ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
        );
        expect(failures).toEqual([]);
        // axe did measure the texts (a check that looked at nothing would pass too).
        expect(results.passes.find((pass) => pass.id === 'color-contrast')?.nodes.length).toBeGreaterThan(50);
        // The dark rules did apply: the content and the inline code are dark, the author's red is lightened.
        // A string expression: the server's TypeScript has no DOM types, the page has.
        const computed = (selector: string, property: 'color' | 'backgroundColor') =>
          page.evaluate<string | null>(
            `(() => { const element = document.querySelector(${JSON.stringify(selector)}); return element ? getComputedStyle(element).${property} : null; })()`,
          );
        const looks = {
          content: await computed('.nl-content', 'backgroundColor'),
          code: await computed('code', 'backgroundColor'),
          red: await computed('.nl-c-dc2626', 'color'),
        };
        expect(looks.content).toBe('rgb(31, 41, 55)');
        expect(looks.code).toBe('rgb(55, 65, 81)');
        expect(looks.red).not.toBe('rgb(220, 38, 38)');
        await context.close();
      }
    },
    BROWSER_TEST_TIMEOUT,
  );
});
