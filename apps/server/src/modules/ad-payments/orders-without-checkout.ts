import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { adPayments } from '../../db/schema/index';
import type { JobDefinition } from '../../deps';
import { applyTransition } from '../submissions/service';
import { endBooking, lockPayment, updatePayment } from './repository';

export const ORDERS_WITHOUT_CHECKOUT_QUEUE = 'ad-orders-without-checkout';
/** Orders handled per run: a backlog is worked off over the next runs instead of in one long job. */
const BATCH = 100;
/** Past the payment's own expiry, so an order whose Checkout call is still in flight is never touched. */
const GRACE_MS = 5 * 60_000;

/**
 * Ends paid ad orders whose Checkout Session was never opened (the process stopped between the order's commit and
 * the Stripe call, docs/decisions/0048): no `checkout.session.expired` event will ever come for them, so this does
 * what that event would: the payment expires, the booking ends and frees its days, the submission is withdrawn.
 * Answers how many orders it ended.
 */
export async function endOrdersWithoutCheckout(db: Db, now = new Date()): Promise<number> {
  const stale = await db
    .select({ id: adPayments.id, workspaceId: adPayments.workspaceId })
    .from(adPayments)
    .where(
      and(
        eq(adPayments.status, 'awaiting_payment'),
        isNull(adPayments.checkoutSessionId),
        lt(adPayments.expiresAt, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .orderBy(asc(adPayments.expiresAt))
    .limit(BATCH);
  let ended = 0;
  for (const { id, workspaceId } of stale) {
    const scope = await scopeFromTrustedJob(db, workspaceId);
    if (!scope) continue;
    const done = await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, scope, id);
      if (payment?.status !== 'awaiting_payment' || payment.checkoutSessionId) return false;
      await updatePayment(tx, scope, id, { status: 'expired' });
      await endBooking(tx, scope, payment.bookingId, 'expired');
      if (payment.submissionId) {
        await applyTransition(tx, scope, payment.submissionId, {
          to: 'withdrawn',
          from: ['awaiting_payment'],
          reason: 'The payment page could not be opened',
          actor: { id: null, label: 'Payment (Stripe)' },
        });
      }
      return true;
    });
    if (done) ended++;
  }
  return ended;
}

/** Every 5 minutes: an order without a Checkout Session holds its days no longer than its payment would have. */
export const ordersWithoutCheckoutJob: JobDefinition = {
  queue: ORDERS_WITHOUT_CHECKOUT_QUEUE,
  policy: 'singleton',
  retryLimit: 1,
  cron: '*/5 * * * *',
  expireInSeconds: 5 * 60,
  async handle(_data, deps) {
    await endOrdersWithoutCheckout(deps.db);
  },
};
