import { type NewsletterDocumentInput, newsletterDocumentSchema, zonedDateOf } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adBookingDays,
  adBookings,
  adProductSeats,
  adProducts,
  feedItems,
  portalSubmissions,
  workspaces,
} from '../../src/db/schema/index';
import { sendReadinessChecks } from '../../src/email/readiness';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { addDays, todayIn } from '../../src/modules/ad-sales/availability';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from '../email/newsletter-fixture';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant } from '../helpers/factories';
import { adFields, buildPortalLink, PORTAL_TEST_ENV, spamFields, submit } from '../portals/helpers';

/**
 * A booking's days are calendar days in the newsletter's zone, wherever the zone is: west of UTC (a UTC midnight is
 * the evening before there), on UTC, and east of it (Auckland, UTC+13 in December: a UTC midnight is already
 * 1 pm there). The ad item made from the booking, the status page, the Scheduler and readiness all say that day.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
});
afterAll(() => t.close());

const ZONES = ['America/Los_Angeles', 'UTC', 'Pacific/Auckland'] as const;

async function shopIn(timeZone: string) {
  const tenant = await buildTenant(t.db);
  await t.db
    .update(workspaces)
    .set({ timeZone, publishingDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(workspaces.id, tenant.workspace.id));
  const [product] = await t.db
    .insert(adProducts)
    .values({ workspaceId: tenant.workspace.id, name: 'Classified', capacity: 1, priceCents: 0, currency: 'USD' })
    .returning();
  if (!product) throw new Error('no product');
  await t.db.insert(adProductSeats).values({ productId: product.id, seat: 1 });
  const { link, token } = await buildPortalLink(t, { workspaceId: tenant.workspace.id, kind: 'ads' });
  return { tenant, product, link, token };
}

function readinessOf(
  timeZone: string,
  issueDate: string,
  block: NewsletterDocumentInput['blocks'][number],
  booking: { id: string; dates: string[] },
) {
  const document = newsletterDocumentSchema.parse({ schemaVersion: 1, blocks: [block] });
  const newsletter = { title: 'T', subject: 'Subject', preheader: 'Pre', issueDate, document };
  const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, timeZone });
  const feedItemsState = new Map<string, { updatedAt: string; archived: boolean }>();
  if (block.type === 'ad' && block.contentType === 'feed') {
    feedItemsState.set(String(block.sourceItemId), { updatedAt: String(block.sourceUpdatedAt), archived: false });
  }
  return sendReadinessChecks({
    newsletter,
    rendered,
    timeZone,
    feedItems: feedItemsState,
    adBookings: [{ id: booking.id, label: 'Classified — Corner Bakery', status: 'confirmed', dates: booking.dates }],
  });
}

describe.each(ZONES)('a day booked in %s', (timeZone) => {
  it('is that calendar day on the ad item, the status page, the Scheduler and readiness', async () => {
    const shop = await shopIn(timeZone);
    const day = addDays(todayIn(timeZone), 10);
    // The form as the browser sends a booking: the days, and the run's first and last day as bare days.
    const res = await submit(t, '/feeds-ads-public/', shop.token, {
      ...adFields,
      productId: shop.product.id,
      dates: day,
      adStartsAt: day,
      adEndsAt: day,
      ...(await spamFields(t, shop.token, shop.link.id)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { trackingId, statusUrl } = res.json().data as { trackingId: string; statusUrl: string };

    const [submission] = await t.db
      .select()
      .from(portalSubmissions)
      .where(eq(portalSubmissions.trackingId, trackingId));
    const [item] = await t.db
      .select()
      .from(feedItems)
      .where(eq(feedItems.id, submission?.itemId ?? ''));
    const [booking] = await t.db
      .select()
      .from(adBookings)
      .where(eq(adBookings.feedItemId, item?.id ?? ''));
    if (!item?.adStartsAt || !item.adEndsAt || !booking) throw new Error('no booked ad item');

    // Storage: the booking's days are dates; the item runs from that day's first to its last moment in the zone.
    const days = await t.db.select().from(adBookingDays).where(eq(adBookingDays.bookingId, booking.id));
    expect(days.map((d) => d.day)).toEqual([day]);
    expect(zonedDateOf(item.adStartsAt, timeZone)).toBe(day);
    expect(zonedDateOf(item.adEndsAt, timeZone)).toBe(day);
    expect(item.adEndsAt.getTime() - item.adStartsAt.getTime()).toBeGreaterThan(22 * 3_600_000);

    // The status page shows the day booked.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submission-status/?token=${new URL(statusUrl).searchParams.get('token')}`,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data.fields).toMatchObject({ adStartsAt: day, adEndsAt: day });

    // The Scheduler shows the ad on that day (and on no other) once approved.
    await t.db.update(feedItems).set({ feedStatus: 'active' }).where(eq(feedItems.id, item.id));
    const [year, month] = day.split('-').map(Number);
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/?workspaceId=${shop.tenant.workspace.id}&year=${year}&month=${month}`,
      headers: await authHeader(t.tokens, shop.tenant.user),
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const cal = calendar.json().data as { ads: { id: string; startDate: string; endDate: string }[] };
    expect(cal.ads.find((ad) => ad.id === item.id)).toMatchObject({ startDate: day, endDate: day });

    // Readiness: placed in the issue of that day, the booked ad raises no date error, whether its snapshot holds
    // the item's moments or a UTC-midnight day written by an older client.
    for (const [startDate, endDate] of [
      [item.adStartsAt.toISOString(), item.adEndsAt.toISOString()],
      [`${day}T00:00:00.000Z`, `${day}T00:00:00.000Z`],
    ]) {
      const block: NewsletterDocumentInput['blocks'][number] = {
        id: 'ad',
        type: 'ad',
        contentType: 'feed',
        sourceItemId: item.id,
        snapshotAt: item.updatedAt.toISOString(),
        sourceUpdatedAt: item.updatedAt.toISOString(),
        bookingId: booking.id,
        snapshot: { title: item.title ?? 'Ad', link: 'https://bakery.example/', startDate, endDate },
      };
      const errors = readinessOf(timeZone, day, block, { id: booking.id, dates: [day] }).filter(
        (check) => check.severity === 'error',
      );
      expect(errors, `${startDate} – ${endDate}`).toEqual([]);
    }
  });
});
