import type {
  AdBooking,
  AdProduct,
  BusinessCompany,
  CreateAdFields,
  CreateAdProductBody,
  FeedItem,
} from '@newsletter-os/contracts';
import { isoDay, publishEveryDay, shoot, shortDay } from '../fixtures/ad-sales';
import { blockTypes, expectSaved, openBuilder } from '../fixtures/builder';
import { blockingViolations, expect, test } from '../fixtures/content';
import { logIn } from '../fixtures/index';

// Placement: staff book an ad with its creative, open the builder on that day, see the booking in "Booked ads for
// this issue", place it with one click (at the top, its product's position), and the issue is ready to send. The
// save marks the booking placed in Ad sales. axe on every screen.

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('staff book an ad, place it in the issue of its day with one click, and the issue is ready to send', async ({
  page,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(180_000);
  await publishEveryDay(page, publisher, workspaceId);
  const pizza = await publisher.api.post<BusinessCompany>('/business-companies/', { workspaceId, name: "Joe's Pizza" });
  const ad: CreateAdFields = {
    workspaceId,
    title: 'Pizza night on the quay',
    summary: 'Two pizzas for the price of one every Friday.',
    businessCompanyId: pizza.id,
    ctaUrl: 'https://pizza.example/friday',
  };
  await publisher.api.post<FeedItem>('/feeds-ads/', ad);
  const product: CreateAdProductBody = {
    workspaceId,
    name: 'Presenting sponsor',
    position: 'top',
    priceCents: 15_000,
    currency: 'USD',
  };
  await publisher.api.post<AdProduct>('/ad-products/', product);

  const target = new Date();
  target.setDate(target.getDate() + 3);
  const day = isoDay(target);

  await logIn(page, publisher.admin);

  await test.step('Ad sales: book the product for Joe’s Pizza with its ad', async () => {
    await page.goto(`/ad-sales?workspaceId=${workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Ad sales', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Advertiser').selectOption({ label: "Joe's Pizza" });
    await page.getByLabel('Ad', { exact: true }).selectOption({ label: 'Pizza night on the quay' });
    await shoot(page, 'ad-sales-book-with-ad');
    await page
      .getByRole('list', { name: 'Issue days' })
      .getByLabel(`${shortDay(day)} · 1 of 1 free`)
      .check();
    await page.getByRole('button', { name: 'Book ad' }).click();
    await expect(page.getByRole('list', { name: 'Bookings' }).getByRole('listitem')).toHaveCount(1);
    expect(await blockingViolations(page)).toEqual([]);
  });

  await test.step('the builder of that day lists the booking and places it at the top', async () => {
    await openBuilder(page, workspaceId, day);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await page.getByLabel('Email subject').fill('Harbour Weekly: Friday on the quay');
    await page.getByLabel('Preheader').fill('Pizza, ferries and the tide tables');
    const panel = page.getByRole('region', { name: 'Booked ads for this issue' });
    const row = panel.getByRole('listitem').filter({ hasText: "Presenting sponsor — Joe's Pizza" });
    await expect(row).toHaveText("Presenting sponsor — Joe's Pizza, confirmedPlace");
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'builder-booked-ads');

    await row.getByRole('button', { name: "Place Presenting sponsor — Joe's Pizza" }).click();
    await expect(row.getByText('Placed', { exact: true })).toBeVisible();
    await expect(row).toContainText(', placed');
    await expect(row.getByRole('button')).toHaveCount(0);
    expect(await blockTypes(page)).toEqual(['ad']);
    await expect(page.getByText("Sponsored · Joe's Pizza")).toBeVisible();
    await expectSaved(page);
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'builder-ad-placed');
  });

  await test.step('Ad sales shows the booking placed', async () => {
    await expect
      .poll(async () => {
        const list = await publisher.api.get<AdBooking[]>('/ad-bookings/', { workspaceId, from: day, to: day });
        return list.map((booking) => booking.status);
      })
      .toEqual(['placed']);
  });

  await test.step('the preview finds nothing to fix', async () => {
    await page.getByRole('button', { name: 'Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview and send' });
    await expect(dialog.getByRole('heading', { name: 'Send readiness' })).toBeVisible();
    await expect(dialog.getByText('Ready to send: no problems found')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByRole('list', { name: 'Readiness checks' })).toHaveCount(0);
    await shoot(page, 'builder-ad-ready');
    // axe cannot enter the preview's sandboxed email frames (it waits on them for ever): the builder is scanned.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
