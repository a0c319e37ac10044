import type { AdBooking, CalendarMonth, PortalLinks, UpdateNewsletterKeysBody } from '@newsletter-os/contracts';
import { publishEveryDay, shoot } from '../fixtures/ad-sales';
import { beehiivKey, SECOND_PUBLICATION } from '../fixtures/beehiiv';
import { expectSaved, openBuilder } from '../fixtures/builder';
import { blockingViolations, expect, openContentManager, solidPng, test } from '../fixtures/content';
import { withDatabase } from '../fixtures/database';
import { logIn } from '../fixtures/index';
import { E2E_PORTAL_MIN_FILL_MS } from '../support/env';

// The advertiser's whole path (issue 20): staff put a paid product on sale; on a phone the advertiser opens the ad
// link, picks the product and today's issue, sends the creative, pays on the (fake) Stripe Checkout and comes back
// to a page saying it is paid and waits for review; staff approve it, place it in today's issue, the issue is
// published to the (fake) Beehiiv on schedule and the booking shows "ran"; the sponsor opens the shared report.

const PHONE = { width: 375, height: 800 };
const HEADLINE = 'Autumn blend is here';
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

test('an advertiser books and pays on a phone; the ad is approved, placed, published and reported', async ({
  page,
  browser,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(420_000);
  const headers = { authorization: `Bearer ${publisher.api.token}` };
  await publishEveryDay(page, publisher, workspaceId, '23:55');
  const keys: UpdateNewsletterKeysBody = { workspaceId, beehiivApiKey: await beehiivKey() };
  expect((await page.request.patch('/api/v1/newsletter-keys/', { headers, data: keys })).status()).toBe(200);
  await publisher.api.post('/sync-workspace-publication-id/', { workspaceId, publicationId: SECOND_PUBLICATION });
  // Today's issue carries the ad: the product can be booked the same day, and the issue goes out minutes later.
  const day = isoDay(new Date());
  const { links } = await publisher.api.get<PortalLinks>('/portal-links/', { workspaceId });
  const adLink = links.find((link) => link.kind === 'ads');
  if (!adLink) throw new Error('no ads link');
  const advertiserEmail = `advertiser-${Date.now()}@example.com`;

  await logIn(page, publisher.admin);

  await test.step('staff put a paid product on sale', async () => {
    await page.goto(`/settings?tab=ads&workspaceId=${workspaceId}`);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'New ad product' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New ad product' });
    await dialog.getByLabel('Name').fill('Presenting sponsor');
    await dialog.getByLabel('Position').selectOption('top');
    await dialog.getByLabel('Price per issue').fill('150');
    await dialog.getByLabel('Lead time (days)').fill('0');
    await dialog.getByLabel('Description').fill('The first thing readers see.');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('list', { name: 'Ad products' })).toContainText(
      '$150.00 per issue · 1 ad per issue · Top of the issue · book 0 days ahead',
    );
    expect(await blockingViolations(page)).toEqual([]);
  });

  const advertiser = await (
    await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'en-US', timezoneId: 'UTC' })
  ).newPage();

  await test.step('on a phone, the advertiser picks the product and today, sends the ad and goes to pay', async () => {
    await advertiser.goto(pathOf(adLink.url));
    await expect(advertiser.getByRole('heading', { name: 'Submit an ad', level: 1 })).toBeVisible();
    await expect(
      advertiser.getByText(
        'Book a spot, send your ad and pay online. The team reviews every ad before it runs; a rejected ad is refunded in full.',
      ),
    ).toBeVisible();
    const offer = advertiser.getByRole('region', { name: 'Book a spot' });
    const product = offer.getByRole('radio', { name: 'Presenting sponsor — $150.00 per issue' });
    await expect(product).toBeVisible();
    await expect(offer.getByText('The first thing readers see.')).toBeVisible();
    expect(await blockingViolations(advertiser)).toEqual([]);
    await shoot(advertiser, 'ad-page-offer');
    const shownAt = Date.now();
    await product.check();
    await offer.getByRole('checkbox', { name: `${offerDay(day)} · 1 of 1 free` }).check();
    await expect(offer.getByText('1 issue — total $150.00')).toBeVisible();
    await advertiser.getByLabel('Business').fill('Harbor Coffee');
    await advertiser.getByLabel('Headline').fill(HEADLINE);
    await advertiser.getByLabel('Ad text').fill('Roasted on the quay every morning. Two cups for one this week.');
    await advertiser.getByLabel('Link').fill('https://harbor-coffee.example/autumn');
    await advertiser.getByLabel('Photo (optional)').setInputFiles({
      name: 'cups.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 80, [120, 70, 30]),
    });
    await advertiser.getByLabel('Describe the photo').fill('Two cups of coffee on a harbour wall');
    await advertiser.getByLabel('Your name').fill('Hana Harbor');
    await advertiser.getByLabel('Your email').fill(advertiserEmail);
    await expect(advertiser.getByText('Anti-spam check complete')).toBeAttached({ timeout: 30_000 });
    expect(await blockingViolations(advertiser)).toEqual([]);
    await shoot(advertiser, 'ad-page-filled');
    // A person takes longer than the form's minimum fill time; a test must wait it out.
    await advertiser.waitForTimeout(Math.max(0, E2E_PORTAL_MIN_FILL_MS + 200 - (Date.now() - shownAt)));
    await advertiser.getByRole('button', { name: 'Submit ad' }).click();
  });

  await test.step('the fake Stripe Checkout takes the payment and sends the advertiser back', async () => {
    await expect(advertiser.getByRole('heading', { name: 'Checkout Test mode' })).toBeVisible({ timeout: 30_000 });
    await expect(advertiser.getByText('Total due $150.00')).toBeVisible();
    await shoot(advertiser, 'stripe-checkout');
    await advertiser.getByRole('button', { name: 'Pay' }).click();
    await expect(advertiser).toHaveURL(/\/submission-status\?token=/);
    await expect(advertiser.getByRole('heading', { name: 'Your submission', level: 1 })).toBeVisible();
    await expect(advertiser.getByText('Pending review', { exact: true }).first()).toBeVisible();
    await expect(
      advertiser.getByText('Paid — thank you. The team has not looked at your ad yet. You can still change it.'),
    ).toBeVisible();
    await expect(advertiser.getByText('Payment (Stripe)', { exact: false })).toBeVisible();
    expect(await blockingViolations(advertiser)).toEqual([]);
    await shoot(advertiser, 'ad-status-paid');
  });

  await test.step('staff approve it in the review queue; the booking is confirmed', async () => {
    await openContentManager(page, workspaceId, 'Ads');
    await page.getByRole('tab', { name: /^Review queue/ }).click();
    const card = page.getByRole('article', { name: HEADLINE });
    await expect(card.getByRole('img', { name: 'Two cups of coffee on a harbour wall' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'review-queue-paid-ad');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Submission approved: ${HEADLINE}`).last()).toBeVisible();
    await page.goto(`/ad-sales?workspaceId=${workspaceId}`);
    const bookings = page.getByRole('list', { name: 'Bookings' });
    await expect(bookings.getByRole('listitem')).toHaveCount(1);
    await expect(bookings).toContainText('Harbor Coffee — Presenting sponsor');
    await expect(bookings).toContainText('confirmed');
    expect(await blockingViolations(page)).toEqual([]);
    // The shell scrolls inside the page: bring the bookings into the shot.
    await bookings.scrollIntoViewIfNeeded();
    await shoot(page, 'ad-sales-paid-confirmed');
  });

  await test.step('the builder of today shows the booking; Place puts it at the top', async () => {
    await openBuilder(page, workspaceId, day);
    await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
    await page.getByLabel('Email subject').fill('Content Desk: autumn on the quay');
    await page.getByLabel('Preheader').fill('Coffee, ferries and the tide tables');
    const panel = page.getByRole('region', { name: 'Booked ads for this issue' });
    const row = panel.getByRole('listitem').filter({ hasText: 'Presenting sponsor — Harbor Coffee' });
    await expect(row).toHaveText('Presenting sponsor — Harbor Coffee, confirmedPlace');
    await row.getByRole('button', { name: 'Place Presenting sponsor — Harbor Coffee' }).click();
    await expect(row).toContainText(', placed');
    await expect(page.getByText('Sponsored · Harbor Coffee')).toBeVisible();
    await expectSaved(page);
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'builder-paid-ad-placed');
  });

  await test.step('the issue is published to Beehiiv on schedule; the booking ran', async () => {
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    const calendar = await publisher.api.get<CalendarMonth>('/calendar/', { workspaceId, year, month });
    const issue = calendar.days.find((d) => d.date === day)?.newsletters[0];
    if (!issue) throw new Error('no issue today');
    // The next whole minute that is at least 30 s away: the scheduler refuses a time already passed.
    const sendAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
    const time = `${pad(sendAt.getUTCHours())}:${pad(sendAt.getUTCMinutes())}`;
    await publisher.api.post(`/newsletters/${issue.id}/schedule/`, { workspaceId, date: day, time });
    await expect
      .poll(
        async () => {
          const list = await publisher.api.get<AdBooking[]>('/ad-bookings/', { workspaceId, from: day, to: day });
          return list.map((booking) => booking.status);
        },
        { timeout: 200_000, intervals: [2_000] },
      )
      .toEqual(['ran']);
    await page.goto(`/ad-sales?workspaceId=${workspaceId}`);
    const bookings = page.getByRole('list', { name: 'Bookings' });
    await expect(bookings.getByRole('listitem')).toContainText('ran');
    expect(await blockingViolations(page)).toEqual([]);
    // The shell scrolls inside the page: bring the bookings into the shot.
    await bookings.scrollIntoViewIfNeeded();
    await shoot(page, 'ad-sales-ran');
  });

  await test.step('the sponsor opens the shared report without an account', async () => {
    const [booking] = await publisher.api.get<AdBooking[]>('/ad-bookings/', { workspaceId, from: day, to: day });
    // The daily read of the issue's figures (sponsor-report.spec sets its rows the same way).
    await withDatabase(async (db) => {
      await db.query(`update ad_bookings set status = 'reported' where id = $1`, [booking?.id]);
      await db.query(
        `insert into ad_report_issues (workspace_id, booking_id, day, publication_id, post_id, read_count,
           last_read_on, recipients, delivered, unique_opens, ad_clicks, ad_unique_clicks, ad_verified_unique_clicks)
         values ($1, $2, $3, $4, 'post_e2e', 1, current_date, 8390, 8342, 4021, 168, 120, 108)`,
        [workspaceId, booking?.id, day, SECOND_PUBLICATION],
      );
    });
    await page.reload();
    await page
      .getByRole('list', { name: 'Bookings' })
      .getByRole('button', { name: 'Report for Harbor Coffee' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Report: Harbor Coffee' });
    await dialog.getByRole('button', { name: 'Copy sponsor link' }).click();
    const linkField = dialog.getByRole('textbox', { name: 'Sponsor link' });
    await expect(linkField).toHaveValue(/\/sponsor-report\?token=/);
    const sponsorUrl = await linkField.inputValue();
    expect(await blockingViolations(page)).toEqual([]);
    await shoot(page, 'ad-report-dialog-paid');

    const sponsor = await (await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'UTC' })).newPage();
    await sponsor.goto(pathOf(sponsorUrl));
    const figures = sponsor.getByRole('region', { name: 'Figures so far' });
    await expect(figures.getByText('8,342', { exact: true })).toBeVisible();
    await expect(figures.getByText('1.44%', { exact: true })).toBeVisible();
    expect(await blockingViolations(sponsor)).toEqual([]);
    await shoot(sponsor, 'sponsor-report-paid');
    await sponsor.context().close();
  });
  await advertiser.context().close();
});
