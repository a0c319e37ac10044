import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import { adBookings, businessCompanies, feedItems } from '../../db/schema/index';
import type { ModuleDeps } from '../../deps';
import {
  CHECKOUT_LIFETIME_SECONDS,
  createCheckoutSession,
  paymentsEnabled,
  stripeClient,
} from '../../integrations/stripe/index';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { confirmBooking, holdSeats, releaseBooking } from '../ad-sales/index';
import { findAdProduct } from '../ad-sales/product-repository';
import { insertBusinessCompany } from '../business-companies/repository';
import type { SubmissionRow } from '../submissions/repository';
import { transitionSubmission } from '../submissions/service';
import { insertPayment, updatePayment } from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'config' | 'mailer' | 'storage'>;

/** The hold outlives the Checkout Session, so a payment made in its last second still finds its seats. */
const HOLD_GRACE_SECONDS = 5 * 60;

export interface BookedAdRequest {
  productId: string;
  dates: string[];
  /** The link's advertiser, or null: then the business named on the form (found or added by name). */
  businessCompanyId: string | null;
  businessName: string;
  submitterEmail: string;
}

export type BookedAdOutcome =
  | {
      ok: true;
      paid: boolean;
      bookingId: string;
      finish(row: SubmissionRow, urls: { success: string; cancel: string }): Promise<string | null>;
    }
  | { ok: false; fullDates: string[] };

async function advertiserId(deps: Deps, scope: WorkspaceScope, request: BookedAdRequest): Promise<string> {
  if (request.businessCompanyId) return request.businessCompanyId;
  const [existing] = await deps.db
    .select({ id: businessCompanies.id })
    .from(businessCompanies)
    .where(
      and(
        eq(businessCompanies.workspaceId, scope.workspaceId),
        sql`lower(${businessCompanies.name}) = lower(${request.businessName})`,
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  return (await insertBusinessCompany(deps.db, scope, { name: request.businessName })).id;
}

/**
 * Step one of a self-serve booking, before the creative is stored: the seats are held (or a 409 names the full
 * days, with nothing stored). `finish` then ties the submission to the booking and, for a paid product, opens the
 * Checkout Session whose lifetime the hold covers; it answers the session's url.
 */
export async function holdForPublicAd(
  deps: Deps,
  scope: WorkspaceScope,
  request: BookedAdRequest,
): Promise<BookedAdOutcome> {
  const product = await findAdProduct(deps.db, scope, request.productId);
  if (!product || product.archivedAt || !product.active) throw notFound('This ad product is not on sale');
  const paid = product.priceCents > 0;
  const stripe = stripeClient(deps.config);
  if (paid && (!stripe || !paymentsEnabled(deps.config))) {
    throw badRequest('This ad product cannot be bought online', 'productId');
  }
  const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS;
  const outcome = await holdSeats(deps.db, scope, {
    productId: product.id,
    dates: request.dates,
    businessCompanyId: await advertiserId(deps, scope, request),
    holdExpiresAt: new Date((expiresAt + HOLD_GRACE_SECONDS) * 1000),
  });
  if (!outcome.ok) return outcome;
  const booking = outcome.booking;

  return {
    ok: true,
    paid,
    bookingId: booking.id,
    async finish(row, urls) {
      await deps.db
        .update(adBookings)
        .set({ feedItemId: row.itemId })
        .where(and(eq(adBookings.id, booking.id), eq(adBookings.workspaceId, scope.workspaceId)));
      // The ad belongs to the booking's advertiser (found or added by the name on the form when the link names
      // none), so the ad block and the sponsor report say who it is for.
      await deps.db
        .update(feedItems)
        .set({ businessCompanyId: booking.businessCompanyId })
        .where(
          and(
            eq(feedItems.id, row.itemId),
            eq(feedItems.workspaceId, scope.workspaceId),
            isNull(feedItems.businessCompanyId),
          ),
        );
      const payment = await insertPayment(deps.db, scope, {
        bookingId: booking.id,
        submissionId: row.id,
        status: paid ? 'awaiting_payment' : 'paid',
        amountCents: booking.amountCents,
        currency: booking.currency,
        advertiserEmail: request.submitterEmail,
        expiresAt: paid ? new Date(expiresAt * 1000) : null,
        paidAt: paid ? null : new Date(),
      });
      if (!paid || !stripe) {
        await confirmBooking(deps.db, scope, booking.id);
        return null;
      }
      try {
        const session = await createCheckoutSession(stripe, {
          reference: booking.id,
          workspaceId: scope.workspaceId,
          productName: product.name,
          description: outcome.dates.join(', '),
          unitAmount: product.priceCents,
          quantity: outcome.dates.length,
          currency: product.currency,
          customerEmail: request.submitterEmail,
          successUrl: urls.success,
          cancelUrl: urls.cancel,
          expiresAt,
        });
        await updatePayment(deps.db, scope, payment.id, { checkoutSessionId: session.id });
        await deps.db
          .update(adBookings)
          .set({ stripeCheckoutSessionId: session.id })
          .where(and(eq(adBookings.id, booking.id), eq(adBookings.workspaceId, scope.workspaceId)));
        return session.url;
      } catch {
        // Nothing was charged: give the days back and take the unpaid ad out, then say so.
        await updatePayment(deps.db, scope, payment.id, { status: 'expired' });
        await releaseBooking(deps.db, scope, booking.id, 'expired');
        await transitionSubmission(deps, scope, row.id, {
          to: 'withdrawn',
          from: ['awaiting_payment'],
          reason: 'The payment page could not be opened',
          actor: { id: null, label: 'Payment (Stripe)' },
        });
        throw new AppError(503, 'Payments are unavailable right now. Nothing was charged; please try again later.');
      }
    },
  };
}
