import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// axe on the rendered email as a browser shows it: serious and critical findings fail. Images and links are not
// fetched (the page has no network), which axe does not need.

const CALENDAR = {
  eventUrl: (itemId: string) => `https://app.riverside-news.example/api/v1/calendar/event.ics?token=${itemId}`,
  feedUrl: 'https://app.riverside-news.example/api/v1/calendar/events?token=feed',
};

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('the rendered email in Chromium', () => {
  it(
    'has no serious or critical axe violations at desktop and phone widths, light and dark, with calendar links',
    async () => {
      const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, calendar: CALENDAR });
      for (const [width, colorScheme] of [
        [600, 'light'],
        [375, 'light'],
        [375, 'dark'],
      ] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
        const page = await context.newPage();
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        // WCAG 2.5.3 (label in name) is off by default in axe: a speech user says the visible text to follow a link.
        const results = await new AxeBuilder({ page })
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${width}px ${colorScheme} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
          );
        expect(blocking).toEqual([]);
        // The finding list is not empty by accident: axe did look at the email's links and images.
        expect(results.passes.map((pass) => pass.id)).toEqual(
          expect.arrayContaining(['image-alt', 'link-name', 'label-content-name-mismatch']),
        );
        await context.close();
      }
    },
    BROWSER_TEST_TIMEOUT,
  );
});
