import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildBusinessCompany } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';
import { buildAdBooking, buildAdProduct, inDays } from './fixtures';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let admin: { authorization: string };
let otherAdmin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  admin = await authHeader(t.tokens, a.admin);
  otherAdmin = await authHeader(t.tokens, b.admin);
});
afterAll(async () => {
  await t.close();
});

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/ad-products/', headers, payload });

async function seatsOf(productId: string): Promise<number[]> {
  const result = await t.db.execute<{ seat: number }>(
    sql`select seat from ad_product_seats where product_id = ${productId} order by seat`,
  );
  return result.rows.map((r) => r.seat);
}

describe('POST /api/v1/ad-products/', () => {
  it('401 without a token', async () => {
    expect((await create({}, { workspaceId: a.workspace.id })).statusCode).toBe(401);
  });

  it('creates a product in the exact shape, currency upper-cased, with one seat per capacity', async () => {
    const res = await create(admin, {
      workspaceId: a.workspace.id,
      name: ' Presenting sponsor ',
      position: 'top',
      capacity: 1,
      priceCents: 25000,
      currency: 'usd',
      leadDays: 3,
      description: 'The first thing readers see.',
      active: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Ad product created' },
      data: {
        id: expect.any(String),
        workspaceId: a.workspace.id,
        name: 'Presenting sponsor',
        position: 'top',
        capacity: 1,
        priceCents: 25000,
        currency: 'USD',
        leadDays: 3,
        maxDaysPerOrder: 8,
        description: 'The first thing readers see.',
        active: true,
        archivedAt: null,
        createdAt: expect.any(String),
      },
    });
    expect(await seatsOf(res.json().data.id)).toEqual([1]);
  });

  it('400 naming the field for a bad position, capacity, price, currency or lead time', async () => {
    const base = { workspaceId: a.workspace.id, name: 'Spot', priceCents: 100, currency: 'USD' };
    expectInvalidField(await create(admin, { ...base, position: 'side' }), 'position');
    expectInvalidField(await create(admin, { ...base, capacity: 0 }), 'capacity');
    expectInvalidField(await create(admin, { ...base, capacity: 101 }), 'capacity');
    expectInvalidField(await create(admin, { ...base, priceCents: 12.5 }), 'priceCents');
    expectInvalidField(await create(admin, { ...base, priceCents: -1 }), 'priceCents');
    expectInvalidField(await create(admin, { ...base, currency: 'dollars' }), 'currency');
    expectInvalidField(await create(admin, { ...base, leadDays: 400 }), 'leadDays');
    expectInvalidField(await create(admin, { ...base, name: '' }), 'name');
  });

  it('400 naming the currency for a code that is not an ISO 4217 currency Stripe charges in', async () => {
    const base = { workspaceId: a.workspace.id, name: 'Spot', priceCents: 100 };
    const message = 'currency must be an ISO 4217 currency Stripe accepts, such as USD, EUR or JPY.';
    expectInvalidField(await create(admin, { ...base, currency: 'ZZZ' }), 'currency', message);
    expectInvalidField(await create(admin, { ...base, currency: 'ISK' }), 'currency', message);
  });

  it('stores a JPY price as typed (no minor unit) and a KWD price in fils, refusing fils Stripe cannot charge', async () => {
    const base = { workspaceId: a.workspace.id, name: 'Spot' };
    const yen = await create(admin, { ...base, priceCents: 5000, currency: 'jpy' });
    expect(yen.statusCode).toBe(201);
    expect(yen.json().data).toMatchObject({ priceCents: 5000, currency: 'JPY' });
    expect((await create(admin, { ...base, priceCents: 1250, currency: 'KWD' })).statusCode).toBe(201);
    expectInvalidField(await create(admin, { ...base, priceCents: 1255, currency: 'KWD' }), 'priceCents');
  });

  it("404 for another business's workspace", async () => {
    const res = await create(otherAdmin, { workspaceId: a.workspace.id, name: 'Spot', priceCents: 1, currency: 'USD' });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/ad-products/', () => {
  it('lists the workspace products by name; archived ones only on request', async () => {
    const ws = (await buildWorkspace(t.db, { businessId: a.business.id })).id;
    const headers = admin;
    const zed = await buildAdProduct(t.db, { workspaceId: ws, name: 'Zed classified', capacity: 6 });
    const alpha = await buildAdProduct(t.db, { workspaceId: ws, name: 'alpha spot' });
    await buildAdProduct(t.db, { workspaceId: ws, name: 'Gone', archivedAt: new Date() });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/ad-products/?workspaceId=${ws}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual([alpha.id, zed.id]);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-products/?workspaceId=${ws}&includeArchived=true`,
      headers,
    });
    expect(all.json().data).toHaveLength(3);
  });

  it('400 naming workspaceId', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ad-products/?workspaceId=nope', headers: admin });
    expectInvalidField(res, 'workspaceId');
  });
});

describe('PUT /api/v1/ad-products/{id}/', () => {
  const put = (headers: Record<string, string>, id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/ad-products/${id}/`, headers, payload });

  it('changes the given fields and follows the capacity with seats', async () => {
    const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id, capacity: 2 });
    const res = await put(admin, product.id, { workspaceId: a.workspace.id, capacity: 4, priceCents: 999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ capacity: 4, priceCents: 999, name: product.name });
    expect(await seatsOf(product.id)).toEqual([1, 2, 3, 4]);
    await put(admin, product.id, { workspaceId: a.workspace.id, capacity: 1 });
    expect(await seatsOf(product.id)).toEqual([1]);
  });

  it('409 naming capacity when lowering it would strand a booked seat', async () => {
    const { product } = await buildAdBooking(t.db, a.workspace.id);
    await put(admin, product.id, { workspaceId: a.workspace.id, capacity: 2 });
    // A second booking on the same day takes seat 2.
    const other = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ad-bookings/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, productId: product.id, businessCompanyId: other.id, dates: [inDays(14)] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const res = await put(admin, product.id, { workspaceId: a.workspace.id, capacity: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe(
      'Some issue days already have more seats booked than the new capacity. Cancel bookings first.',
    );
    expect(await seatsOf(product.id)).toEqual([1, 2]);
  });

  it('400 naming the field; 404 for another business', async () => {
    const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id });
    expectInvalidField(await put(admin, product.id, { workspaceId: a.workspace.id, currency: 'US' }), 'currency');
    expectInvalidField(await put(admin, product.id, { workspaceId: a.workspace.id, currency: 'ZZZ' }), 'currency');
    // The price alone is fine in euros; the currency alone makes it fils Stripe cannot charge, and nothing changes.
    await put(admin, product.id, { workspaceId: a.workspace.id, priceCents: 1255, currency: 'EUR' });
    expectInvalidField(await put(admin, product.id, { workspaceId: a.workspace.id, currency: 'KWD' }), 'priceCents');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-products/?workspaceId=${a.workspace.id}`,
      headers: admin,
    });
    expect(list.json().data.find((p: { id: string }) => p.id === product.id)).toMatchObject({ currency: 'EUR' });
    expect((await put(otherAdmin, product.id, { workspaceId: b.workspace.id, priceCents: 1 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/ad-products/{id}/', () => {
  const del = (id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/ad-products/${id}/?workspaceId=${a.workspace.id}`,
      headers: admin,
    });

  it('deletes a product without bookings', async () => {
    const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id });
    const res = await del(product.id);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Ad product deleted' },
      data: { id: product.id, archived: false },
    });
    expect((await del(product.id)).statusCode).toBe(404);
  });

  it('archives a product with bookings, which keep it', async () => {
    const { product, booking } = await buildAdBooking(t.db, a.workspace.id);
    const res = await del(product.id);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Ad product archived: it has bookings' },
      data: { id: product.id, archived: true },
    });
    const rows = await t.db.execute(sql`select status from ad_bookings where id = ${booking.id}`);
    expect(rows.rows).toEqual([{ status: 'confirmed' }]);
  });
});
