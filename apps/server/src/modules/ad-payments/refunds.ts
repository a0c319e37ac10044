import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import { theNewsletter } from '../../email/messages';
import { refundPayment, stripeClient } from '../../integrations/stripe/index';
import { portalTokensFor } from '../../lib/portal-tokens';
import type { RefundResult, WithdrawRefund } from '../submissions/paid-ads-port';
import { findSubmission } from '../submissions/repository';
import { applyTransition, statusUrl } from '../submissions/service';
import { findWorkspace } from '../workspaces/repository';
import { refundMail } from './mails';
import {
  type AdPaymentRow,
  bookingStatusOf,
  endBooking,
  lockPayment,
  lockPaymentOfBooking,
  lockPaymentOfSubmission,
  updatePayment,
} from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'mailer'>;

/** refunded: done now; failed: Stripe said no, the retry job tries again and staff see it; none: nothing owed. */

/** Waits before the retry job's next try, by attempts made; the last repeats until REFUND_ATTEMPTS_MAX. */
export const REFUND_BACKOFF_MINUTES = [1, 5, 30, 120, 360] as const;
/** After this many tries the job stops; the refund stays owed and "Refund failed — retry" stays until staff retry. */
export const REFUND_ATTEMPTS_MAX = 12;

export function nextRefundTry(attempts: number, now = new Date()): Date | null {
  if (attempts >= REFUND_ATTEMPTS_MAX) return null;
  const minutes = REFUND_BACKOFF_MINUTES[Math.min(attempts, REFUND_BACKOFF_MINUTES.length) - 1] ?? 1;
  return new Date(now.getTime() + minutes * 60_000);
}

const STRIPE = { id: null, label: 'Payment (Stripe)' };

/**
 * Refunds a paid ad in full and frees its days; the advertiser is mailed the reason. The refund is first recorded
 * as owed (reason, attempt number) and committed, so a failure is never lost: Stripe's error is kept on the row,
 * the retry job (refund-retry-job.ts) tries again with backoff, and staff see "Refund failed — retry". Each attempt
 * has its own idempotency key; a full refund cannot happen twice (Stripe answers `charge_already_refunded`).
 * Once refunded, a submission still waiting (awaiting payment, in review, approved) is withdrawn with the reason.
 */
export async function refundAdPayment(
  deps: Deps,
  scope: WorkspaceScope,
  payment: AdPaymentRow,
  reason: string,
): Promise<RefundResult> {
  if (payment.status !== 'paid' || !payment.paymentIntentId) return 'none';
  const stripe = stripeClient(deps.config);
  if (!stripe) throw new Error('A paid ad cannot be refunded without STRIPE_SECRET_KEY');
  const attempt = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, scope, payment.id);
    if (locked?.status !== 'paid') return null;
    const attempts = locked.refundAttempts + 1;
    const owed = { refundReason: locked.refundReason ?? reason, refundAttempts: attempts };
    // Until this try answers, the job would find it at its backoff time: a crash mid-call is retried too.
    await updatePayment(tx, scope, payment.id, { ...owed, refundRetryAt: nextRefundTry(attempts) });
    return { attempts, reason: owed.refundReason };
  });
  if (!attempt) return 'none';
  let refund: Awaited<ReturnType<typeof refundPayment>>;
  try {
    refund = await refundPayment(stripe, payment.paymentIntentId, `refund-${payment.id}-${attempt.attempts}`, {
      booking_id: payment.bookingId,
      workspace_id: payment.workspaceId,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'Stripe refused the refund';
    await updatePayment(deps.db, scope, payment.id, { refundError: message });
    return 'failed';
  }
  const changed = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, scope, payment.id);
    if (locked?.status !== 'paid') return false;
    await updatePayment(tx, scope, payment.id, {
      status: 'refunded',
      refundId: refund.id ?? locked.refundId,
      refundedAt: new Date(),
      refundError: null,
      refundRetryAt: null,
    });
    await endBooking(tx, scope, payment.bookingId, 'refunded');
    if (payment.submissionId) await withdrawRefunded(tx, scope, payment.submissionId, attempt.reason);
    return true;
  });
  if (changed && payment.advertiserEmail) await mailRefund(deps, scope, payment, attempt.reason);
  return changed ? 'refunded' : 'none';
}

