import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInWords } from '../../src/modules/ad-sales/day-words';
import { confirmBooking, holdSeats, releaseBooking } from '../../src/modules/ad-sales/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';
import { buildAdProduct, inDays, publishEveryDay, trustedScope } from './fixtures';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let admin: { authorization: string };
let user: { authorization: string };
let otherAdmin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  await Promise.all([publishEveryDay(t.db, a.workspace.id), publishEveryDay(t.db, b.workspace.id)]);
  admin = await authHeader(t.tokens, a.admin);
  user = await authHeader(t.tokens, a.user);
  otherAdmin = await authHeader(t.tokens, b.admin);
});
afterAll(async () => {
  await t.close();
});

const book = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ad-bookings/', headers, payload });

async function fresh(capacity = 1) {
  const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id, capacity, priceCents: 12000 });
  const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: "Joe's Pizza" });
  return {
    product,
    company,
    base: { workspaceId: a.workspace.id, productId: product.id, businessCompanyId: company.id },
  };
}

describe('POST /api/v1/ad-bookings/', () => {
  it('401 without a token', async () => {
    expect((await book({}, {})).statusCode).toBe(401);
  });

  it('books one product on several days: 201 with id, status and the days in order', async () => {
    const { base } = await fresh();
    const res = await book(user, { ...base, dates: [inDays(9), inDays(7), inDays(7)] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Ad booked' },
      data: { id: expect.any(String), status: 'confirmed', dates: [inDays(7), inDays(9)] },
    });
    const [row] = (
      await t.db.execute<{ amount_cents: number; currency: string }>(
        sql`select amount_cents, currency from ad_bookings where id = ${res.json().data.id}`,
      )
    ).rows;
    expect(row).toEqual({ amount_cents: 24000, currency: 'USD' });
  });

  it('409 naming every full day, and nothing booked', async () => {
    const { base } = await fresh();
    expect((await book(admin, { ...base, dates: [inDays(10), inDays(12)] })).statusCode).toBe(201);
    const before = await t.db.execute(
      sql`select count(*)::int as n from ad_bookings where product_id = ${base.productId}`,
    );
    const res = await book(admin, { ...base, dates: [inDays(10), inDays(11), inDays(12)] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      meta: {
        code: 0,
        message: `${dayInWords(inDays(10))} and ${dayInWords(inDays(12))} are sold out. Nothing was booked.`,
      },
      data: { fullDates: [inDays(10), inDays(12)], heldDates: [] },
    });
    const after = await t.db.execute(
      sql`select count(*)::int as n from ad_bookings where product_id = ${base.productId}`,
    );
    expect(after.rows).toEqual(before.rows);
    // The free day alone still books.
    expect((await book(admin, { ...base, dates: [inDays(11)] })).statusCode).toBe(201);
  });

  it('fills a capacity-3 product seat by seat, then refuses the fourth', async () => {
    const { base } = await fresh(3);
    for (let i = 0; i < 3; i++) expect((await book(admin, { ...base, dates: [inDays(15)] })).statusCode).toBe(201);
    expect((await book(admin, { ...base, dates: [inDays(15)] })).json().data).toEqual({
      fullDates: [inDays(15)],
      heldDates: [],
    });
  });

  it('400 naming the field: no days, a bad day, a past day, a day without an issue', async () => {
    const { base } = await fresh();
    expectInvalidField(await book(admin, { ...base, dates: [] }), 'dates');
    expectInvalidField(await book(admin, { ...base, dates: ['2026-02-30'] }), 'dates');
    expectInvalidField(await book(admin, { ...base, productId: 'x', dates: [inDays(3)] }), 'productId');
    expectInvalidField(
      await book(admin, { ...base, dates: [inDays(-2)] }),
      'dates',
      `These days have passed: ${inDays(-2)}.`,
    );
    const quiet = await buildWorkspace(t.db, { businessId: a.business.id });
    const product = await buildAdProduct(t.db, { workspaceId: quiet.id });
    const company = await buildBusinessCompany(t.db, { workspaceId: quiet.id });
    await buildNewsletter(t.db, { workspaceId: quiet.id, issueDate: inDays(5) });
    const quietBase = { workspaceId: quiet.id, productId: product.id, businessCompanyId: company.id };
    expectInvalidField(
      await book(admin, { ...quietBase, dates: [inDays(4)] }),
      'dates',
      `No issue goes out on ${inDays(4)}.`,
    );
    // A day with a newsletter is an issue day even without publishing days.
    expect((await book(admin, { ...quietBase, dates: [inDays(5)] })).statusCode).toBe(201);
  });

  it("404 for another business's product, advertiser or ad, and for its workspace", async () => {
    const { base } = await fresh();
    const theirs = await buildBusinessCompany(t.db, { workspaceId: b.workspace.id });
    const theirProduct = await buildAdProduct(t.db, { workspaceId: b.workspace.id });
    const theirAd = await buildFeedItem(t.db, { workspaceId: b.workspace.id, feedType: 'ads' });
    const day = [inDays(20)];
    expect((await book(otherAdmin, { ...base, dates: day })).statusCode).toBe(404);
    expect((await book(admin, { ...base, productId: theirProduct.id, dates: day })).statusCode).toBe(404);
    expect((await book(admin, { ...base, businessCompanyId: theirs.id, dates: day })).statusCode).toBe(404);
    expect((await book(admin, { ...base, feedItemId: theirAd.id, dates: day })).statusCode).toBe(404);
    const ours = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'ads' });
    expect((await book(admin, { ...base, feedItemId: ours.id, dates: day })).statusCode).toBe(201);
  });
});

