import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import { adPayments } from '../../db/schema/index';
import { closeCheckoutSession, stripeClient } from '../../integrations/stripe/index';
import { AppError } from '../../lib/errors';
import type { BookingPaymentDeps, BookingPaymentsPort } from '../ad-sales/booking-payments-port';
import { hasFreeSeat, unpaidHoldsOn } from '../ad-sales/booking-repository';
import { DaysFull, inTransaction, reserveIn, type SeatOutcome, type SeatRequest } from '../ad-sales/index';
import { applyTransition } from '../submissions/service';
import { refundCancelledBooking } from './refunds';
import { endBooking, findPaymentsOfBookings, lockPaymentOfBooking, updatePayment } from './repository';
import { mailTakenHold } from './taken-hold-mail';

const NEWSLETTER = { id: null, label: 'The newsletter' };

/**
 * After a staff cancel committed. A paid booking is refunded; a booking still waiting for its payment has its
 * payment ended and its Checkout Session expired at Stripe, so the advertiser can no longer pay for days that are
 * gone (a payment that slips in anyway finds the booking cancelled and is refunded by the webhook).
 */
async function afterCancel(deps: BookingPaymentDeps, scope: WorkspaceScope, bookingId: string) {
  const payment = await deps.db.transaction((tx) => lockPaymentOfBooking(tx, scope, bookingId));
  if (!payment) return 'none' as const;
  if (payment.status === 'paid') {
    const refunded = await refundCancelledBooking(deps, scope, bookingId);
    return refunded === 'none' ? ('none' as const) : refunded;
  }
  if (payment.status !== 'awaiting_payment') return 'none' as const;
  // The rows first, then Stripe: the `expired` event that the expiry sends finds the payment settled and changes
  // nothing, and a payment that completes in between finds the booking cancelled and is refunded.
  await deps.db.transaction(async (tx) => {
    const locked = await lockPaymentOfBooking(tx, scope, bookingId);
    if (locked?.status !== 'awaiting_payment') return;
    await updatePayment(tx, scope, locked.id, { status: 'expired' });
    if (locked.submissionId) {
      await applyTransition(tx, scope, locked.submissionId, {
        to: 'withdrawn',
        from: ['awaiting_payment'],
        reason: 'The newsletter cancelled this booking before it was paid',
        actor: NEWSLETTER,
      });
    }
  });
  const stripe = stripeClient(deps.config);
  if (stripe && payment.checkoutSessionId) await closeCheckoutSession(stripe, payment.checkoutSessionId);
  return 'closed' as const;
}

/**
 * A staff booking on days whose seats unpaid checkouts hold. Each such checkout is closed at Stripe before anything
 * changes here (one that was paid in the meantime keeps its days); then, in one transaction, those holds end and
 * the staff booking takes the seats. Each advertiser whose checkout was closed is told by mail after the commit.
 */
async function bookTakingUnpaidHolds(
  deps: BookingPaymentDeps,
  scope: WorkspaceScope,
  request: SeatRequest,
): Promise<SeatOutcome> {
  const dates = [...new Set(request.dates)].sort();
  const holds = await unpaidHoldsOn(deps.db, scope, request.productId, dates);
  // Only checkouts that stand in the way are closed: a hold on a day that still has a free seat is left alone.
  const fullDays = new Set<string>();
  for (const day of new Set(holds.map((h) => h.day))) {
    if (!(await hasFreeSeat(deps.db, request.productId, day))) fullDays.add(day);
  }
  const bookingIds = [...new Set(holds.filter((h) => fullDays.has(h.day)).map((h) => h.bookingId))];
  const payments =
    bookingIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(adPayments)
          .where(and(eq(adPayments.workspaceId, scope.workspaceId), inArray(adPayments.bookingId, bookingIds)));
  const stripe = stripeClient(deps.config);
  const closed: typeof payments = [];
  for (const payment of payments) {
    if (payment.status !== 'awaiting_payment') continue;
    if (payment.checkoutSessionId) {
      if (!stripe) throw new AppError(503, 'Stripe is not configured: the checkout cannot be closed');
      if ((await closeCheckoutSession(stripe, payment.checkoutSessionId)) === 'complete') continue;
    }
    closed.push(payment);
  }
  try {
    const outcome = await inTransaction(deps.db, async (tx) => {
      for (const payment of closed) {
        const locked = await lockPaymentOfBooking(tx, scope, payment.bookingId);
        if (locked?.status !== 'awaiting_payment') continue;
        await updatePayment(tx, scope, locked.id, { status: 'expired' });
        await endBooking(tx, scope, locked.bookingId, 'expired');
        if (locked.submissionId) {
          await applyTransition(tx, scope, locked.submissionId, {
            to: 'withdrawn',
            from: ['awaiting_payment'],
            reason: 'The newsletter needed these days before your payment arrived',
            actor: NEWSLETTER,
          });
        }
      }
      return reserveIn(tx, scope, request, { status: 'confirmed', source: 'staff', enforceLeadDays: false });
    });
    for (const payment of closed) await mailTakenHold(deps, scope, payment, holds);
    return outcome;
  } catch (err) {
    if (err instanceof DaysFull) return { ok: false, fullDates: err.fullDates };
    throw err;
  }
}

/** The money side of the staff booking routes, handed to them where the app is assembled (modules/index.ts). */
export const bookingPayments: BookingPaymentsPort = {
  afterCancel,
  bookTakingUnpaidHolds,
  paymentsOfBookings: findPaymentsOfBookings,
};
