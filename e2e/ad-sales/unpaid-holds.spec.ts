import type { AdProduct, BusinessCompany, PortalLinks } from '@newsletter-os/contracts';
import { publishEveryDay, shoot, shortDay } from '../fixtures/ad-sales';
import { blockingViolations, expect, test } from '../fixtures/content';
import { logIn } from '../fixtures/index';

// An unpaid public order cannot keep a day from the newsletter: an advertiser holds a day and leaves the payment
// page open; staff book that day for their own advertiser, are told an unpaid checkout holds it, and take it. The
// form's advertiser ("harbor COFFEE", never joined to the staff's "Harbor Coffee" by name) is badged in Business
// companies and merged. The product form shows the days one order may hold. axe on every screen.

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
/** The public ad page's day label ("Thu 26 Nov"). */
const offerDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('staff take a day an unpaid checkout holds, and merge the form advertiser into theirs', async ({
  page,
  browser,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(300_000);
  await publishEveryDay(page, publisher, workspaceId);
  await publisher.api.post<AdProduct>('/ad-products/', {
    workspaceId,
    name: 'Presenting sponsor',
    position: 'top',
    priceCents: 15_000,
    currency: 'USD',
    leadDays: 0,
    description: 'The first thing readers see.',
  });
  await publisher.api.post<BusinessCompany>('/business-companies/', { workspaceId, name: 'Harbor Coffee' });
  const { links } = await publisher.api.get<PortalLinks>('/portal-links/', { workspaceId });
  const adLink = links.find((link) => link.kind === 'ads');
  if (!adLink) throw new Error('no ads link');
  const target = new Date();
  target.setUTCDate(target.getUTCDate() + 4);
  const day = isoDay(target);

  await test.step('the product form shows the days one order may hold', async () => {
    await logIn(page, publisher.admin);
    await page.goto(`/settings?tab=ads&workspaceId=${workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Edit Presenting sponsor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit ad product' });
    await expect(dialog.getByLabel('Days per order')).toHaveValue('8');
    await expect(dialog.getByText('The most days one advertiser can hold while paying online.')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'ad-product-days-per-order');
    await dialog.getByLabel('Days per order').fill('6');
    await dialog.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Ad product saved')).toBeVisible();
  });

  await test.step('an advertiser holds the day and leaves the payment page open', async () => {
    const advertiser = await (await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' })).newPage();
    await advertiser.goto(pathOf(adLink.url));
    const offer = advertiser.getByRole('region', { name: 'Book a spot' });
    const product = offer.getByRole('radio', { name: 'Presenting sponsor — $150.00 per issue' });
    await expect(product).toBeVisible();
    const shownAt = Date.now();
    await product.check();
    await offer.getByRole('checkbox', { name: `${offerDay(day)} · 1 of 1 free` }).check();
    await advertiser.getByLabel('Business').fill('harbor COFFEE');
    await advertiser.getByLabel('Headline').fill('Autumn blend is here');
    await advertiser.getByLabel('Ad text').fill('Roasted on the quay every morning.');
    await advertiser.getByLabel('Link').fill('https://harbor-coffee.example/autumn');
    await advertiser.getByLabel('Your name').fill('Hana Harbor');
    await advertiser.getByLabel('Your email').fill(`hana-${Date.now()}@example.com`);
    await expect(advertiser.getByText('Anti-spam check complete')).toBeAttached({ timeout: 30_000 });
    // A person takes longer than the form's minimum fill time; a test must wait it out.
    await advertiser.waitForTimeout(Math.max(0, 4_500 - (Date.now() - shownAt)));
    await advertiser.getByRole('button', { name: 'Submit ad' }).click();
    await expect(advertiser.getByRole('heading', { name: 'Checkout Test mode' })).toBeVisible({ timeout: 30_000 });
    await expect(advertiser.getByText(`Presenting sponsor · ${offerDay(day)}`)).toBeVisible();
    await advertiser.context().close();
  });

  await test.step('staff book the day, are told an unpaid checkout holds it, and take it', async () => {
    await page.goto(`/ad-sales?workspaceId=${workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Ad sales', level: 1 })).toBeVisible();
    await page.getByLabel('Advertiser').selectOption({ label: 'Harbor Coffee' });
    const days = page.getByRole('list', { name: 'Issue days' });
    const held = days.getByLabel(`${shortDay(day)} · Held, not paid`);
    await expect(held).toBeEnabled();
    await held.check();
    await page.getByRole('button', { name: 'Book ad' }).click();
    const inWords = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    })
      .format(new Date(`${day}T12:00:00Z`))
      .replace(',', '');
    await expect(page.getByText(`${inWords} is sold out. Nothing was booked.`)).toBeVisible();
    await expect(
      page.getByText(
        `Not paid yet: an advertiser's checkout holds ${shortDay(day)}. Taking it closes that checkout and tells the advertiser by email.`,
      ),
    ).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Take this day' }).scrollIntoViewIfNeeded();
    await shoot(page, 'ad-sales-take-unpaid-hold');
    await page.getByRole('button', { name: 'Take this day' }).click();
    await expect(
      page.getByText(
        `Booked Presenting sponsor on ${shortDay(day)}; the unpaid checkouts were closed and their advertisers told`,
      ),
    ).toBeVisible();
    const bookings = page.getByRole('list', { name: 'Bookings' });
    await expect(bookings).toContainText('Harbor Coffee — Presenting sponsor');
    await expect(days.getByLabel(`${shortDay(day)} · Sold out`)).toBeDisabled();
  });

  await test.step('the form advertiser is badged and merged into the staff one', async () => {
    await page.goto(`/settings?tab=companies&workspaceId=${workspaceId}`);
    const companies = page.getByRole('list', { name: 'Business companies' });
    await expect(companies.getByRole('listitem')).toHaveCount(2);
    await expect(companies.getByRole('listitem').filter({ hasText: /harbor COFFEE/ })).toContainText(
      'From the public form',
    );
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'companies-from-form');
    await companies.getByRole('button', { name: 'Merge harbor COFFEE' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge advertiser' });
    await expect(
      dialog.getByText(
        '“harbor COFFEE” came from the public ad form. Its bookings and ads move to the advertiser you keep, and “harbor COFFEE” is deleted.',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(dialog.getByText('Choose the advertiser to keep')).toBeVisible();
    await dialog.getByLabel('Keep this advertiser').selectOption({ label: 'Harbor Coffee' });
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'companies-merge');
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByText('Merged into Harbor Coffee')).toBeVisible();
    await expect(companies.getByRole('listitem')).toHaveCount(1);
    await expect(companies).toContainText('1 ad');
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'companies-merged');
  });
});
