import { AD_OFFER_WEEKS } from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { adBookings } from '../../db/schema/index';
import { discardStoredFiles, type StoredImage } from '../../integrations/stored-image';
import {
  CHECKOUT_LIFETIME_SECONDS,
  createCheckoutSession,
  paymentsEnabled,
  stripeClient,
} from '../../integrations/stripe/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { addDays, todayIn, workspaceCalendar } from '../ad-sales/availability';
import { DaysFull, fullDatesMessage, inTransaction, reserveIn } from '../ad-sales/index';
import { type AdProductRow, findAdProduct } from '../ad-sales/product-repository';
import { insertBusinessCompany } from '../business-companies/repository';
import type { PaidAdDeps, PaidAdOrder, PaidAdResult } from '../submissions/paid-ads-port';
import { applyTransition, insertSubmissionRows, storeSubmittedImage } from '../submissions/service';
import { findWorkspace } from '../workspaces/repository';
import { checkoutLineName } from './line-item';
import { endBooking, insertPayment, updatePayment } from './repository';

/** The hold outlives the Checkout Session, so a payment made in its last second still finds its seats. */
const HOLD_GRACE_SECONDS = 5 * 60;
const STRIPE = { id: null, label: 'Payment (Stripe)' };

/**
 * One public ad order (docs/decisions/0048): the advertiser (new, from the form), the hold on its days, the ad and
 * its submission, and the payment row are written in ONE transaction, so a failure anywhere leaves nothing behind
 * and a refused day (409) leaves no advertiser row. Stripe is called only after the commit: a network call never
 * holds row locks. If Checkout cannot be opened, one compensating transaction ends the payment, the hold and the
 * submission together.
 */
export async function bookPaidAd(deps: PaidAdDeps, scope: WorkspaceScope, order: PaidAdOrder): Promise<PaidAdResult> {
  const product = await findAdProduct(deps.db, scope, order.productId);
  if (!product || product.archivedAt || !product.active) throw notFound('This ad product is not on sale');
  const paid = product.priceCents > 0;
  const stripe = stripeClient(deps.config);
  if (paid && (!stripe || !paymentsEnabled(deps.config))) {
    throw badRequest('This ad product cannot be bought online', 'productId');
  }
  const dates = [...new Set(order.dates)].sort();
  await requirePublicOrderLimits(deps, scope, product, dates);
  const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS;
  const stored = order.submission.image ? await storeSubmittedImage(deps, order.submission.image) : undefined;

  let committed: Awaited<ReturnType<typeof writeOrder>>;
  try {
    committed = await inTransaction(deps.db, (tx) => writeOrder(tx, scope, order, { paid, dates, expiresAt, stored }));
  } catch (err) {
    await discardStoredFiles(deps.storage, [stored?.key]);
    if (err instanceof DaysFull)
      return { ok: false, fullDates: err.fullDates, message: fullDatesMessage(err.fullDates) };
    throw err;
  }
  const { row, booking, paymentId } = committed;
  if (!paid || !stripe) return { ok: true, row, checkoutUrl: null };

  try {
    const workspace = await findWorkspace(deps.db, scope);
    const urls = await order.returnUrls(row.trackingId);
    const session = await createCheckoutSession(stripe, {
      reference: booking.id,
      workspaceId: scope.workspaceId,
      productName: checkoutLineName(workspace?.brandName || workspace?.name || '', product.name, dates),
      description: '',
      unitAmount: product.priceCents,
      quantity: dates.length,
      currency: product.currency,
      customerEmail: order.submission.submission.submitterEmail ?? undefined,
      successUrl: urls.success,
      cancelUrl: urls.cancel,
      expiresAt,
    });
    await deps.db.transaction(async (tx) => {
      await updatePayment(tx, scope, paymentId, { checkoutSessionId: session.id });
      await tx
        .update(adBookings)
        .set({ stripeCheckoutSessionId: session.id })
        .where(and(eq(adBookings.id, booking.id), eq(adBookings.workspaceId, scope.workspaceId)));
    });
    return { ok: true, row, checkoutUrl: session.url };
  } catch {
    // The one compensation: nothing was charged, so the payment, the hold and the submission end together.
    await deps.db.transaction(async (tx) => {
      await updatePayment(tx, scope, paymentId, { status: 'expired' });
      await endBooking(tx, scope, booking.id, 'expired');
      await applyTransition(tx, scope, row.id, {
        to: 'withdrawn',
        from: ['awaiting_payment'],
        reason: 'The payment page could not be opened',
        actor: STRIPE,
      });
    });
    throw new AppError(503, 'Payments are unavailable right now. Nothing was charged; please try again later.');
  }
}

interface OrderPlan {
  paid: boolean;
  dates: string[];
  expiresAt: number;
  stored: StoredImage | undefined;
}

async function writeOrder(tx: DbOrTx, scope: WorkspaceScope, order: PaidAdOrder, plan: OrderPlan) {
  // A form never joins an existing advertiser by name (anyone could type a competitor's); staff merge if it is one.
  const businessCompanyId =
    order.businessCompanyId ??
    (await insertBusinessCompany(tx, scope, { name: order.businessName, fromPublicForm: true })).id;
  const { booking } = await reserveIn(
    tx,
    scope,
    { productId: order.productId, dates: plan.dates, businessCompanyId },
    {
      status: plan.paid ? 'held' : 'confirmed',
      holdExpiresAt: plan.paid ? new Date((plan.expiresAt + HOLD_GRACE_SECONDS) * 1000) : null,
      source: 'self_serve',
      enforceLeadDays: true,
    },
  );
  const row = await insertSubmissionRows(
    tx,
    scope,
    {
      ...order.submission,
      // The ad belongs to the booking's advertiser, so the ad block and the sponsor report say who it is for.
      values: { ...order.submission.values, businessCompanyId },
      status: plan.paid ? 'awaiting_payment' : 'pending',
    },
    plan.stored,
  );
  await tx
    .update(adBookings)
    .set({ feedItemId: row.itemId })
    .where(and(eq(adBookings.id, booking.id), eq(adBookings.workspaceId, scope.workspaceId)));
  const payment = await insertPayment(tx, scope, {
    bookingId: booking.id,
    submissionId: row.id,
    status: plan.paid ? 'awaiting_payment' : 'paid',
    amountCents: booking.amountCents,
    currency: booking.currency,
    advertiserEmail: order.submission.submission.submitterEmail,
    expiresAt: plan.paid ? new Date(plan.expiresAt * 1000) : null,
    paidAt: plan.paid ? null : new Date(),
  });
  return { row, booking, paymentId: payment.id };
}

/**
 * What one unpaid public order may hold: at most the product's days per order, within the weeks the public page
 * offers. Checked on the server: the page's own limits are no protection against a hand-made request.
 */
async function requirePublicOrderLimits(
  deps: PaidAdDeps,
  scope: WorkspaceScope,
  product: AdProductRow,
  dates: string[],
) {
  if (dates.length > product.maxDaysPerOrder) {
    throw badRequest(
      `One order can book at most ${product.maxDaysPerOrder} days of ${product.name}; ${dates.length} were chosen`,
      'dates',
    );
  }
  const { timeZone } = await workspaceCalendar(deps.db, scope);
  const last = addDays(todayIn(timeZone), AD_OFFER_WEEKS * 7 - 1);
  const late = dates.filter((day) => day > last);
  if (late.length > 0) {
    throw badRequest(`Ads can be booked up to ${AD_OFFER_WEEKS} weeks ahead: ${late.join(', ')} is too far`, 'dates');
  }
}
