import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../fakes/stripe';
import {
  adBookingDays,
  adBookings,
  adPayments,
  adProductSeats,
  adProducts,
  businessCompanies,
  feedItems,
  portalSubmissions,
  workspaces,
} from '../../src/db/schema/index';
import { dayInWords } from '../../src/modules/ad-payments/line-item';
import { endOrdersWithoutCheckout } from '../../src/modules/ad-payments/orders-without-checkout';
import { addDays, todayIn } from '../../src/modules/ad-sales/availability';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { buildBusinessCompany } from '../helpers/factories-content';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { adFields, buildPortalLink, PORTAL_TEST_ENV, spamFields, submit } from '../portals/helpers';
import { startPaymentsApp } from './helpers';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp(PORTAL_TEST_ENV));
});
afterAll(() => close());

/** "Harbor Weekly", publishing every day, with an exclusive paid product and an ads link naming no advertiser. */
async function shop(product: Partial<typeof adProducts.$inferInsert> = {}) {
  const tenant = await buildTenant(t.db);
  await t.db
    .update(workspaces)
    .set({ publishingDays: [1, 2, 3, 4, 5, 6, 7], name: 'Harbor Weekly', brandName: 'Harbor Weekly' })
    .where(eq(workspaces.id, tenant.workspace.id));
  const [row] = await t.db
    .insert(adProducts)
    .values({
      workspaceId: tenant.workspace.id,
      name: 'Presenting sponsor',
      position: 'top',
      capacity: 1,
      priceCents: 12_500,
      currency: 'EUR',
      ...product,
    })
    .returning();
  if (!row) throw new Error('no product');
  await t.db.insert(adProductSeats).values({ productId: row.id, seat: 1 });
  const { link, token } = await buildPortalLink(t, { workspaceId: tenant.workspace.id, kind: 'ads' });
  return { tenant, product: row, link, token, workspaceId: tenant.workspace.id };
}
type Shop = Awaited<ReturnType<typeof shop>>;

const inDays = (n: number) => addDays(todayIn('UTC'), n);
const sessionOf = (receipt: { checkoutUrl: string }) => receipt.checkoutUrl.split('/').at(-1) ?? '';

async function book(s: Shop, dates: string[], extra: Record<string, string> = {}) {
  return submit(t, '/feeds-ads-public/', s.token, {
    ...adFields,
    submitterEmail: 'joe@pizza.example',
    productId: s.product.id,
    dates: dates.join(','),
    adStartsAt: `${dates[0]}T00:00:00Z`,
    ...(await spamFields(t, s.token, s.link.id)),
    ...extra,
  });
}

async function stored(workspaceId: string) {
  const count = async (table: typeof portalSubmissions | typeof adBookings | typeof businessCompanies) =>
    (await t.db.select({ id: table.id }).from(table).where(eq(table.workspaceId, workspaceId))).length;
  return {
    submissions: await count(portalSubmissions),
    bookings: await count(adBookings),
    advertisers: await count(businessCompanies),
  };
}

async function bookingOfTracking(trackingId: string) {
  const [submission] = await t.db.select().from(portalSubmissions).where(eq(portalSubmissions.trackingId, trackingId));
  const [payment] = await t.db
    .select()
    .from(adPayments)
    .where(eq(adPayments.submissionId, submission?.id ?? ''));
  const [booking] = await t.db
    .select()
    .from(adBookings)
    .where(eq(adBookings.id, payment?.bookingId ?? ''));
  return { submission, payment, booking };
}

