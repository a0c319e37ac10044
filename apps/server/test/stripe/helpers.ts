import { eq } from 'drizzle-orm';
import { type FakeStripe, startFakeStripe } from '../../fakes/stripe';
import {
  adBookingDays,
  adBookings,
  adPayments,
  adProductSeats,
  adProducts,
  portalSubmissionEvents,
  portalSubmissions,
  stripeEvents,
} from '../../src/db/schema/index';
import { createCheckoutSession, stripeClient } from '../../src/integrations/stripe/index';
import { newTrackingId } from '../../src/modules/submissions/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem } from '../helpers/factories-content';

/** The app listening on loopback (Stripe posts to it over HTTP) and the fake Stripe delivering to it. */
export async function startPaymentsApp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; fake: FakeStripe; close(): Promise<void> }> {
  const fake = await startFakeStripe({ retryDelaysMs: [], sweepMs: 0 });
  const t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...env, ...fake.env } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(`${address}/api/v1/stripe/webhook/`);
  return {
    t,
    fake,
    async close() {
      await fake.close();
      await t.close();
    },
  };
}

export interface PaidAdFixture {
  tenant: Tenant;
  bookingId: string;
  paymentId: string;
  submissionId: string;
  sessionId: string;
  productId: string;
  day: string;
}

/**
 * A self-serve ad as the public form leaves it: a held booking of one seat on one day, its submission waiting for
 * payment, the payment row and an open Checkout Session at the fake.
 */
export async function buildAwaitingPayment(t: TestApp, tenant?: Tenant): Promise<PaidAdFixture> {
  const owner = tenant ?? (await buildTenant(t.db));
  const workspaceId = owner.workspace.id;
  const company = await buildBusinessCompany(t.db, { workspaceId, name: "Joe's Pizza" });
  const [product] = await t.db
    .insert(adProducts)
    .values({
      workspaceId,
      name: 'Presenting sponsor',
      position: 'top',
      capacity: 1,
      priceCents: 12_500,
      currency: 'EUR',
    })
    .returning();
  if (!product) throw new Error('product not created');
  await t.db.insert(adProductSeats).values({ productId: product.id, seat: 1 });
  // A day inside the publisher window (today − 1 year … today + 2 years) that the API accepts.
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const holdUntil = new Date(Date.now() + 40 * 60_000);
  const [booking] = await t.db
    .insert(adBookings)
    .values({
      workspaceId,
      productId: product.id,
      businessCompanyId: company.id,
      status: 'held',
      source: 'self_serve',
      holdExpiresAt: holdUntil,
      amountCents: 12_500,
      currency: 'EUR',
    })
    .returning();
  if (!booking) throw new Error('booking not created');
  await t.db.insert(adBookingDays).values({ bookingId: booking.id, workspaceId, productId: product.id, day, seat: 1 });
  const item = await buildFeedItem(t.db, { workspaceId, feedType: 'ads', feedStatus: 'pending', title: 'Pizza night' });
  const [submission] = await t.db
    .insert(portalSubmissions)
    .values({
      workspaceId,
      itemId: item.id,
      trackingId: newTrackingId(),
      origin: 'ads',
      status: 'awaiting_payment',
      submitterName: 'Joe',
      submitterEmail: 'joe@pizza.example',
    })
    .returning();
  if (!submission) throw new Error('submission not created');
  await t.db.insert(portalSubmissionEvents).values({
    workspaceId,
    submissionId: submission.id,
    toStatus: 'awaiting_payment',
    actorLabel: 'Joe (submitter)',
  });
  const stripe = stripeClient(t.config);
  if (!stripe) throw new Error('payments are off');
  const session = await createCheckoutSession(stripe, {
    reference: booking.id,
    workspaceId,
    productName: 'Presenting sponsor',
    description: day,
    unitAmount: 12_500,
    quantity: 1,
    currency: 'EUR',
    successUrl: 'http://localhost:3000/ad/paid',
    cancelUrl: 'http://localhost:3000/ad',
    expiresAt: Math.floor(Date.now() / 1000) + 31 * 60,
  });
  await t.db.update(adBookings).set({ stripeCheckoutSessionId: session.id }).where(eq(adBookings.id, booking.id));
  const [payment] = await t.db
    .insert(adPayments)
    .values({
      workspaceId,
      bookingId: booking.id,
      submissionId: submission.id,
      checkoutSessionId: session.id,
      amountCents: 12_500,
      currency: 'EUR',
      advertiserEmail: 'joe@pizza.example',
      expiresAt: new Date(session.expiresAt * 1000),
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  return {
    tenant: owner,
    bookingId: booking.id,
    paymentId: payment.id,
    submissionId: submission.id,
    sessionId: session.id,
    productId: product.id,
    day,
  };
}

/** Everything a Stripe event may change, to compare before and after. */
export async function paymentState(t: TestApp, f: PaidAdFixture) {
  const [booking] = await t.db.select().from(adBookings).where(eq(adBookings.id, f.bookingId));
  const days = await t.db.select().from(adBookingDays).where(eq(adBookingDays.bookingId, f.bookingId));
  const [payment] = await t.db.select().from(adPayments).where(eq(adPayments.id, f.paymentId));
  const [submission] = await t.db.select().from(portalSubmissions).where(eq(portalSubmissions.id, f.submissionId));
  const history = await t.db
    .select({ to: portalSubmissionEvents.toStatus })
    .from(portalSubmissionEvents)
    .where(eq(portalSubmissionEvents.submissionId, f.submissionId));
  return {
    booking: booking?.status,
    seats: days.map((d) => d.seat),
    payment: payment?.status,
    paymentIntent: payment?.paymentIntentId ?? null,
    refundId: payment?.refundId ?? null,
    submission: submission?.status,
    history: history.map((h) => h.to),
  };
}

export async function processedEventIds(t: TestApp): Promise<string[]> {
  return (await t.db.select({ id: stripeEvents.id }).from(stripeEvents)).map((r) => r.id);
}