describe('GET /api/v1/ad-availability/', () => {
  it('per issue day: capacity, booked, held (unexpired only), free and price', async () => {
    const ws = await buildWorkspace(t.db, { businessId: a.business.id });
    await t.db.execute(sql`update workspaces set publishing_days = '{2,4}' where id = ${ws.id}`);
    const product = await buildAdProduct(t.db, { workspaceId: ws.id, capacity: 3, priceCents: 5000 });
    const company = await buildBusinessCompany(t.db, { workspaceId: ws.id });
    // The first Tuesday at least a week ahead, and an extra issue on the Saturday after it.
    let tuesday = inDays(7);
    for (let i = 8; new Date(`${tuesday}T00:00:00Z`).getUTCDay() !== 2; i++) tuesday = inDays(i);
    const day = (offset: number) =>
      new Date(Date.parse(`${tuesday}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    await buildNewsletter(t.db, { workspaceId: ws.id, issueDate: day(4) });
    const scope = await trustedScope(t.db, ws.id);
    const seat = { productId: product.id, businessCompanyId: company.id };
    await book(admin, { workspaceId: ws.id, ...seat, dates: [tuesday] });
    await holdSeats(t.db, scope, { ...seat, dates: [tuesday], holdExpiresAt: new Date(Date.now() + 30 * 60_000) });
    await holdSeats(t.db, scope, { ...seat, dates: [day(2)], holdExpiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-availability/?workspaceId=${ws.id}&from=${tuesday}&to=${day(6)}`,
      headers: admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const slot = (booked: number, held: number) => ({
      productId: product.id,
      capacity: 3,
      booked,
      held,
      free: 3 - booked - held,
      priceCents: 5000,
    });
    expect(res.json().data).toEqual([
      { date: tuesday, products: [slot(1, 1)] },
      { date: day(2), products: [slot(0, 0)] },
      { date: day(4), products: [slot(0, 0)] },
    ]);
  });

  it('400 naming the field for a bad or reversed range', async () => {
    const get = (query: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/ad-availability/?workspaceId=${a.workspace.id}&${query}`,
        headers: admin,
      });
    expectInvalidField(await get(`from=nope&to=${inDays(3)}`), 'from');
    expectInvalidField(await get(`from=${inDays(3)}&to=${inDays(1)}`), 'to');
    expectInvalidField(await get(`from=${inDays(1)}&to=${inDays(800)}`), 'to');
  });

  it("404 for another business's workspace", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-availability/?workspaceId=${a.workspace.id}&from=${inDays(1)}&to=${inDays(2)}`,
      headers: otherAdmin,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/ad-bookings/ and POST /api/v1/ad-bookings/{id}/cancel/', () => {
  it('lists bookings in the range with product, advertiser and days; cancel frees the seat', async () => {
    const { base, product } = await fresh();
    const created = (await book(admin, { ...base, dates: [inDays(30)] })).json().data;
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-bookings/?workspaceId=${a.workspace.id}&from=${inDays(30)}&to=${inDays(30)}&status=confirmed`,
      headers: user,
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.find((row: { id: string }) => row.id === created.id);
    expect(mine).toEqual({
      id: created.id,
      workspaceId: a.workspace.id,
      productId: product.id,
      productName: product.name,
      position: 'any',
      businessCompanyId: base.businessCompanyId,
      businessCompanyName: "Joe's Pizza",
      feedItemId: null,
      status: 'confirmed',
      source: 'staff',
      dates: [inDays(30)],
      holdExpiresAt: null,
      amountCents: 12000,
      currency: 'USD',
      createdAt: expect.any(String),
      cancelledAt: null,
      payment: null,
    });
    const cancel = (headers: Record<string, string>, workspaceId = a.workspace.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/ad-bookings/${created.id}/cancel/`,
        headers,
        payload: { workspaceId },
      });
    expect((await cancel(otherAdmin, b.workspace.id)).statusCode).toBe(404);
    const res = await cancel(user);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    expect((await cancel(user)).json().meta.message).toBe('This booking is already cancelled');
    // The day is free again.
    expect((await book(admin, { ...base, dates: [inDays(30)] })).statusCode).toBe(201);
  });

  it('400 naming status for an unknown status; 401 without a token', async () => {
    const url = `/api/v1/ad-bookings/?workspaceId=${a.workspace.id}&from=${inDays(1)}&to=${inDays(2)}`;
    expectInvalidField(await t.app.inject({ method: 'GET', url: `${url}&status=sold`, headers: admin }), 'status');
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/ad-bookings/{id}/creative/', () => {
  const setCreative = (headers: Record<string, string>, id: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/ad-bookings/${id}/creative/`, headers, payload });

  it('gives a booking made without an ad its creative, changes it, and takes it off', async () => {
    const { base } = await fresh();
    const created = (await book(admin, { ...base, dates: [inDays(40)] })).json().data;
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'ads' });
    const res = await setCreative(user, created.id, { workspaceId: a.workspace.id, feedItemId: item.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Ad set for this booking');
    expect(res.json().data).toMatchObject({ id: created.id, feedItemId: item.id, status: 'confirmed' });
    const off = await setCreative(user, created.id, { workspaceId: a.workspace.id, feedItemId: null });
    expect(off.json()).toMatchObject({ meta: { message: 'Ad taken off this booking' }, data: { feedItemId: null } });
  });

  it('400 naming feedItemId; 401 without a token; 404 for an item that is not an ad or not this business’s', async () => {
    const { base } = await fresh();
    const created = (await book(admin, { ...base, dates: [inDays(41)] })).json().data;
    const body = { workspaceId: a.workspace.id };
    expectInvalidField(await setCreative(admin, created.id, { ...body, feedItemId: 'nope' }), 'feedItemId');
    expectInvalidField(await setCreative(admin, created.id, body), 'feedItemId');
    const noToken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ad-bookings/${created.id}/creative/`,
      payload: { ...body, feedItemId: null },
    });
    expect(noToken.statusCode).toBe(401);
    const article = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'rss' });
    const foreignAd = await buildFeedItem(t.db, { workspaceId: b.workspace.id, feedType: 'ads' });
    for (const feedItemId of [article.id, foreignAd.id]) {
      const res = await setCreative(admin, created.id, { ...body, feedItemId });
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.message).toBe('Ad not found');
    }
  });

  it('409 once the booking is placed or cancelled: the ad then changes in the issue, or not at all', async () => {
    const { base } = await fresh();
    const created = (await book(admin, { ...base, dates: [inDays(42)] })).json().data;
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'ads' });
    const body = { workspaceId: a.workspace.id, feedItemId: item.id };
    await t.db.execute(sql`update ad_bookings set status = 'placed' where id = ${created.id}`);
    const placed = await setCreative(admin, created.id, body);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().meta.message).toBe(
      'This ad is already placed in its issue: change the ad block there, or remove it from the issue first',
    );
    await t.db.execute(sql`update ad_bookings set status = 'cancelled' where id = ${created.id}`);
    expect((await setCreative(admin, created.id, body)).json().meta.message).toBe(
      'The ad of a cancelled booking cannot be changed',
    );
  });
});

