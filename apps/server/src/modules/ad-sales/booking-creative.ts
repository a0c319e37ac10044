import { and, eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { adBookings } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { adItemInWorkspace, lockBooking } from './booking-repository';

/**
 * A staff booking is often made before the advertiser sends the ad. Its creative can be chosen (or changed, or
 * taken off) while the booking is confirmed; once placed, the ad block holds the ad, so it changes there.
 */
export async function setBookingCreative(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  feedItemId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, scope, id);
    if (!booking) throw notFound('Booking not found');
    if (booking.status !== 'confirmed') {
      throw conflict(
        booking.status === 'placed'
          ? 'This ad is already placed in its issue: change the ad block there, or remove it from the issue first'
          : `The ad of a ${booking.status} booking cannot be changed`,
      );
    }
    if (feedItemId && !(await adItemInWorkspace(tx, scope, feedItemId))) throw notFound('Ad not found');
    await tx
      .update(adBookings)
      .set({ feedItemId, updatedAt: new Date() })
      .where(and(eq(adBookings.id, id), eq(adBookings.workspaceId, scope.workspaceId)));
  });
}
