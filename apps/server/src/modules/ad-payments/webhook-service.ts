import type { WorkspaceScope } from '../../authz/workspace-scope';
import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import type { Stripe } from '../../integrations/stripe/index';
import { findSubmission } from '../submissions/repository';
import { applyTransition, mailReceipt } from '../submissions/service';
import { refundAdPayment } from './refunds';
import {
  type AdPaymentRow,
  confirmHeldBooking,
  endBooking,
  lockPaymentBySession,
  recordStripeEvent,
  updatePayment,
} from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'mailer' | 'storage'>;

const STRIPE = { id: null, label: 'Payment (Stripe)' };
export const LATE_PAYMENT_REASON = 'The days you chose were no longer held when your payment arrived.';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

interface AfterCommit {
  scope: WorkspaceScope;
  payment: AdPaymentRow;
  next: 'receipt' | 'refund';
}

/** The Checkout events this product acts on; every other type is answered 200 and ignored. */
const HANDLED = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
];

/** Whether Stripe's session took exactly the booking's total, in its currency (Stripe's codes are lower case). */
export function paidAsBooked(session: Partial<Stripe.Checkout.Session>, payment: AdPaymentRow): boolean {
  return (
    session.amount_total === payment.amountCents &&
    typeof session.currency === 'string' &&
    session.currency.toUpperCase() === payment.currency.toUpperCase()
  );
}

/**
 * Applies one verified Stripe event exactly once (docs/decisions/0023): its id is recorded in the same transaction
 * as its effect, so a duplicate or replayed delivery changes nothing. A paid session (`completed` with
 * payment_status paid, or a delayed method's `async_payment_succeeded`) confirms the held booking and sends the ad
 * to the review queue, but only when it paid the booking's total in its currency; any other sum is a `mismatch`
 * that confirms nothing and is shown to staff. `expired` and `async_payment_failed` end the booking and free its
 * days. Mails and refunds follow the commit.
 */
export async function processStripeEvent(deps: Deps, event: Stripe.Event): Promise<EventOutcome> {
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  if (!HANDLED.includes(event.type)) return 'ignored';
  if (typeof session.id !== 'string') return 'ignored';
  const sessionId = session.id;
  const result = await deps.db.transaction(async (tx): Promise<EventOutcome | AfterCommit> => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return 'duplicate';
    const payment = await lockPaymentBySession(tx, sessionId);
    if (!payment) return 'ignored';
    const scope = await scopeFromTrustedJob(deps.db, payment.workspaceId);
    if (!scope) return 'ignored';
    if (event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed') {
      if (payment.status !== 'awaiting_payment') return 'ignored';
      await updatePayment(tx, scope, payment.id, { status: 'expired' });
      await endBooking(tx, scope, payment.bookingId, 'expired');
      if (payment.submissionId) {
        await applyTransition(tx, scope, payment.submissionId, {
          to: 'withdrawn',
          from: ['awaiting_payment'],
          reason:
            event.type === 'checkout.session.expired' ? 'The payment was not completed' : 'The bank payment failed',
          actor: STRIPE,
        });
      }
      return 'processed';
    }
    if (session.payment_status !== 'paid' || (payment.status !== 'awaiting_payment' && payment.status !== 'expired')) {
      return 'ignored';
    }
    const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : null;
    const reported = {
      paidAmountCents: typeof session.amount_total === 'number' ? session.amount_total : null,
      paidCurrency: typeof session.currency === 'string' ? session.currency.toUpperCase() : null,
    };
    if (!paidAsBooked(session, payment)) {
      // Not the booking's price: nothing is confirmed; staff see what arrived and decide (refund or charge).
      await updatePayment(tx, scope, payment.id, { status: 'mismatch', paymentIntentId, ...reported });
      return 'processed';
    }
    const paid = { status: 'paid', paymentIntentId, paidAt: new Date(), ...reported } as const;
    await updatePayment(tx, scope, payment.id, paid);
    // A payment that arrives after its hold was given up is refunded: its days may be someone else's now.
    if (!(await confirmHeldBooking(tx, scope, payment.bookingId))) {
      return { scope, payment: { ...payment, ...paid }, next: 'refund' };
    }
    if (payment.submissionId) {
      await applyTransition(tx, scope, payment.submissionId, {
        to: 'pending',
        from: ['awaiting_payment'],
        actor: STRIPE,
      });
    }
    return { scope, payment, next: 'receipt' };
  });
  if (typeof result === 'string') return result;
  if (result.next === 'refund') {
    // A failed refund is kept as owed on the payment and retried by its job; Stripe's event is still answered 200,
    // since a redelivery would be a duplicate and change nothing.
    await refundAdPayment(deps, result.scope, result.payment, LATE_PAYMENT_REASON);
  } else if (result.payment.submissionId) {
    await mailPaidReceipt(deps, result.scope, result.payment.submissionId);
  }
  return 'processed';
}

async function mailPaidReceipt(deps: Deps, scope: WorkspaceScope, submissionId: string) {
  const row = await findSubmission(deps.db, scope, submissionId);
  if (row) await mailReceipt(deps, scope, row);
}
