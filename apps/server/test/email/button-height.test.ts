import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// A button whose label wraps grows by one text line per line, not by a whole 48 px button per line; one line stays
// 48 px tall, and classic Outlook's VML keeps its fixed height.

const SHORT = 'Subscribe';
const LONG = 'Reserve your free place at the Riverside autumn market and craft fair';

function newsletterWith(labels: string[]) {
  return {
    title: 'Buttons',
    subject: 'Buttons',
    preheader: '',
    issueDate: '2026-10-10',
    document: newsletterDocumentSchema.parse({
      schemaVersion: 1,
      blocks: labels.map((label, index) => ({
        id: `b${index}`,
        type: 'button',
        label,
        href: 'https://riverside-news.example/market',
        ...(index === 1
          ? { style: { backgroundColor: '#047857', textColor: '#ffffff', borderRadius: 0, fullWidth: true } }
          : {}),
      })),
    }),
  };
}

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('buttons', () => {
  it(
    'are 48 px tall on one line and about one text line taller per wrapped line at 320 px',
    async () => {
      const { html } = renderNewsletter(newsletterWith([SHORT, LONG, LONG]), FIXTURE_STYLE, FIXTURE_OPTIONS);
      const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'domcontentloaded' });
      const heights = await page.evaluate<Array<{ height: number; lines: number }>>(`
        [...document.querySelectorAll('a[href$="/market"]')].map((a) => {
          const rects = [...a.getClientRects()];
          const range = document.createRange();
          range.selectNodeContents(a);
          const lineTops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return { height: Math.round(a.getBoundingClientRect().height), lines: lineTops.size };
        })`);
      await context.close();
      expect(heights[0]).toEqual({ height: 48, lines: 1 });
      for (const wrapped of heights.slice(1)) {
        expect(wrapped.lines).toBeGreaterThan(1);
        // 48 px for the first line, 22 px for each further one.
        expect(wrapped.height).toBe(48 + (wrapped.lines - 1) * 22);
      }
      expect(html).toContain('style="height:48px;v-text-anchor:middle;');
    },
    BROWSER_TEST_TIMEOUT,
  );
});
