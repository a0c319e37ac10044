import { and, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { adBookingDays, adBookings, adPayments, stripeEvents } from '../../db/schema/index';

export type AdPaymentRow = typeof adPayments.$inferSelect;

/**
 * Records a Stripe event id; false when it was already there. Called first inside the transaction that applies the
 * event, so a duplicate delivery (or one racing it) finds the row and changes nothing.
 */
export async function recordStripeEvent(tx: DbOrTx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(stripeEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return rows.length === 1;
}

/**
 * The payment a Checkout Session pays for, locked. Found by the session id alone: the id is Stripe's, named by an
 * event whose signature was verified, and the row carries its own workspace.
 */
export async function lockPaymentBySession(tx: DbOrTx, sessionId: string): Promise<AdPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(adPayments)
    .where(eq(adPayments.checkoutSessionId, sessionId))
    .for('update')
    .limit(1);
  return row;
}

export async function insertPayment(
  tx: DbOrTx,
  scope: WorkspaceScope,
  values: Omit<typeof adPayments.$inferInsert, 'workspaceId' | 'id'>,
): Promise<AdPaymentRow> {
  const [row] = await tx
    .insert(adPayments)
    .values({ ...values, workspaceId: scope.workspaceId })
    .returning();
  if (!row) throw new Error('payment not created');
  return row;
}

export async function updatePayment(
  tx: DbOrTx,
  scope: WorkspaceScope,
  id: string,
  values: Partial<Omit<AdPaymentRow, 'id' | 'workspaceId'>>,
): Promise<void> {
  await tx
    .update(adPayments)
    .set(values)
    .where(and(eq(adPayments.id, id), eq(adPayments.workspaceId, scope.workspaceId)));
}

export async function lockPayment(tx: DbOrTx, scope: WorkspaceScope, id: string): Promise<AdPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(adPayments)
    .where(and(eq(adPayments.id, id), eq(adPayments.workspaceId, scope.workspaceId)))
    .for('update')
    .limit(1);
  return row;
}

export async function lockPaymentOfSubmission(
  tx: DbOrTx,
  scope: WorkspaceScope,
  submissionId: string,
): Promise<AdPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(adPayments)
    .where(and(eq(adPayments.submissionId, submissionId), eq(adPayments.workspaceId, scope.workspaceId)))
    .for('update')
    .limit(1);
  return row;
}

/** The payments of these submissions in the workspace, by submission id (the review queue shows what a reject refunds). */
export async function findPaymentsOfSubmissions(
  db: DbOrTx,
  scope: WorkspaceScope,
  submissionIds: string[],
): Promise<Map<string, AdPaymentRow>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(adPayments)
    .where(and(inArray(adPayments.submissionId, submissionIds), eq(adPayments.workspaceId, scope.workspaceId)));
  return new Map(rows.flatMap((row) => (row.submissionId ? [[row.submissionId, row] as const] : [])));
}

/** The payment of a booking (at most one: a self-serve booking is paid once), locked for a refund. */
export async function lockPaymentOfBooking(
  tx: DbOrTx,
  scope: WorkspaceScope,
  bookingId: string,
): Promise<AdPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(adPayments)
    .where(and(eq(adPayments.bookingId, bookingId), eq(adPayments.workspaceId, scope.workspaceId)))
    .for('update')
    .limit(1);
  return row;
}

/** held → confirmed, only while still held: a hold already reclaimed (expired) is not brought back here. */
export async function confirmHeldBooking(tx: DbOrTx, scope: WorkspaceScope, bookingId: string): Promise<boolean> {
  const rows = await tx
    .update(adBookings)
    .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: new Date() })
    .where(
      and(eq(adBookings.id, bookingId), eq(adBookings.workspaceId, scope.workspaceId), eq(adBookings.status, 'held')),
    )
    .returning({ id: adBookings.id });
  return rows.length === 1;
}

/**
 * Ends a booking (expired, refunded, cancelled) and gives back its seats: a day whose seat is NULL leaves the
 * unique seat index, so the day is free again for the next buyer.
 */
export async function endBooking(
  tx: DbOrTx,
  scope: WorkspaceScope,
  bookingId: string,
  status: 'expired' | 'refunded' | 'cancelled',
): Promise<void> {
  const inWorkspace = and(eq(adBookings.id, bookingId), eq(adBookings.workspaceId, scope.workspaceId));
  await tx
    .update(adBookings)
    .set({
      status,
      holdExpiresAt: null,
      cancelledAt: sql`coalesce(${adBookings.cancelledAt}, now())`,
      updatedAt: new Date(),
    })
    .where(inWorkspace);
  await tx
    .update(adBookingDays)
    .set({ seat: null })
    .where(and(eq(adBookingDays.bookingId, bookingId), eq(adBookingDays.workspaceId, scope.workspaceId)));
}

export async function bookingStatusOf(
  tx: DbOrTx,
  scope: WorkspaceScope,
  bookingId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: adBookings.status })
    .from(adBookings)
    .where(and(eq(adBookings.id, bookingId), eq(adBookings.workspaceId, scope.workspaceId)));
  return row?.status;
}

/** The payments of these bookings in the workspace, by booking id (staff see each self-serve booking's money). */
export async function findPaymentsOfBookings(
  db: DbOrTx,
  scope: WorkspaceScope,
  bookingIds: string[],
): Promise<Map<string, AdPaymentRow>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(adPayments)
    .where(and(inArray(adPayments.bookingId, bookingIds), eq(adPayments.workspaceId, scope.workspaceId)));
  return new Map(rows.map((row) => [row.bookingId, row] as const));
}
