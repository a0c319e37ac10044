import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';
import { RTL_NEWSLETTER } from './rtl-fixture';

// A right-to-left (Arabic) email laid out by Chromium at phone and desktop widths: list markers inside the column
// on the right, the quote bar on the right, code left to right, and nothing wider than the screen.

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

interface Layout {
  pageWidth: number;
  viewport: number;
  column: { left: number; right: number };
  lists: Array<{ left: number; right: number; marginRight: string; marginLeft: string; items: number[] }>;
  quote: { borderRight: string; borderLeft: string; right: number; paragraphRight: number };
  pre: { direction: string; left: number; textLeft: number };
}

/** Layout facts measured in the page (a string expression: the server's TypeScript has no DOM types). */
const MEASURE = `(() => {
  const box = (element) => element.getBoundingClientRect();
  const column = box(document.querySelector('.nl-content'));
  const lists = [...document.querySelectorAll('ul, ol')].map((list) => {
    const style = getComputedStyle(list);
    // A marker sits outside its item's box, in the list's margin: measure where the list box ends.
    return {
      left: box(list).left, right: box(list).right,
      marginRight: style.marginRight, marginLeft: style.marginLeft,
      items: [...list.querySelectorAll('li')].map((item) => box(item).right),
    };
  });
  const quote = document.querySelector('blockquote td');
  const quoteStyle = getComputedStyle(quote);
  const pre = document.querySelector('pre');
  const range = document.createRange();
  range.selectNodeContents(pre);
  return {
    pageWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    column: { left: column.left, right: column.right },
    lists,
    quote: {
      borderRight: quoteStyle.borderRightWidth, borderLeft: quoteStyle.borderLeftWidth,
      right: box(quote).right, paragraphRight: box(quote.querySelector('p')).right,
    },
    pre: { direction: getComputedStyle(pre).direction, left: box(pre).left, textLeft: range.getBoundingClientRect().left },
  };
})()`;

describe('a right-to-left email in Chromium', () => {
  it(
    'keeps list markers and the quote bar on the right inside the column, and code left to right',
    async () => {
      const { html } = renderNewsletter(RTL_NEWSLETTER, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, lang: 'ar', dir: 'rtl' });
      expect(html).toContain('<pre dir="auto"');
      for (const width of [375, 600]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.route('**/*', (route) => route.abort());
        await page.setContent(html, { waitUntil: 'domcontentloaded' });
        const layout = await page.evaluate<Layout>(MEASURE);
        const screenshot = await page.screenshot({ fullPage: true });
        expect(screenshot.byteLength).toBeGreaterThan(10_000);
        // Nothing is wider than the screen.
        expect(layout.pageWidth).toBeLessThanOrEqual(layout.viewport);
        expect(layout.lists).toHaveLength(2);
        for (const list of layout.lists) {
          // The markers' room is on the right, and the list stays inside the column.
          expect(list.marginRight).toBe('24px');
          expect(list.marginLeft).toBe('0px');
          // The margin is outside the list's box: the box ends 24 px short of the block's padding edge.
          expect(list.right).toBeLessThanOrEqual(layout.column.right - 24);
          expect(list.left).toBeGreaterThanOrEqual(layout.column.left);
          for (const itemRight of list.items) expect(list.right - itemRight).toBe(0);
        }
        // The quote bar is on the right, with the text to its left.
        expect(layout.quote.borderRight).toBe('4px');
        expect(layout.quote.borderLeft).toBe('0px');
        expect(layout.quote.right).toBeLessThanOrEqual(layout.column.right);
        expect(layout.quote.paragraphRight).toBeLessThan(layout.quote.right - 16);
        // Code starts at the left of its box.
        expect(layout.pre.direction).toBe('ltr');
        expect(layout.pre.textLeft - layout.pre.left).toBeLessThan(2);
        await context.close();
      }
    },
    BROWSER_TEST_TIMEOUT,
  );
});
