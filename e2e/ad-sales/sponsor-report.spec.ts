import type { AdProduct, BusinessCompany, CreateAdFields, CreatedAdBooking, FeedItem } from '@newsletter-os/contracts';
import { publishEveryDay, shoot } from '../fixtures/ad-sales';
import { blockingViolations, expect, test } from '../fixtures/content';
import { withDatabase } from '../fixtures/database';
import { logIn } from '../fixtures/index';
import { expectNoHorizontalOverflow, PHONE_WIDTH } from '../fixtures/layout';

// Sponsor reports: an ad that ran (its issue sent to Beehiiv, its figures read: rows publishing and the daily read
// will write, set here in the database) gets "Report" on the Ad sales screen; staff copy the sponsor link; the
// sponsor opens it without an account and sees the publication's branding and the figures, on screen and in print;
// once staff turn the link off, it stops; the dashboard counts the booking in its month. axe on every screen.

const AD_URL = 'https://harbor-coffee.example/autumn';

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('the sponsor opens the shared report: figures, branding, print; a turned-off link stops', async ({
  page,
  browser,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(180_000);
  await publishEveryDay(page, publisher, workspaceId);
  const company = await publisher.api.post<BusinessCompany>('/business-companies/', {
    workspaceId,
    name: 'Harbor Coffee',
  });
  const ad: CreateAdFields = { workspaceId, title: 'Autumn blend is here', businessCompanyId: company.id };
  const item = await publisher.api.post<FeedItem>('/feeds-ads/', { ...ad, ctaUrl: AD_URL });
  const product = await publisher.api.post<AdProduct>('/ad-products/', {
    workspaceId,
    name: 'Presenting sponsor',
    priceCents: 25000,
    currency: 'USD',
  });
  const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const booked = await publisher.api.post<CreatedAdBooking>('/ad-bookings/', {
    workspaceId,
    productId: product.id,
    businessCompanyId: company.id,
    feedItemId: item.id,
    dates: [future],
  });

  // The issue of yesterday went out with the ad, and the first daily read stored its figures.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await withDatabase(async (db) => {
    await db.query('update workspaces set brand_color = $2 where id = $1', [workspaceId, '#0f766e']);
    await db.query('update ad_booking_days set day = $2 where booking_id = $1', [booked.id, day]);
    await db.query(`update ad_bookings set status = 'reported' where id = $1`, [booked.id]);
    await db.query(
      `insert into ad_report_issues (workspace_id, booking_id, day, publication_id, post_id, read_count, last_read_on,
         recipients, delivered, unique_opens, ad_clicks, ad_unique_clicks, ad_verified_unique_clicks)
       values ($1, $2, $3, 'pub_e2e', 'post_e2e', 2, current_date, 8390, 8342, 4021, 168, 120, 108)`,
      [workspaceId, booked.id, day],
    );
  });

  // Staff: Ad sales → Report.
  await logIn(page, publisher.admin);
  await page.goto(`/ad-sales?workspaceId=${workspaceId}`);
  await expect(page.getByRole('heading', { name: 'Ad sales', level: 1 })).toBeVisible({ timeout: 30_000 });
  const bookings = page.getByRole('list', { name: 'Bookings' });
  await bookings.getByRole('button', { name: 'Report for Harbor Coffee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report: Harbor Coffee' });
  await expect(dialog.getByRole('heading', { name: 'Figures so far' })).toBeVisible();
  await expect(dialog.getByText('1.44%', { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText('No sponsor link yet. Copying makes one; the sponsor needs no account.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Copy sponsor link' }).click();
  const linkField = dialog.getByRole('textbox', { name: 'Sponsor link' });
  await expect(linkField).toHaveValue(/\/sponsor-report\?token=/);
  const sponsorUrl = await linkField.inputValue();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'ad-report-dialog');

  // The sponsor, in a browser with no session.
  const sponsorContext = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const sponsor = await sponsorContext.newPage();
  await sponsor.goto(sponsorUrl);
  await expect(sponsor.getByRole('heading', { level: 1, name: 'Sponsor report: Harbor Coffee' })).toBeVisible();
  await expect(sponsor.getByText('Content Desk', { exact: true })).toBeVisible();
  const figures = sponsor.getByRole('region', { name: 'Figures so far' });
  await expect(figures.getByText('8,342', { exact: true })).toBeVisible();
  await expect(figures.getByText('Unique opens (estimated)')).toBeVisible();
  await expect(figures.getByText('1.44%', { exact: true })).toBeVisible();
  await expect(sponsor.getByRole('row', { name: /8,342 4,021 168 120 1\.44%/ })).toBeVisible();
  expect(await blockingViolations(sponsor)).toEqual([]);
  // On a phone the by-issue table scrolls inside its captioned box; the page itself does not scroll sideways.
  const desktop = sponsor.viewportSize();
  await sponsor.setViewportSize({ width: PHONE_WIDTH, height: 900 });
  await expect(sponsor.getByText('Scroll sideways for every column.', { exact: true })).toBeVisible();
  await expectNoHorizontalOverflow(sponsor);
  expect(await blockingViolations(sponsor)).toEqual([]);
  if (desktop) await sponsor.setViewportSize(desktop);
  await sponsor.emulateMedia({ media: 'print' });
  await expect(sponsor.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await sponsor.emulateMedia({ media: 'screen' });
  await shoot(sponsor, 'sponsor-report', { print: true });

  // Staff turn the link off: the sponsor's page says so.
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Sponsor link' })).toBeHidden();
  await sponsor.reload();
  await expect(
    sponsor.getByText('This report link does not exist or has been turned off. Ask the publisher for a new one.'),
  ).toBeVisible();
  expect(await blockingViolations(sponsor)).toEqual([]);
  await sponsorContext.close();

  // The dashboard's ad revenue: the booking counts in the month of its issue day.
  await page.goto(`/dashboard?workspaceId=${workspaceId}`);
  const revenue = page.getByRole('region', { name: 'Ad revenue' });
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  await expect(revenue.getByRole('row', { name: `${monthName} $250 $0 $0` })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await shoot(page, 'dashboard-ad-revenue');
});
