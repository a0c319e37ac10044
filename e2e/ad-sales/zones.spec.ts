import type {
  AdBooking,
  CalendarMonth,
  PortalLinks,
  RenderedNewsletterResponse,
  UpdateNewsletterKeysBody,
  UpdateWorkspaceScheduleBody,
} from '@newsletter-os/contracts';
import { shoot } from '../fixtures/ad-sales';
import { beehiivKey, SECOND_PUBLICATION } from '../fixtures/beehiiv';
import { expectSaved, openBuilder } from '../fixtures/builder';
import { blockingViolations, expect, openContentManager, test } from '../fixtures/content';
import { logIn } from '../fixtures/index';

// A paid ad's whole path with the newsletter in a zone west of UTC, on UTC, and east of it (Auckland is UTC+13 in
// summer): the advertiser books today's issue in the newsletter's zone, pays (fake Stripe), staff see the day booked,
// approve, place and schedule it, and the booking runs with zero readiness errors. Browsers run in the same zone, as
// the newsletter's own staff and readers would.

const ZONES = ['America/Los_Angeles', 'UTC', 'Pacific/Auckland'] as const;
const PHONE = { width: 375, height: 800 };

/** Today and the wall-clock time `inMs` from now, in `timeZone`. */
function wallClock(timeZone: string, inMs = 0): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + inMs))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
/** "Thu 26 Nov": the public ad page's day label. */
const offerDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(',', '');
/** "26 Nov 2026": the review queue's day label. */
const queueDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

