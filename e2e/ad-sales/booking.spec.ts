import type { AdProduct, BusinessCompany, CreateAdFields } from '@newsletter-os/contracts';
import { isoDay, publishEveryDay, shoot, shortDay } from '../fixtures/ad-sales';
import { blockingViolations, expect, openSettings, test } from '../fixtures/content';
import { logIn } from '../fixtures/index';

// Staff ad sales: an admin creates an exclusive ad product, books it for an advertiser on an issue day, sees the
// booking and "sold out" on the scheduler, and a second booking of that day (taken meanwhile by a colleague) gets
// the 409 naming the day. axe on every screen.

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('staff create a product, book it, see it on the scheduler, and a sold-out day is refused by name', async ({
  page,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(180_000);
  await publishEveryDay(page, publisher, workspaceId);
  const pizza = await publisher.api.post<BusinessCompany>('/business-companies/', { workspaceId, name: "Joe's Pizza" });
  const bakery = await publisher.api.post<BusinessCompany>('/business-companies/', {
    workspaceId,
    name: 'Harbour Bakery',
  });

  await logIn(page, publisher.admin);

  // Settings → Ad products: create the exclusive product. The settings screen is the largest chunk: its first
  // load on a busy machine may take longer than the default wait.
  await page.goto(`/settings?tab=ads&workspaceId=${workspaceId}`);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'No ad products yet' })).toBeVisible();
  await page.getByRole('button', { name: 'New ad product' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New ad product' });
  await dialog.getByLabel('Name').fill('Presenting sponsor');
  await dialog.getByLabel('Position').selectOption('top');
  await dialog.getByLabel('Price per issue').fill('150');
  await dialog.getByLabel('Description').fill('The first thing readers see.');
  await dialog.getByRole('button', { name: 'Create product' }).click();
  const products = page.getByRole('list', { name: 'Ad products' });
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(products).toContainText('Presenting sponsor');
  await expect(products).toContainText('Exclusive');
  await expect(products).toContainText('$150.00 per issue · 1 ad per issue · Top of the issue · book 2 days ahead');
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'settings-ad-products');

  // Ad sales: book it for Joe's Pizza on the day three days from now.
  const target = new Date();
  target.setDate(target.getDate() + 3);
  const day = isoDay(target);
  // Ad sales opens from the Scheduler: the sidebar keeps the spec's items.
  await page.goto(`/Scheduler?workspaceId=${workspaceId}`);
  await page.getByRole('link', { name: 'Ad sales' }).click();
  await expect(page).toHaveURL(/\/ad-sales\?workspaceId=/);
  await expect(page.getByRole('heading', { name: 'Ad sales', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'ad-sales-empty');
  await page.getByLabel('Advertiser').selectOption({ label: "Joe's Pizza" });
  const days = page.getByRole('list', { name: 'Issue days' });
  await days.getByLabel(`${shortDay(day)} · 1 of 1 free`).check();
  await expect(page.getByText('Total $150.00')).toBeVisible();
  await page.getByRole('button', { name: 'Book ad' }).click();
  const bookings = page.getByRole('list', { name: 'Bookings' });
  await expect(bookings.getByRole('listitem')).toHaveCount(1);
  await expect(bookings).toContainText("Joe's Pizza — Presenting sponsor");
  await expect(bookings).toContainText('confirmed');
  await expect(days.getByLabel(`${shortDay(day)} · Sold out`)).toBeDisabled();

  // The booking was made before the ad arrived: its ad is chosen afterwards, from the advertiser's ads.
  await expect(bookings).toContainText('No ad yet');
  const pizzaAd: CreateAdFields = { workspaceId, title: 'Pizza night on the quay', businessCompanyId: pizza.id };
  await publisher.api.post('/feeds-ads/', pizzaAd);
  await bookings.getByRole('button', { name: "Choose ad for Joe's Pizza" }).click();
  const adDialog = page.getByRole('dialog', { name: "Ad for Joe's Pizza" });
  await adDialog.getByRole('combobox', { name: 'Ad' }).selectOption({ label: 'Pizza night on the quay' });
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'ad-sales-choose-ad');
  await adDialog.getByRole('button', { name: 'Save ad' }).click();
  await expect(page.getByText('Ad set for this booking')).toBeVisible();
  await expect(adDialog).toBeHidden();
  await expect(bookings.getByRole('button', { name: "Change ad for Joe's Pizza" })).toBeVisible();
  await expect(bookings).not.toContainText('No ad yet');

  // The scheduler's ads layer shows the booking and that the exclusive slot is sold.
  await page.goto(`/Scheduler?workspaceId=${workspaceId}&month=${day.slice(0, 7)}&view=month`);
  const cell = page.locator(`td[data-date="${day}"]`);
  await expect(cell.getByText("Presenting sponsor — Joe's Pizza")).toBeVisible();
  await expect(cell.getByText('Presenting sponsor sold out')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'scheduler-ads-layer');

  // A second booking of the same day: a colleague books the next day meanwhile, so the form (still showing it
  // free) sends both days, and the 409 names the full ones — nothing is booked.
  const next = new Date(target);
  next.setDate(next.getDate() + 1);
  const nextDay = isoDay(next);
  await page.goto(`/ad-sales?workspaceId=${workspaceId}`);
  await page.getByLabel('Advertiser').selectOption({ label: 'Harbour Bakery' });
  await days.getByLabel(`${shortDay(nextDay)} · 1 of 1 free`).check();
  const [product] = await publisher.api.get<AdProduct[]>('/ad-products/', { workspaceId });
  await publisher.api.post('/ad-bookings/', {
    workspaceId,
    productId: product?.id,
    businessCompanyId: pizza.id,
    dates: [nextDay],
  });
  await page.getByRole('button', { name: 'Book ad' }).click();
  // The day in words, as the grid names it ("Tue 8 Dec is sold out").
  const inWords = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
    .format(new Date(`${nextDay}T12:00:00Z`))
    .replace(',', '');
  await expect(page.getByRole('alert')).toHaveText(`${inWords} is sold out. Nothing was booked.`);
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'ad-sales-sold-out');

  // Cancel the first booking: its day is offered again.
  await page.reload();
  await bookings
    .getByRole('listitem')
    .filter({ hasText: shortDay(day) })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await expect(page.getByText('Booking cancelled: its days are free again')).toBeVisible();
  await expect(bookings.getByRole('listitem').filter({ hasText: shortDay(day) })).toContainText('cancelled');
  await expect(days.getByLabel(`${shortDay(day)} · 1 of 1 free`)).toBeEnabled();
  expect(bakery.name).toBe('Harbour Bakery');

  // Settings → Scheduling lists the publishing days.
  await openSettings(page, workspaceId, 'schedule');
  await expect(page.getByRole('group', { name: 'Publishing days' }).getByLabel('Tuesday')).toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'settings-scheduling');
});
