import type { FeedItem } from '@newsletter-os/contracts';
import { blockingViolations, expect, openSettings, test } from '../fixtures/content';

const EVENT = 'Lantern walk by the river';

test.describe('events calendar', () => {
  test('a publisher turns on the events calendar; a reader opens the page on a phone and adds an event', async ({
    browser,
    contentPage: page,
    publisher,
    workspaceId,
  }, testInfo) => {
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(18, 0, 0, 0);
    await publisher.api.post<FeedItem>('/feeds/', {
      workspaceId,
      feedType: 'events',
      title: EVENT,
      summary: 'Bring a lantern; hot chocolate at the bridge.',
      eventStartsAt: startsAt.toISOString(),
      venue: 'River path, Mill Bridge',
    });
    let pageUrl = '';

    await test.step('Settings → Events calendar: turn it on and read its addresses', async () => {
      await openSettings(page, workspaceId, 'calendar');
      await expect(page.getByRole('heading', { name: 'Events calendar', level: 2 })).toBeVisible();
      await expect(page.getByText('Off', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Turn on events calendar' }).click();
      await expect(page.getByText('The events calendar is on')).toBeVisible();
      await expect(page.getByText('On', { exact: true })).toBeVisible();
      pageUrl = await page.getByRole('textbox', { name: 'Events page' }).inputValue();
      expect(await page.getByRole('textbox', { name: 'Subscribe link' }).inputValue()).toMatch(/^webcal:\/\//);
      expect(await blockingViolations(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath('events-calendar-settings-1440.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: testInfo.outputPath('events-calendar-settings-375.png'), fullPage: true });
    });

    await test.step('a reader on a phone opens the page and downloads the event', async () => {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true });
      const reader = await context.newPage();
      const url = new URL(pageUrl);
      await reader.goto(`${url.pathname}${url.search}`);
      await expect(reader.getByRole('heading', { name: 'Upcoming events', level: 1 })).toBeVisible();
      await expect(reader.getByRole('heading', { name: EVENT, level: 2 })).toBeVisible();
      expect(await blockingViolations(reader)).toEqual([]);
      await reader.screenshot({ path: testInfo.outputPath('events-page-375.png'), fullPage: true });
      const href = await reader.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
      const ics = await reader.request.get(new URL(href ?? '').pathname + new URL(href ?? '').search);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const body = await ics.text();
      expect(body).toContain(`SUMMARY:${EVENT}\r\n`);
      expect(body).toContain(
        `DTSTART:${startsAt
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '')}\r\n`,
      );
      await context.close();
    });
  });
});