for (const timeZone of ZONES) {
  test.describe(`with the newsletter on ${timeZone}`, () => {
    test.use({ locale: 'en-US', timezoneId: timeZone });

    test('a paid ad booked for today runs today, with no readiness error', async ({
      page,
      browser,
      publisher,
      workspaceId,
    }) => {
      test.setTimeout(240_000);
      const headline = `Tide tables ${timeZone}`;
      const headers = { authorization: `Bearer ${publisher.api.token}` };
      // The issue goes out a minute or two from now, on today's date in the newsletter's zone.
      const { day } = wallClock(timeZone);
      const schedule: UpdateWorkspaceScheduleBody = {
        workspaceId,
        timeZone,
        defaultSendTime: '23:59',
        publishingDays: [1, 2, 3, 4, 5, 6, 7],
      };
      expect((await page.request.put('/api/v1/workspace-schedule/', { headers, data: schedule })).status()).toBe(200);
      const keys: UpdateNewsletterKeysBody = { workspaceId, beehiivApiKey: await beehiivKey() };
      expect((await page.request.patch('/api/v1/newsletter-keys/', { headers, data: keys })).status()).toBe(200);
      await publisher.api.post('/sync-workspace-publication-id/', { workspaceId, publicationId: SECOND_PUBLICATION });
      await publisher.api.post('/ad-products/', {
        workspaceId,
        name: 'Presenting sponsor',
        position: 'top',
        priceCents: 15_000,
        currency: 'USD',
        leadDays: 0,
      });
      const { links } = await publisher.api.get<PortalLinks>('/portal-links/', { workspaceId });
      const adLink = links.find((link) => link.kind === 'ads');
      if (!adLink) throw new Error('no ads link');

      const advertiser = await (
        await browser.newContext({
          viewport: PHONE,
          isMobile: true,
          hasTouch: true,
          locale: 'en-US',
          timezoneId: timeZone,
        })
      ).newPage();

      await test.step('the advertiser books today and pays', async () => {
        await advertiser.goto(pathOf(adLink.url));
        const offer = advertiser.getByRole('region', { name: 'Book a spot' });
        await offer.getByRole('radio', { name: 'Presenting sponsor — $150.00 per issue' }).check();
        const shownAt = Date.now();
        await offer.getByRole('checkbox', { name: `${offerDay(day)} · 1 of 1 free` }).check();
        await advertiser.getByLabel('Business').fill('Harbor Coffee');
        await advertiser.getByLabel('Headline').fill(headline);
        await advertiser.getByLabel('Ad text').fill('Roasted on the quay every morning.');
        await advertiser.getByLabel('Link').fill('https://harbor-coffee.example/tides');
        await advertiser.getByLabel('Your name').fill('Hana Harbor');
        await advertiser.getByLabel('Your email').fill(`advertiser-${Date.now()}@example.com`);
        await expect(advertiser.getByText('Anti-spam check complete')).toBeAttached({ timeout: 30_000 });
        // A person takes longer than the form's minimum fill time; a test must wait it out.
        await advertiser.waitForTimeout(Math.max(0, 3_500 - (Date.now() - shownAt)));
        await advertiser.getByRole('button', { name: 'Submit ad' }).click();
        await expect(advertiser.getByRole('heading', { name: 'Checkout Test mode' })).toBeVisible({ timeout: 30_000 });
        await advertiser.getByRole('button', { name: 'Pay' }).click();
        await expect(advertiser).toHaveURL(/\/submission-status\?token=/);
        // The status page names the day booked.
        await expect(advertiser.getByText(queueDay(day)).first()).toBeVisible();
      });

      await logIn(page, publisher.admin);

      await test.step('staff see the booked day in the review queue and approve', async () => {
        await openContentManager(page, workspaceId, 'Ads');
        await page.getByRole('tab', { name: /^Review queue/ }).click();
        const card = page.getByRole('article', { name: headline });
        await expect(card).toContainText(`Runs ${queueDay(day)} · Harbor Coffee`);
        expect(await blockingViolations(page)).toEqual([]);
        await shoot(page, `review-queue-${timeZone.replace('/', '-')}`);
        await card.getByRole('button', { name: 'Approve' }).click();
        await expect(page.getByText(`Submission approved: ${headline}`).last()).toBeVisible();
      });

      await test.step('placed in the issue of that day, it raises no readiness error', async () => {
        await openBuilder(page, workspaceId, day);
        await page.getByRole('button', { name: 'Start a blank newsletter' }).click();
        await page.getByLabel('Email subject').fill('Harbor: the tides this week');
        await page.getByLabel('Preheader').fill('Coffee, ferries and the tide tables');
        const panel = page.getByRole('region', { name: 'Booked ads for this issue' });
        await panel.getByRole('button', { name: 'Place Presenting sponsor — Harbor Coffee' }).click();
        await expect(page.getByText('Sponsored · Harbor Coffee')).toBeVisible();
        await expectSaved(page);
      });

      await test.step('scheduled, published and "ran"', async () => {
        const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
        const calendar = await publisher.api.get<CalendarMonth>('/calendar/', { workspaceId, year, month });
        const issue = calendar.days.find((d) => d.date === day)?.newsletters[0];
        if (!issue) throw new Error('no issue today');
        expect(calendar.ads.map((ad) => [ad.startDate, ad.endDate])).toEqual([[day, day]]);
        const rendered = await publisher.api.get<RenderedNewsletterResponse>(`/newsletters/${issue.id}/render/`, {
          workspaceId,
        });
        expect(rendered.checks.filter((check) => check.severity === 'error')).toEqual([]);
        // The next whole minute at least 30 s away, on the newsletter's clock.
        const sendIn = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000 - Date.now();
        const { time } = wallClock(timeZone, sendIn);
        await publisher.api.post(`/newsletters/${issue.id}/schedule/`, { workspaceId, date: day, time });
        await expect
          .poll(
            async () => {
              const list = await publisher.api.get<AdBooking[]>('/ad-bookings/', { workspaceId, from: day, to: day });
              return list.map((booking) => booking.status);
            },
            { timeout: 150_000, intervals: [2_000] },
          )
          .toEqual(['ran']);
      });
      await advertiser.context().close();
    });
  });
}
