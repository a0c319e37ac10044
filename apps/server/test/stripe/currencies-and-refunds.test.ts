import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../fakes/stripe';
import { adPayments, portalSubmissions, workspaces } from '../../src/db/schema/index';
import { addDays, todayIn } from '../../src/modules/ad-sales/availability';
import type { TestApp } from '../helpers/app';
import { authHeader, buildTenant } from '../helpers/factories';
import { adFields, buildPortalLink, PORTAL_TEST_ENV, spamFields, submit } from '../portals/helpers';
import { startPaymentsApp } from './helpers';

// One money rule from the staff form to Stripe's page, and what the advertiser's status page says once refunded.

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp(PORTAL_TEST_ENV));
});
afterAll(() => close());

const inDays = (n: number) => addDays(todayIn('UTC'), n);

/** A workspace publishing every day, in `timeZone`, with a product priced by staff through the API. */
async function shop(priceCents: number, currency: string, timeZone = 'UTC') {
  const tenant = await buildTenant(t.db);
  await t.db
    .update(workspaces)
    .set({ publishingDays: [1, 2, 3, 4, 5, 6, 7], timeZone })
    .where(eq(workspaces.id, tenant.workspace.id));
  const staff = await authHeader(t.tokens, tenant.admin);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ad-products/',
    headers: staff,
    payload: { workspaceId: tenant.workspace.id, name: 'Presenting sponsor', priceCents, currency, capacity: 1 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const product = created.json().data as { id: string };
  const { link, token } = await buildPortalLink(t, { workspaceId: tenant.workspace.id, kind: 'ads' });
  return { tenant, staff, product, link, token };
}

async function book(s: Awaited<ReturnType<typeof shop>>, day: string) {
  const res = await submit(t, '/feeds-ads-public/', s.token, {
    ...adFields,
    submitterEmail: 'joe@pizza.example',
    productId: s.product.id,
    dates: day,
    adStartsAt: `${day}T00:00:00Z`,
    ...(await spamFields(t, s.token, s.link.id)),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { trackingId: string; statusUrl: string; checkoutUrl: string };
}

describe('a price in the currency’s own minor unit, all the way to Stripe', () => {
  it('a JPY product at ¥5,000 is offered at 5000 and charged unit_amount 5000 jpy, shown ¥5,000 on Stripe’s page', async () => {
    const s = await shop(5000, 'JPY');
    const offer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/ad-offer/?token=${encodeURIComponent(s.token)}`,
    });
    expect(offer.json().data.products[0]).toMatchObject({ priceCents: 5000, currency: 'JPY' });
    const receipt = await book(s, inDays(3));
    const session = fake.sessions.get(receipt.checkoutUrl.split('/').at(-1) ?? '');
    expect(session?.line_items_sent[0]).toMatchObject({ unit_amount: 5000, quantity: 1 });
    expect(session).toMatchObject({ amount_total: 5000, currency: 'jpy' });
    const page = await (await fetch(receipt.checkoutUrl)).text();
    expect(page).toContain('¥5,000');
  });

  it('a KWD product at KWD 1.250 is charged unit_amount 1250 kwd', async () => {
    const s = await shop(1250, 'KWD');
    const receipt = await book(s, inDays(4));
    const session = fake.sessions.get(receipt.checkoutUrl.split('/').at(-1) ?? '');
    expect(session).toMatchObject({ amount_total: 1250, currency: 'kwd' });
    expect(await (await fetch(receipt.checkoutUrl)).text()).toContain('KWD\u00a01.250');
  });
});

describe('a refund by any path', () => {
  it('staff cancelling a paid ad refunds it, withdraws the submission, and the status page says when, in the newsletter’s zone', async () => {
    // Auckland is UTC+13 in December: the refund's day there is the day after UTC's late evening.
    const s = await shop(15_000, 'USD', 'Pacific/Auckland');
    const receipt = await book(s, inDays(10));
    fake.pay(receipt.checkoutUrl.split('/').at(-1) ?? '');
    await fake.settled();
    const token = new URL(receipt.statusUrl).searchParams.get('token') ?? '';
    const statusUrl = `/api/v1/submission-status/?token=${encodeURIComponent(token)}`;
    const paidView = (await t.app.inject({ method: 'GET', url: statusUrl })).json().data;
    expect(paidView.payment).toMatchObject({ status: 'paid', amountCents: 15_000, currency: 'USD', refundedOn: null });
    const [submission] = await t.db
      .select()
      .from(portalSubmissions)
      .where(eq(portalSubmissions.trackingId, receipt.trackingId));
    const [payment] = await t.db
      .select()
      .from(adPayments)
      .where(eq(adPayments.submissionId, submission?.id ?? ''));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ad-bookings/${payment?.bookingId}/cancel/`,
      headers: s.staff,
      payload: { workspaceId: s.tenant.workspace.id },
    });
    expect(cancelled.json().meta.message).toBe('Booking cancelled and its payment refunded');
    const [after] = await t.db
      .select()
      .from(adPayments)
      .where(eq(adPayments.id, payment?.id ?? ''));
    const refundedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      after?.refundedAt ?? new Date(),
    );
    const view = (await t.app.inject({ method: 'GET', url: statusUrl })).json().data;
    expect(view.status).toBe('withdrawn');
    expect(view.canWithdraw).toBe(false);
    expect(view.payment).toEqual({
      status: 'refunded',
      amountCents: 15_000,
      currency: 'USD',
      paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      refundedOn,
    });
    expect(view.history.at(-1)).toMatchObject({
      from: 'pending',
      to: 'withdrawn',
      reason: 'The newsletter cancelled this booking.',
    });
  });
});