describe('the booking core for the paid flow', () => {
  it('holds, confirms, and releases; a lapsed hold is re-seated when free, refused when taken', async () => {
    const { base } = await fresh();
    const scope = await trustedScope(t.db, a.workspace.id);
    const seat = { productId: base.productId, businessCompanyId: base.businessCompanyId };
    const held = await holdSeats(t.db, scope, {
      ...seat,
      dates: [inDays(40)],
      holdExpiresAt: new Date(Date.now() + 60_000),
      stripeCheckoutSessionId: 'cs_test_1',
    });
    if (!held.ok) throw new Error('hold refused');
    expect(held.booking.status).toBe('held');
    // Holding blocks others while it lasts.
    expect((await book(admin, { ...base, dates: [inDays(40)] })).statusCode).toBe(409);
    const confirmed = await confirmBooking(t.db, scope, held.booking.id);
    expect(confirmed.ok && confirmed.booking.status).toBe('confirmed');
    const released = await releaseBooking(t.db, scope, held.booking.id, 'refunded');
    expect(released.status).toBe('refunded');
    expect((await book(admin, { ...base, dates: [inDays(40)] })).statusCode).toBe(201);

    // A hold that lapsed and whose day someone else took: confirming names the day, the booking stays expired.
    const lapsed = await holdSeats(t.db, scope, {
      ...seat,
      dates: [inDays(41)],
      holdExpiresAt: new Date(Date.now() - 1),
    });
    if (!lapsed.ok) throw new Error('hold refused');
    expect((await book(admin, { ...base, dates: [inDays(41)] })).statusCode).toBe(201);
    expect(await confirmBooking(t.db, scope, lapsed.booking.id)).toEqual({ ok: false, fullDates: [inDays(41)] });

    // A lapsed hold on a day nobody took is confirmed.
    const late = await holdSeats(t.db, scope, {
      ...seat,
      dates: [inDays(42)],
      holdExpiresAt: new Date(Date.now() - 1),
    });
    if (!late.ok) throw new Error('hold refused');
    await releaseBooking(t.db, scope, late.booking.id, 'expired');
    const revived = await confirmBooking(t.db, scope, late.booking.id);
    expect(revived.ok && revived.booking.status).toBe('confirmed');
  });
});
