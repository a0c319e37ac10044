import {
  type CreateEventFields,
  type EventsFeed,
  eventWhenParts,
  type FeedItem,
  formatEventWhen,
} from '@newsletter-os/contracts';
import type { Page } from '@playwright/test';
import { blockingViolations, expect, test } from '../fixtures/content';

// Issue 29: the public events page speaks the newsletter's language, right to left for Arabic, with its dates written
// by Intl in that language and the newsletter's zone (east of UTC here: Dubai).

async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const EVENT = 'أمسية موسيقية على الكورنيش';

/** Where the page of the feed link is, on the product under test (the link names the configured app address). */
const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://product.invalid');
  return `${parsed.pathname}${parsed.search}`;
};

test('the events page of an Arabic newsletter reads right to left, in Arabic, with no English label', async ({
  page,
  request,
  publisher,
  workspaceId,
}) => {
  const headers = { authorization: `Bearer ${publisher.api.token}` };
  const put = await request.put('/api/v1/workspace-schedule/', {
    headers,
    data: { workspaceId, timeZone: 'Asia/Dubai', defaultSendTime: '09:00', language: 'ar' },
  });
  expect(put.status(), await put.text()).toBe(200);
  const event: CreateEventFields = {
    workspaceId,
    title: EVENT,
    // 22:30 UTC on 1 June is 2:30 on 2 June in Dubai: the page says the newsletter's day.
    eventStartsAt: '2030-06-01T22:30:00Z',
    venue: 'الكورنيش',
    ticketUrl: 'https://tickets.example/evening',
  };
  await publisher.api.post<FeedItem>('/feeds-events/', event);
  const { feed } = await publisher.api.post<EventsFeed>('/events-feed/rotate/', { workspaceId });
  if (!feed) throw new Error('Turning the events calendar on gave no link');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pathOf(feed.pageUrl));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفعاليات القادمة');
  await expect(page.getByText('الأوقات بتوقيت Asia/Dubai.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: EVENT });
  await expect(card.getByRole('link', { name: 'أضف إلى التقويم' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'التذاكر' })).toBeVisible();
  // The email's own formatter, in Arabic and Dubai time: the page's line is exactly the email's.
  const when = { timeZone: 'Asia/Dubai', locale: 'ar', referenceYear: new Date().getUTCFullYear() };
  const startsAt = '2030-06-01T22:30:00.000Z';
  await expect(card.locator('time')).toHaveText(eventWhenParts(startsAt, undefined, when).startDay);
  await expect(card.locator('.when')).toHaveText(formatEventWhen(startsAt, undefined, when));
  expect(eventWhenParts(startsAt, undefined, when).startDay).toContain('2030');
  await expect(page.getByRole('navigation', { name: 'الاشتراك' }).getByRole('link')).toHaveText([
    'اشترك في تطبيق التقويم',
    'أضف إلى تقويم Google',
    'تنزيل ملف ics',
  ]);
  await expect(page).toHaveTitle(/الفعاليات القادمة/);
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/Upcoming events|Times are in|Add to calendar|Tickets|Subscribe|Download/);
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'events-page-ar-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card.getByRole('link', { name: 'أضف إلى التقويم' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'events-page-ar-375');
});

test('the events page of a Spanish newsletter reads left to right, in Spanish, in the newsletter’s zone', async ({
  page,
  request,
  publisher,
  workspaceId,
}) => {
  const put = await request.put('/api/v1/workspace-schedule/', {
    headers: { authorization: `Bearer ${publisher.api.token}` },
    data: { workspaceId, timeZone: 'America/Chicago', defaultSendTime: '09:00', language: 'es' },
  });
  expect(put.status(), await put.text()).toBe(200);
  // West of UTC: 02:00 UTC on 2 June is still the evening of 1 June in Chicago.
  const startsAt = '2030-06-02T02:00:00.000Z';
  await publisher.api.post<FeedItem>('/feeds-events/', {
    workspaceId,
    title: 'Noche de jazz en el muelle',
    eventStartsAt: startsAt,
    venue: 'El muelle',
  } satisfies CreateEventFields);
  const { feed } = await publisher.api.post<EventsFeed>('/events-feed/rotate/', { workspaceId });
  if (!feed) throw new Error('Turning the events calendar on gave no link');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pathOf(feed.pageUrl));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Próximos eventos');
  await expect(page.getByText('Horario de America/Chicago.')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Noche de jazz en el muelle' });
  await expect(card.getByRole('link', { name: 'Añadir al calendario' })).toBeVisible();
  const when = { timeZone: 'America/Chicago', locale: 'es', referenceYear: new Date().getUTCFullYear() };
  await expect(card.locator('.when')).toHaveText(formatEventWhen(startsAt, undefined, when));
  expect(formatEventWhen(startsAt, undefined, when)).toContain('1 jun');
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'events-page-es-1440');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card.getByRole('link', { name: 'Añadir al calendario' })).toBeVisible();
  await shoot(page, 'events-page-es-375');
});