/** A refunded ad no longer waits for payment, review or its run: its submission ends as withdrawn. */
async function withdrawRefunded(tx: DbOrTx, scope: WorkspaceScope, submissionId: string, reason: string) {
  const submission = await findSubmission(tx, scope, submissionId);
  const open = ['awaiting_payment', 'pending', 'needs_changes', 'approved'];
  if (!submission || !open.includes(submission.status)) return;
  await applyTransition(tx, scope, submissionId, {
    to: 'withdrawn',
    from: ['awaiting_payment', 'pending', 'needs_changes', 'approved'],
    reason,
    actor: STRIPE,
  });
}

async function mailRefund(deps: Deps, scope: WorkspaceScope, payment: AdPaymentRow, reason: string) {
  const [workspace, submission] = await Promise.all([
    findWorkspace(deps.db, scope),
    payment.submissionId ? findSubmission(deps.db, scope, payment.submissionId) : undefined,
  ]);
  const token = submission ? await portalTokensFor(deps.config.SECRETS_KEY).signStatus(submission.trackingId) : null;
  const message = refundMail({
    to: payment.advertiserEmail ?? '',
    workspaceName: workspace?.brandName || workspace?.name || theNewsletter(workspace?.language),
    language: workspace?.language ?? 'en',
    amountCents: payment.amountCents,
    currency: payment.currency,
    reason,
    link: token ? statusUrl(deps.config.APP_URL, token) : deps.config.APP_URL,
  });
  // The refund is done whatever the mail does; the outbox records a failed delivery.
  await deps.mailer.send(message).catch(() => undefined);
}

/** Rejecting a paid ad in the review queue refunds it (called after the reject transition committed). */
export async function refundRejectedAd(
  deps: Deps,
  scope: WorkspaceScope,
  submissionId: string,
  reason: string,
): Promise<RefundResult> {
  const payment = await deps.db.transaction((tx) => lockPaymentOfSubmission(tx, scope, submissionId));
  if (!payment) return 'none';
  return refundAdPayment(deps, scope, payment, reason);
}

/**
 * A paid booking the newsletter cancelled no longer fits: it is refunded like a rejected ad (called after the cancel
 * committed, so the cancel stands even if Stripe is down). The booking ends as `refunded`.
 */
export async function refundCancelledBooking(
  deps: Deps,
  scope: WorkspaceScope,
  bookingId: string,
): Promise<RefundResult> {
  const payment = await deps.db.transaction((tx) => lockPaymentOfBooking(tx, scope, bookingId));
  if (!payment) return 'none';
  return refundAdPayment(deps, scope, payment, 'The newsletter cancelled this booking.');
}

/** Booking statuses after which the ad has gone out: a withdrawal then ends nothing and refunds nothing. */
const ALREADY_RAN = ['ran', 'reported'];

export { REFUND_FAILED_MESSAGE, type RefundResult, type WithdrawRefund } from '../submissions/paid-ads-port';

/**
 * The advertiser withdrew a paid ad through its status link (called after the withdraw transition committed): it
 * is refunded and its days freed like a rejected one, unless it has already run.
 */
export async function refundWithdrawnAd(
  deps: Deps,
  scope: WorkspaceScope,
  submissionId: string,
): Promise<WithdrawRefund> {
  const found = await deps.db.transaction(async (tx) => {
    const payment = await lockPaymentOfSubmission(tx, scope, submissionId);
    return payment ? { payment, bookingStatus: await bookingStatusOf(tx, scope, payment.bookingId) } : undefined;
  });
  if (found?.payment.status !== 'paid') return 'not-paid';
  if (found.bookingStatus && ALREADY_RAN.includes(found.bookingStatus)) return 'already-ran';
  const result = await refundAdPayment(deps, scope, found.payment, 'You withdrew the ad.');
  return result === 'none' ? 'not-paid' : result;
}
