import type { AdBooking, AdBookingPayment, AdBookingStatus, AdPosition } from '@newsletter-os/contracts';
import type { BookingPayment } from './booking-payments-port';
import type { AdBookingListRow } from './booking-repository';

export function presentBookingPayment(payment: BookingPayment | undefined): AdBookingPayment | null {
  if (!payment) return null;
  return {
    status: payment.status as AdBookingPayment['status'],
    amountCents: payment.amountCents,
    currency: payment.currency,
    paidAmountCents: payment.paidAmountCents,
    paidCurrency: payment.paidCurrency,
    refundOwed: payment.status === 'paid' && payment.refundReason !== null,
    refundError: payment.status === 'paid' ? payment.refundError : null,
    refundedAt: payment.refundedAt?.toISOString() ?? null,
  };
}

export function presentAdBooking(row: AdBookingListRow, payment?: BookingPayment): AdBooking {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    productId: row.productId,
    productName: row.productName,
    position: row.position as AdPosition,
    businessCompanyId: row.businessCompanyId,
    businessCompanyName: row.businessCompanyName,
    feedItemId: row.feedItemId,
    status: row.status as AdBookingStatus,
    source: row.source === 'self_serve' ? 'self_serve' : 'staff',
    dates: row.dates,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    amountCents: row.amountCents,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    payment: presentBookingPayment(payment),
  };
}
