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

/**
 * Applies one verified Stripe event exactly once (docs/decisions/0023): its id is recorded in the same transaction
 * as its effect, so a duplicate or replayed delivery changes nothing. `completed` confirms the held booking and
 * sends the ad to the review queue; `expired` ends the booking and frees its days. Mails and refunds follow the
 * commit.
 */
export async function processStripeEvent(deps: Deps, event: Stripe.Event): Promise<EventOutcome> {
  const session = event.data.object as Partial<Stripe.Checkout.Session>;
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.expired') return 'ignored';
  if (typeof session.id !== 'string') return 'ignored';
  const sessionId = session.id;
  const result = await deps.db.transaction(async (tx): Promise<EventOutcome | AfterCommit> => {
    if (!(await recordStripeEvent(tx, event.id, event.type))) return 'duplicate';
    const payment = await lockPaymentBySession(tx, sessionId);
    if (!payment) return 'ignored';
    const scope = await scopeFromTrustedJob(deps.db, payment.workspaceId);
    if (!scope) return 'ignored';
    if (event.type === 'checkout.session.expired') {
      if (payment.status !== 'awaiting_payment') return 'ignored';
      await updatePayment(tx, scope, payment.id, { status: 'expired' });
      await endBooking(tx, scope, payment.bookingId, 'expired');
      if (payment.submissionId) {
        await applyTransition(tx, scope, payment.submissionId, {
          to: 'withdrawn',
          from: ['awaiting_payment'],
          reason: 'The payment was not completed',
          actor: STRIPE,
        });
      }
      return 'processed';
    }
    if (session.payment_status !== 'paid' || (payment.status !== 'awaiting_payment' && payment.status !== 'expired')) {
      return 'ignored';
    }
    const paymentIntentId = typeof session.payment_intent === 'string' ? session.payment_intent : null;
    const paid = { status: 'paid', paymentIntentId, paidAt: new Date() } as const;
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