describe('bookPaidAd: one order, one transaction', () => {
  it('a payment row that cannot be stored leaves no submission, no hold and no advertiser', async () => {
    const s = await shop();
    // The database refuses this one payment row, as a constraint or a lost connection would.
    await t.db.execute(sql`
      create or replace function refuse_test_payment() returns trigger language plpgsql as $$
      begin
        if new.advertiser_email = 'broken@pizza.example' then raise exception 'payment refused'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`drop trigger if exists refuse_test_payment on ad_payments`);
    await t.db.execute(
      sql`create trigger refuse_test_payment before insert on ad_payments for each row execute function refuse_test_payment()`,
    );
    try {
      const res = await book(s, [inDays(3)], { submitterEmail: 'broken@pizza.example' });
      expect(res.statusCode).toBe(500);
      expect(await stored(s.workspaceId)).toEqual({ submissions: 0, bookings: 0, advertisers: 0 });
      expect(
        fake.sessions.size === 0 ||
          [...fake.sessions.values()].every((x) => x.metadata?.workspace_id !== s.workspaceId),
      ).toBe(true);
      // The day is still for sale.
      expect((await book(s, [inDays(3)])).statusCode).toBe(201);
    } finally {
      await t.db.execute(sql`drop trigger if exists refuse_test_payment on ad_payments`);
    }
  });

  it('an order whose Checkout was never opened (the process stopped after the commit) is ended by the sweep', async () => {
    const s = await shop();
    const receipt = (await book(s, [inDays(12)])).json().data;
    const { payment } = await bookingOfTracking(receipt.trackingId);
    // As the rows look when the process stopped between the commit and the Stripe call.
    await t.db
      .update(adPayments)
      .set({ checkoutSessionId: null })
      .where(eq(adPayments.id, payment?.id ?? ''));
    const inTime = new Date((payment?.expiresAt?.getTime() ?? 0) + 60_000);
    expect(await endOrdersWithoutCheckout(t.db, inTime)).toBe(0);
    const late = new Date((payment?.expiresAt?.getTime() ?? 0) + 6 * 60_000);
    expect(await endOrdersWithoutCheckout(t.db, late)).toBe(1);
    const state = await bookingOfTracking(receipt.trackingId);
    expect(state.payment?.status).toBe('expired');
    expect(state.booking?.status).toBe('expired');
    expect(state.submission?.status).toBe('withdrawn');
    const days = await t.db
      .select()
      .from(adBookingDays)
      .where(eq(adBookingDays.bookingId, state.booking?.id ?? ''));
    expect(days.map((d) => d.seat)).toEqual([null]);
    expect(await endOrdersWithoutCheckout(t.db, late)).toBe(0);
  });

  it('names the newsletter, the product and the days in words on the Checkout line item', async () => {
    const s = await shop();
    const days = [inDays(5), inDays(4)];
    const res = await book(s, days);
    expect(res.statusCode, res.body).toBe(201);
    const session = fake.sessions.get(sessionOf(res.json().data));
    expect(session?.line_items_sent).toEqual([
      {
        name: `Harbor Weekly · Presenting sponsor · ${dayInWords(inDays(4))}, ${dayInWords(inDays(5))}`,
        description: null,
        unit_amount: 12_500,
        quantity: 2,
      },
    ]);
  });
});

describe('what one unpaid order may hold', () => {
  it('refuses more days than the product allows one order (8 by default), storing nothing', async () => {
    const s = await shop();
    expect(s.product.maxDaysPerOrder).toBe(8);
    const nine = Array.from({ length: 9 }, (_, i) => inDays(i + 1));
    const res = await book(s, nine);
    expectInvalidField(res, 'dates', 'One order can book at most 8 days of Presenting sponsor; 9 were chosen.');
    expect(await stored(s.workspaceId)).toEqual({ submissions: 0, bookings: 0, advertisers: 0 });
    expect((await book(s, nine.slice(0, 8))).statusCode).toBe(201);
  });

  it('the cap is a product setting staff change: 400 naming the field out of range, then the new cap holds', async () => {
    const s = await shop();
    const put = (maxDaysPerOrder: unknown) =>
      as(t, s.tenant.admin, {
        method: 'PUT',
        url: `/api/v1/ad-products/${s.product.id}/`,
        payload: { workspaceId: s.workspaceId, maxDaysPerOrder },
      });
    expectInvalidField(await put(0), 'maxDaysPerOrder', 'maxDaysPerOrder must be at least 1.');
    expectInvalidField(await put(57), 'maxDaysPerOrder', 'maxDaysPerOrder must be at most 56.');
    const saved = await put(2);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.maxDaysPerOrder).toBe(2);
    expectInvalidField(
      await book(s, [inDays(1), inDays(2), inDays(3)]),
      'dates',
      'One order can book at most 2 days of Presenting sponsor; 3 were chosen.',
    );
    expect((await book(s, [inDays(1), inDays(2)])).statusCode).toBe(201);
  });

  it('refuses a day past the 8 weeks the public page offers (12 weeks ahead opened a Checkout)', async () => {
    const s = await shop();
    const res = await book(s, [inDays(84)]);
    expectInvalidField(res, 'dates', `Ads can be booked up to 8 weeks ahead: ${inDays(84)} is too far.`);
    expect(await stored(s.workspaceId)).toEqual({ submissions: 0, bookings: 0, advertisers: 0 });
    expect((await book(s, [inDays(55)])).statusCode).toBe(201);
  });

  it('staff take a day held only by an unpaid checkout: the hold ends, its session expires, the advertiser is told', async () => {
    const s = await shop();
    const day = inDays(6);
    const receipt = (await book(s, [day])).json().data;
    const staffCompany = await buildBusinessCompany(t.db, { workspaceId: s.workspaceId, name: 'Harbor Coffee' });
    const staffBooking = (takeUnpaidHolds?: boolean) =>
      as(t, s.tenant.user, {
        method: 'POST',
        url: '/api/v1/ad-bookings/',
        payload: {
          workspaceId: s.workspaceId,
          productId: s.product.id,
          dates: [day],
          businessCompanyId: staffCompany.id,
          ...(takeUnpaidHolds === undefined ? {} : { takeUnpaidHolds }),
        },
      });
    const bad = await as(t, s.tenant.user, {
      method: 'POST',
      url: '/api/v1/ad-bookings/',
      payload: {
        workspaceId: s.workspaceId,
        productId: s.product.id,
        dates: [day],
        businessCompanyId: staffCompany.id,
        takeUnpaidHolds: 'yes',
      },
    });
    expectInvalidField(bad, 'takeUnpaidHolds', 'takeUnpaidHolds must be true or false.');
    const refused = await staffBooking();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toEqual({ fullDates: [day], heldDates: [day] });

    const taken = await staffBooking(true);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data).toMatchObject({ status: 'confirmed', dates: [day] });
    expect(fake.sessions.get(sessionOf(receipt))?.status).toBe('expired');
    const state = await bookingOfTracking(receipt.trackingId);
    expect(state.booking?.status).toBe('expired');
    expect(state.payment?.status).toBe('expired');
    expect(state.submission?.status).toBe('withdrawn');
    const mail = await t.lastMailTo('joe@pizza.example');
    expect(mail?.subject).toBe('Your ad booking with Harbor Weekly was not completed');
    expect(mail?.text).toContain(`Harbor Weekly needed ${dayInWords(day)} before your payment arrived`);
    expect(mail?.text).toContain('nothing was charged');
    await fake.settled();
    // The expired event Stripe sends afterwards changes nothing.
    expect((await bookingOfTracking(receipt.trackingId)).booking?.status).toBe('expired');
  });

  it('cancelling a held booking expires its Checkout Session, so it can no longer be paid', async () => {
    const s = await shop();
    const receipt = (await book(s, [inDays(8)])).json().data;
    const { booking } = await bookingOfTracking(receipt.trackingId);
    const res = await as(t, s.tenant.user, {
      method: 'POST',
      url: `/api/v1/ad-bookings/${booking?.id}/cancel/`,
      payload: { workspaceId: s.workspaceId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Booking cancelled and its payment page closed');
    expect(fake.sessions.get(sessionOf(receipt))?.status).toBe('expired');
    expect(() => fake.pay(sessionOf(receipt))).toThrow(/can be expired/);
    const state = await bookingOfTracking(receipt.trackingId);
    expect(state.booking?.status).toBe('cancelled');
    expect(state.payment?.status).toBe('expired');
    expect(state.submission?.status).toBe('withdrawn');
  });
});

describe('advertisers from the public form', () => {
  it('never joins an existing advertiser by name: "harbor COFFEE" is a new advertiser marked as from the form', async () => {
    const s = await shop();
    const staffs = await buildBusinessCompany(t.db, { workspaceId: s.workspaceId, name: 'Harbor Coffee' });
    const res = await book(s, [inDays(2)], { businessName: 'harbor COFFEE' });
    expect(res.statusCode, res.body).toBe(201);
    const { booking, submission } = await bookingOfTracking(res.json().data.trackingId);
    expect(booking?.businessCompanyId).not.toBe(staffs.id);
    const [added] = await t.db
      .select()
      .from(businessCompanies)
      .where(eq(businessCompanies.id, booking?.businessCompanyId ?? ''));
    expect(added).toMatchObject({ name: 'harbor COFFEE', fromPublicForm: true });
    const [item] = await t.db
      .select()
      .from(feedItems)
      .where(eq(feedItems.id, submission?.itemId ?? ''));
    expect(item?.businessCompanyId).toBe(added?.id);
  });

  it('20 forms racing for one exclusive day: 1 booked, 19 refused, and only the winner left an advertiser', async () => {
    const s = await shop();
    const day = inDays(10);
    const fields = await Promise.all(Array.from({ length: 20 }, () => spamFields(t, s.token, s.link.id)));
    const answers = await Promise.all(
      fields.map((spam, i) =>
        submit(t, '/feeds-ads-public/', s.token, {
          ...adFields,
          businessName: `Racer ${i}`,
          submitterEmail: `racer${i}@example.com`,
          productId: s.product.id,
          dates: day,
          adStartsAt: `${day}T00:00:00Z`,
          ...spam,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    expect(await stored(s.workspaceId)).toEqual({ submissions: 1, bookings: 1, advertisers: 1 });
  });

  it('staff merge a form advertiser into theirs: its bookings and ads move, and it is gone', async () => {
    const s = await shop();
    const staffs = await buildBusinessCompany(t.db, { workspaceId: s.workspaceId, name: 'Harbor Coffee' });
    const res = await book(s, [inDays(2)], { businessName: 'harbor COFFEE' });
    const { booking, submission } = await bookingOfTracking(res.json().data.trackingId);
    const merged = booking?.businessCompanyId ?? '';
    const merge = (intoId: string, workspaceId = s.workspaceId) =>
      as(t, s.tenant.admin, {
        method: 'POST',
        url: `/api/v1/business-companies/${merged}/merge/`,
        payload: { workspaceId, intoId },
      });
    expectInvalidField(await merge(merged), 'intoId', 'intoId must be another advertiser.');
    const done = await merge(staffs.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      meta: { message: 'Merged into Harbor Coffee' },
      data: { id: staffs.id, name: 'Harbor Coffee', fromPublicForm: false, adCount: 1 },
    });
    const [moved] = await t.db
      .select()
      .from(adBookings)
      .where(eq(adBookings.id, booking?.id ?? ''));
    expect(moved?.businessCompanyId).toBe(staffs.id);
    const [item] = await t.db
      .select()
      .from(feedItems)
      .where(eq(feedItems.id, submission?.itemId ?? ''));
    expect(item?.businessCompanyId).toBe(staffs.id);
    const gone = await t.db
      .select()
      .from(businessCompanies)
      .where(and(eq(businessCompanies.id, merged)));
    expect(gone).toEqual([]);
    const days = await t.db
      .select()
      .from(adBookingDays)
      .where(eq(adBookingDays.bookingId, booking?.id ?? ''));
    expect(days.map((d) => d.seat)).toEqual([1]);
  });
});
