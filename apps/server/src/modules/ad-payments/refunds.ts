import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import { refundPayment, stripeClient } from '../../integrations/stripe/index';
import { portalTokensFor } from '../../lib/portal-tokens';
import { findSubmission } from '../submissions/repository';
import { statusUrl } from '../submissions/service';
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

/**
 * Refunds a paid ad in full and frees its days; the advertiser is mailed the reason. The idempotency key is the
 * payment's id, so a refund retried after a timeout (or a second reject racing this one) never refunds twice.
 * Stripe is called before the rows change: if it fails, the payment stays `paid` and the caller sees the error.
 */
export async function refundAdPayment(deps: Deps, scope: WorkspaceScope, payment: AdPaymentRow, reason: string) {
  if (payment.status !== 'paid' || !payment.paymentIntentId) return false;
  const stripe = stripeClient(deps.config);
  if (!stripe) throw new Error('A paid ad cannot be refunded without STRIPE_SECRET_KEY');
  const refund = await refundPayment(stripe, payment.paymentIntentId, `refund-${payment.id}`, {
    booking_id: payment.bookingId,
    workspace_id: payment.workspaceId,
  });
  const changed = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, scope, payment.id);
    if (locked?.status !== 'paid') return false;
    await updatePayment(tx, scope, payment.id, { status: 'refunded', refundId: refund.id, refundedAt: new Date() });
    await endBooking(tx, scope, payment.bookingId, 'refunded');
    return true;
  });
  if (changed && payment.advertiserEmail) await mailRefund(deps, scope, payment, reason);
  return changed;
}

async function mailRefund(deps: Deps, scope: WorkspaceScope, payment: AdPaymentRow, reason: string) {
  const [workspace, submission] = await Promise.all([
    findWorkspace(deps.db, scope),
    payment.submissionId ? findSubmission(deps.db, scope, payment.submissionId) : undefined,
  ]);
  const token = submission ? await portalTokensFor(deps.config.SECRETS_KEY).signStatus(submission.trackingId) : null;
  const message = refundMail({
    to: payment.advertiserEmail ?? '',
    workspaceName: workspace?.brandName || workspace?.name || 'the newsletter',
    amountCents: payment.amountCents,
    currency: payment.currency,
    reason,
    link: token ? statusUrl(deps.config.APP_URL, token) : deps.config.APP_URL,
  });
  // The refund is done whatever the mail does; the outbox records a failed delivery.
  await deps.mailer.send(message).catch(() => undefined);
}

/** Rejecting a paid ad in the review queue refunds it (called after the reject transition committed). */
export async function refundRejectedAd(deps: Deps, scope: WorkspaceScope, submissionId: string, reason: string) {
  const payment = await deps.db.transaction((tx) => lockPaymentOfSubmission(tx, scope, submissionId));
  if (!payment) return false;
  return refundAdPayment(deps, scope, payment, reason);
}

/**
 * A paid booking the newsletter cancelled no longer fits: it is refunded like a rejected ad (called after the cancel
 * committed, so the cancel stands even if Stripe is down). The booking ends as `refunded`.
 */
export async function refundCancelledBooking(deps: Deps, scope: WorkspaceScope, bookingId: string) {
  const payment = await deps.db.transaction((tx) => lockPaymentOfBooking(tx, scope, bookingId));
  if (!payment) return false;
  return refundAdPayment(deps, scope, payment, 'The newsletter cancelled this booking.');
}

/** Booking statuses after which the ad has gone out: a withdrawal then ends nothing and refunds nothing. */
const ALREADY_RAN = ['ran', 'reported'];

export type WithdrawRefund = 'refunded' | 'not-paid' | 'already-ran';

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
  return (await refundAdPayment(deps, scope, found.payment, 'You withdrew the ad.')) ? 'refunded' : 'not-paid';
}
