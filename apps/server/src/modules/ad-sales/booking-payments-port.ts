import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import type { SeatOutcome, SeatRequest } from './booking-service';

/**
 * What the staff booking routes need from ad payments. Ad payments is built on ad sales, so the implementation is
 * handed to these routes where the app is assembled (modules/index.ts) instead of being imported here.
 */
export interface BookingPaymentsPort {
  /**
   * After a staff cancel committed: a paid booking is refunded; a held one's Checkout Session is expired at Stripe
   * so it can no longer be paid. Answers what happened to the money side.
   */
  afterCancel(
    deps: BookingPaymentDeps,
    scope: WorkspaceScope,
    bookingId: string,
  ): Promise<'refunded' | 'failed' | 'closed' | 'none'>;
  /**
   * A staff booking that takes days held only by unpaid checkouts: those holds are released and their Checkout
   * Sessions expired, the advertisers told by mail, and the staff booking made in the same transaction.
   */
  bookTakingUnpaidHolds(deps: BookingPaymentDeps, scope: WorkspaceScope, request: SeatRequest): Promise<SeatOutcome>;
  /** The Stripe payments of these bookings, by booking id (staff see a mismatch or a failed refund). */
  paymentsOfBookings: PaymentsOfBookings;
}

export type PaymentsOfBookings = (
  db: DbOrTx,
  scope: WorkspaceScope,
  bookingIds: string[],
) => Promise<Map<string, BookingPayment>>;

/** A self-serve booking's payment as the staff screens show it. */
export interface BookingPayment {
  status: string;
  amountCents: number;
  currency: string;
  paidAmountCents: number | null;
  paidCurrency: string | null;
  refundReason: string | null;
  refundError: string | null;
  refundedAt: Date | null;
}

export type BookingPaymentDeps = Pick<ModuleDeps, 'db' | 'config' | 'mailer'>;
