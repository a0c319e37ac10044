import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../fakes/stripe';
import {
  adBookingDays,
  adBookings,
  adPayments,
  adProductSeats,
  adProducts,
  feedItems,
  portalSubmissions,
  workspaces,
} from '../../src/db/schema/index';
import { addDays, todayIn } from '../../src/modules/ad-sales/availability';
import type { TestApp } from '../helpers/app';
import { createTestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { adFields, buildPortalLink, PORTAL_TEST_ENV, spamFields, submit } from '../portals/helpers';
import { startPaymentsApp } from './helpers';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp(PORTAL_TEST_ENV));
});
afterAll(() => close());

/** A workspace publishing every day, an ads link, and an exclusive paid product. */
async function shop(priceCents = 12_500) {
  const tenant = await buildTenant(t.db);
  await t.db
    .update(workspaces)
    .set({ publishingDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(workspaces.id, tenant.workspace.id));
  const [product] = await t.db
    .insert(adProducts)
    .values({
      workspaceId: tenant.workspace.id,
      name: 'Presenting sponsor',
      position: 'top',
      capacity: 1,
      priceCents,
      currency: 'EUR',
      description: 'Top of the issue',
    })
    .returning();
  if (!product) throw new Error('no product');
  await t.db.insert(adProductSeats).values({ productId: product.id, seat: 1 });
  const { link, token } = await buildPortalLink(t, { workspaceId: tenant.workspace.id, kind: 'ads' });
  return { tenant, product, link, token };
}

const inDays = (n: number) => addDays(todayIn('UTC'), n);

async function book(s: Awaited<ReturnType<typeof shop>>, dates: string[], email = 'joe@pizza.example') {
  return submit(t, '/feeds-ads-public/', s.token, {
    ...adFields,
    submitterEmail: email,
    productId: s.product.id,
    dates: dates.join(','),
    adStartsAt: `${dates[0]}T00:00:00Z`,
    ...(await spamFields(t, s.token, s.link.id)),
  });
}

async function bookingOf(submissionTracking: string) {
  const [submission] = await t.db
    .select()
    .from(portalSubmissions)
    .where(eq(portalSubmissions.trackingId, submissionTracking));
  const [payment] = await t.db
    .select()
    .from(adPayments)
    .where(eq(adPayments.submissionId, submission?.id ?? ''));
  const [booking] = await t.db
    .select()
    .from(adBookings)
    .where(eq(adBookings.id, payment?.bookingId ?? ''));
  const days = await t.db
    .select()
    .from(adBookingDays)
    .where(eq(adBookingDays.bookingId, booking?.id ?? ''));
  return { submission, payment, booking, days };
}

describe('paid self-serve ads', () => {
  it('GET /portal/ad-offer lists the products and the next 8 weeks of issue days with free seats', async () => {
    const s = await shop();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/ad-offer/?token=${encodeURIComponent(s.token)}`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.paymentsEnabled).toBe(true);
    expect(data.products).toEqual([
      {
        id: s.product.id,
        name: 'Presenting sponsor',
        position: 'top',
        description: 'Top of the issue',
        capacity: 1,
        priceCents: 12_500,
        currency: 'EUR',
        leadDays: 0,
        bookableFrom: inDays(0),
      },
    ]);
    expect(data.availability).toHaveLength(56);
    expect(data.availability[0]).toEqual({
      date: inDays(0),
      products: [{ productId: s.product.id, capacity: 1, booked: 0, held: 0, free: 1, priceCents: 12_500 }],
    });
  });

  it('books, holds the seat while Checkout is open, and confirms and queues the ad once paid', async () => {
    const s = await shop();
    const res = await book(s, [inDays(9), inDays(7)]);
    expect(res.statusCode).toBe(201);
    const receipt = res.json().data;
    expect(receipt.status).toBe('awaiting_payment');
    expect(receipt.checkoutUrl).toMatch(new RegExp(`^${fake.url}/c/pay/cs_test_`));
    const sessionId = receipt.checkoutUrl.split('/').at(-1);
    const session = fake.sessions.get(sessionId);
    expect(session).toMatchObject({ amount_total: 25_000, currency: 'eur', customer_email: 'joe@pizza.example' });
    expect((session?.expires_at ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(30 * 60);
    let state = await bookingOf(receipt.trackingId);
    expect(state.submission?.status).toBe('awaiting_payment');
    expect(state.booking).toMatchObject({ status: 'held', source: 'self_serve', amountCents: 25_000 });
    expect(state.days.map((d) => [d.day, d.seat])).toEqual([
      [inDays(7), 1],
      [inDays(9), 1],
    ]);
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/ad-offer/?token=${encodeURIComponent(s.token)}`,
    });
    expect(offer.json().data.availability[7].products[0]).toMatchObject({ held: 1, free: 0 });

    const paid = await fetch(receipt.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe(receipt.statusUrl);
    await fake.settled();
    state = await bookingOf(receipt.trackingId);
    expect(state.submission?.status).toBe('pending');
    expect(state.booking?.status).toBe('confirmed');
    expect(state.payment?.status).toBe('paid');
    // The link names no advertiser: the ad belongs to the one the booking found or added by the form's name.
    const [item] = await t.db
      .select({ businessCompanyId: feedItems.businessCompanyId })
      .from(feedItems)
      .where(eq(feedItems.id, state.submission?.itemId ?? ''));
    expect(item?.businessCompanyId).toBe(state.booking?.businessCompanyId);
    // Back from the payment page, the status link says who moved it on: the advertiser, then the payment.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submission-status/?token=${encodeURIComponent(new URL(receipt.statusUrl).searchParams.get('token') ?? '')}`,
    });
    expect(view.json().data.history.map((entry: { to: string; by: string }) => [entry.to, entry.by])).toEqual([
      ['awaiting_payment', 'You'],
      ['pending', 'Payment (Stripe)'],
    ]);
  });

  it('answers 409 naming the full days when the exclusive seat is taken, storing nothing', async () => {
    const s = await shop();
    expect((await book(s, [inDays(5)])).statusCode).toBe(201);
    const before = await t.db
      .select()
      .from(portalSubmissions)
      .where(eq(portalSubmissions.workspaceId, s.tenant.workspace.id));
    const res = await book(s, [inDays(5), inDays(6)], 'ann@other.example');
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toEqual({ fullDates: [inDays(5)] });
    const after = await t.db
      .select()
      .from(portalSubmissions)
      .where(eq(portalSubmissions.workspaceId, s.tenant.workspace.id));
    expect(after).toHaveLength(before.length);
  });

  it('abandoning the payment page frees the seat for the next advertiser', async () => {
    const s = await shop();
    const first = (await book(s, [inDays(3)])).json().data;
    await fetch(first.checkoutUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    await fake.settled();
    expect((await bookingOf(first.trackingId)).booking?.status).toBe('expired');
    expect((await book(s, [inDays(3)], 'ann@other.example')).statusCode).toBe(201);
  });

  it('rejecting a paid ad refunds it with an idempotency key, frees the seat and mails the reason', async () => {
    const s = await shop();
    const receipt = (await book(s, [inDays(4)])).json().data;
    fake.pay(receipt.checkoutUrl.split('/').at(-1));
    await fake.settled();
    const { submission } = await bookingOf(receipt.trackingId);
    // The review queue says the ad was paid, so whoever decides knows a reject refunds it.
    const queue = await as(t, s.tenant.manager, {
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${s.tenant.workspace.id}`,
    });
    expect(queue.json().data.results.find((r: { id: string }) => r.id === submission?.id)?.payment).toEqual({
      amountCents: 12_500,
      currency: 'EUR',
      status: 'paid',
    });
    const res = await as(t, s.tenant.manager, {
      method: 'POST',
      url: `/api/v1/submissions/${submission?.id}/moderate/`,
      payload: { workspaceId: s.tenant.workspace.id, action: 'reject', reason: 'Not suitable for this newsletter' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Submission rejected and its payment refunded');
    const state = await bookingOf(receipt.trackingId);
    expect(state.booking?.status).toBe('refunded');
    expect(state.days.map((d) => d.seat)).toEqual([null]);
    expect(state.payment).toMatchObject({ status: 'refunded' });
    expect(res.json().data.payment).toEqual({ amountCents: 12_500, currency: 'EUR', status: 'refunded' });
    expect(fake.refunds.filter((r) => r.payment_intent === state.payment?.paymentIntentId)).toHaveLength(1);
    const mail = await t.lastMailTo('joe@pizza.example');
    expect(mail?.subject).toBe('Your ad payment of €125.00 was refunded');
    expect(mail?.text).toContain('Reason: Not suitable for this newsletter');
  });

  it('withdrawing a paid ad through its status link refunds it once and frees the seat', async () => {
    const s = await shop();
    const receipt = (await book(s, [inDays(6)])).json().data;
    fake.pay(receipt.checkoutUrl.split('/').at(-1));
    await fake.settled();
    const token = new URL(receipt.statusUrl).searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submission-status/withdraw/?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Your ad was withdrawn and your payment refunded');
    expect(res.json().data.status).toBe('withdrawn');
    const state = await bookingOf(receipt.trackingId);
    expect(state.booking?.status).toBe('refunded');
    expect(state.days.map((d) => d.seat)).toEqual([null]);
    expect(state.payment).toMatchObject({ status: 'refunded' });
    expect(fake.refunds.filter((r) => r.payment_intent === state.payment?.paymentIntentId)).toHaveLength(1);
    const mail = await t.lastMailTo('joe@pizza.example');
    expect(mail?.subject).toBe('Your ad payment of €125.00 was refunded');
    expect(mail?.text).toContain('Reason: You withdrew the ad.');
    // The day is free again for the next advertiser.
    expect((await book(s, [inDays(6)], 'ann@other.example')).statusCode).toBe(201);
  });

  it('a paid booking the newsletter cancels is refunded once, its seat freed, and the advertiser told why', async () => {
    const s = await shop();
    const receipt = (await book(s, [inDays(9)])).json().data;
    fake.pay(receipt.checkoutUrl.split('/').at(-1));
    await fake.settled();
    const { booking } = await bookingOf(receipt.trackingId);
    expect(booking?.status).toBe('confirmed');
    const cancel = () =>
      as(t, s.tenant.user, {
        method: 'POST',
        url: `/api/v1/ad-bookings/${booking?.id}/cancel/`,
        payload: { workspaceId: s.tenant.workspace.id },
      });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Booking cancelled and its payment refunded');
    expect(res.json().data.status).toBe('refunded');
    const state = await bookingOf(receipt.trackingId);
    expect(state.booking?.status).toBe('refunded');
    expect(state.days.map((d) => d.seat)).toEqual([null]);
    expect(state.payment).toMatchObject({ status: 'refunded' });
    const mail = await t.lastMailTo('joe@pizza.example');
    expect(mail?.subject).toBe('Your ad payment of €125.00 was refunded');
    expect(mail?.text).toContain('Reason: The newsletter cancelled this booking.');
    // A second cancel is refused and refunds nothing more.
    expect((await cancel()).statusCode).toBe(409);
    expect(fake.refunds.filter((r) => r.payment_intent === state.payment?.paymentIntentId)).toHaveLength(1);
    expect((await book(s, [inDays(9)], 'ann@other.example')).statusCode).toBe(201);
  });

  it('withdrawing a paid ad that has already run refunds nothing', async () => {
    const s = await shop();
    const receipt = (await book(s, [inDays(8)])).json().data;
    fake.pay(receipt.checkoutUrl.split('/').at(-1));
    await fake.settled();
    const before = await bookingOf(receipt.trackingId);
    await t.db
      .update(adBookings)
      .set({ status: 'ran' })
      .where(eq(adBookings.id, before.booking?.id ?? ''));
    const token = new URL(receipt.statusUrl).searchParams.get('token') ?? '';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submission-status/withdraw/?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Your ad was withdrawn. It has already run, so it is not refunded.');
    const after = await bookingOf(receipt.trackingId);
    expect(after.booking?.status).toBe('ran');
    expect(after.payment?.status).toBe('paid');
    expect(fake.refunds.filter((r) => r.payment_intent === after.payment?.paymentIntentId)).toHaveLength(0);
  });
});

describe('without a Stripe key', () => {
  let plain: TestApp;
  let tenant: Tenant;
  beforeAll(async () => {
    plain = await createTestApp({ env: PORTAL_TEST_ENV });
    tenant = await buildTenant(plain.db);
  });
  afterAll(() => plain.close());

  it('paid products are not offered and cannot be booked; free submission works as before', async () => {
    const [product] = await plain.db
      .insert(adProducts)
      .values({ workspaceId: tenant.workspace.id, name: 'Classified', capacity: 3, priceCents: 2_000, currency: 'EUR' })
      .returning();
    const { link, token } = await buildPortalLink(plain, { workspaceId: tenant.workspace.id, kind: 'ads' });
    const offer = await plain.app.inject({
      method: 'GET',
      url: `/api/v1/portal/ad-offer/?token=${encodeURIComponent(token)}`,
    });
    expect(offer.json().data).toEqual({ products: [], availability: [], paymentsEnabled: false });
    const spam = await spamFields(plain, token, link.id);
    const paid = await submit(plain, '/feeds-ads-public/', token, {
      ...adFields,
      productId: product?.id,
      dates: inDays(2),
      ...spam,
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().data.errors).toEqual([
      { field: 'productId', message: 'This ad product cannot be bought online.' },
    ]);
    const free = await submit(plain, '/feeds-ads-public/', token, {
      ...adFields,
      ...(await spamFields(plain, token, link.id)),
    });
    expect(free.statusCode).toBe(201);
    expect(free.json().data.status).toBe('pending');
  });
});
