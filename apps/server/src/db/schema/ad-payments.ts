import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { adBookings } from './ad-sales';
import { portalSubmissions } from './portals';
import { workspaces } from './tenancy';

/**
 * A Stripe Checkout payment for one self-serve ad booking (docs/decisions/0023). The booking's seats stay held
 * while the session is open; the verified `checkout.session.completed` event makes it `paid`, the
 * `checkout.session.expired` event `expired`; rejecting the paid ad makes it `refunded`.
 */
export const adPayments = pgTable(
  'ad_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').notNull(),
    /** The public submission carrying the creative; it waits out of the review queue until paid. */
    submissionId: uuid('submission_id'),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    /**
     * awaiting_payment | paid | expired | refunded | mismatch (Stripe reported a sum or currency other than the
     * booking's: nothing is confirmed, staff see it).
     */
    status: text('status').notNull().default('awaiting_payment'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    advertiserEmail: text('advertiser_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What Stripe's event said was paid (amount_total, currency), kept to show staff a mismatch. */
    paidAmountCents: integer('paid_amount_cents'),
    paidCurrency: text('paid_currency'),
    refundId: text('refund_id'),
    /** Set when a refund is owed and not yet made: the advertiser's reason; cleared by the refund. */
    refundReason: text('refund_reason'),
    refundAttempts: integer('refund_attempts').notNull().default(0),
    /** Stripe's answer to the last failed try; staff see "Refund failed — retry" while it is set. */
    refundError: text('refund_error'),
    /** When the retry job tries again (backoff); null when no refund is owed. */
    refundRetryAt: timestamp('refund_retry_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ad_payments_workspace_id_key').on(t.workspaceId, t.id),
    unique('ad_payments_booking_key').on(t.bookingId),
    check(
      'ad_payments_status_check',
      sql`${t.status} in ('awaiting_payment', 'paid', 'expired', 'refunded', 'mismatch')`,
    ),
    check('ad_payments_amount_check', sql`${t.amountCents} >= 0`),
    // A refund is only ever recorded for a payment that was made.
    check('ad_payments_refund_check', sql`${t.status} <> 'refunded' or ${t.paymentIntentId} is not null`),
    foreignKey({
      name: 'ad_payments_booking_fk',
      columns: [t.workspaceId, t.bookingId],
      foreignColumns: [adBookings.workspaceId, adBookings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ad_payments_submission_fk',
      columns: [t.workspaceId, t.submissionId],
      foreignColumns: [portalSubmissions.workspaceId, portalSubmissions.id],
    }),
    index('ad_payments_month_idx').on(t.workspaceId, t.createdAt),
    // The refund retry job's sweep: only payments that still owe a refund.
    index('ad_payments_refund_retry_idx').on(t.refundRetryAt).where(sql`${t.refundRetryAt} is not null`),
  ],
);

/**
 * Every Stripe event id processed, recorded in the same transaction as its effect: a duplicate or replayed
 * delivery finds its id here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
