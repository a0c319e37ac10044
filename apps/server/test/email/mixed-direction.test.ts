import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { BROWSER_TEST_TIMEOUT, CHROMIUM_ARGS } from './chromium';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Text in the other direction than the issue's: an English RSS card in an Arabic issue reads left to right (not
// ".Gazette reports"), and Arabic in a code block reads right to left.

const newsletter = {
  title: 'T',
  subject: 'أخبار',
  preheader: '',
  issueDate: '2026-10-10',
  document: newsletterDocumentSchema.parse({
    schemaVersion: 1,
    blocks: [
      { id: 'p', type: 'paragraph', content: [{ type: 'text', text: 'Gazette reports.' }] },
      {
        id: 'card',
        type: 'article',
        contentType: 'feed',
        sourceItemId: '00000000-0000-4000-8000-000000000001',
        snapshotAt: '2026-10-08T08:00:00.000Z',
        sourceUpdatedAt: '2026-10-08T08:00:00.000Z',
        snapshot: { title: 'Bridge reopens.', summary: 'Gazette reports.', link: 'https://example.com/a' },
      },
      { id: 'li', type: 'ul', items: [{ content: [{ type: 'text', text: 'Gazette reports.' }] }] },
      { id: 'code', type: 'code', content: [{ type: 'text', text: 'مرحبا بالعالم.' }] },
    ],
  }),
};

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
});

describe('mixed-direction text', () => {
  it(
    'lays English out left to right in an Arabic issue, and Arabic code right to left',
    async () => {
      const { html } = renderNewsletter(newsletter, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, lang: 'ar', dir: 'rtl' });
      const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'domcontentloaded' });
      const directions = await page.evaluate<Record<string, string>>(`(() => {
        const dir = (selector) => getComputedStyle(document.querySelector(selector)).direction;
        return {
          paragraph: dir('.nl-content p:not(.nl-muted)'),
          cardTitle: dir('.nl-card h3'),
          cardText: dir('.nl-card p'),
          item: dir('li'),
          code: dir('pre'),
          page: dir('.nl-content'),
          footer: dir('tr:last-child p.nl-muted'),
        };
      })()`);
      expect(directions).toEqual({
        paragraph: 'ltr',
        cardTitle: 'ltr',
        cardText: 'ltr',
        item: 'ltr',
        code: 'rtl',
        page: 'rtl',
        footer: 'ltr',
      });
      await page.context().close();
    },
    BROWSER_TEST_TIMEOUT,
  );
});
