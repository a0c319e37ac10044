import type { AdBooking, AdBookingStatus, AdPosition } from '@newsletter-os/contracts';
import type { AdBookingListRow } from './booking-repository';

export function presentAdBooking(row: AdBookingListRow): AdBooking {
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
  };
}
