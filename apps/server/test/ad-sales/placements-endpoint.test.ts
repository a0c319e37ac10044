import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBookings } from '../../src/db/schema/index';
import { bookSeats } from '../../src/modules/ad-sales/booking-service';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';
import { buildAdProduct, inDays, publishEveryDay, trustedScope } from './fixtures';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let user: { authorization: string };
let otherAdmin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  await publishEveryDay(t.db, a.workspace.id);
  user = await authHeader(t.tokens, a.user);
  otherAdmin = await authHeader(t.tokens, b.admin);
});
afterAll(async () => {
  await t.close();
});

const get = (headers: Record<string, string>, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/ad-placements/?${query}`, headers });

async function book(day: string, advertiser: string, withCreative: boolean) {
  const workspaceId = a.workspace.id;
  const product = await buildAdProduct(t.db, { workspaceId, name: 'Presenting sponsor', position: 'top' });
  const company = await buildBusinessCompany(t.db, { workspaceId, name: advertiser });
  const item = withCreative
    ? await buildFeedItem(t.db, { workspaceId, feedType: 'ads', title: `${advertiser} ad` })
    : undefined;
  const outcome = await bookSeats(t.db, await trustedScope(t.db, workspaceId), {
    productId: product.id,
    dates: [day],
    businessCompanyId: company.id,
    feedItemId: item?.id ?? null,
  });
  if (!outcome.ok) throw new Error('booking refused');
  return { booking: outcome.booking, product, company, item };
}

describe('GET /api/v1/ad-placements/', () => {
  it('401 without a token', async () => {
    expect((await get({}, `workspaceId=${a.workspace.id}&date=${inDays(3)}`)).statusCode).toBe(401);
  });

  it('400 naming the field for a bad date', async () => {
    const res = await get(user, `workspaceId=${a.workspace.id}&date=tomorrow`);
    expectInvalidField(res, 'date');
  });

  it("404 for another business's workspace, with nothing of it in the answer", async () => {
    const day = inDays(4);
    const { company } = await book(day, 'Hidden Bakery', true);
    const res = await get(otherAdmin, `workspaceId=${a.workspace.id}&date=${day}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(company.name);
  });

  it("answers the day's sold bookings with their creative, leaving out ended bookings and other days", async () => {
    const day = inDays(5);
    const joe = await book(day, "Joe's Pizza", true);
    const ann = await book(day, "Ann's Books", false);
    const gone = await book(day, 'Gone Ltd', true);
    await t.db.update(adBookings).set({ status: 'cancelled' }).where(eq(adBookings.id, gone.booking.id));
    await book(inDays(6), 'Next Day Co', true);
    const res = await get(user, `workspaceId=${a.workspace.id}&date=${day}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Record<string, unknown>[];
    expect(data.map((row) => row.businessCompanyName)).toEqual(["Joe's Pizza", "Ann's Books"]);
    expect(data[0]).toEqual({
      id: joe.booking.id,
      workspaceId: a.workspace.id,
      productId: joe.product.id,
      productName: 'Presenting sponsor',
      position: 'top',
      businessCompanyId: joe.company.id,
      businessCompanyName: "Joe's Pizza",
      feedItemId: joe.item?.id,
      status: 'confirmed',
      source: 'staff',
      dates: [day],
      holdExpiresAt: null,
      amountCents: 15000,
      currency: 'USD',
      createdAt: expect.any(String),
      cancelledAt: null,
      payment: null,
      creative: expect.objectContaining({ id: joe.item?.id, feedType: 'ads', title: "Joe's Pizza ad" }),
    });
    expect(data[1]).toMatchObject({ id: ann.booking.id, feedItemId: null, creative: null });
  });
});
