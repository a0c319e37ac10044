import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { adBookingDays, adBookings, adProducts, businessCompanies, feedItems } from '../../db/schema/index';

export type AdBookingRow = typeof adBookings.$inferSelect;
export type AdBookingListRow = AdBookingRow & {
  productName: string;
  position: string;
  businessCompanyName: string;
  dates: string[];
};

/** Statuses whose bookings stop occupying seats. */
export const ENDED_STATUSES = ['cancelled', 'refunded', 'expired'] as const;

export async function insertBooking(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: Omit<typeof adBookings.$inferInsert, 'workspaceId' | 'id'>,
): Promise<AdBookingRow> {
  const [row] = await tx
    .insert(adBookings)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('ad booking not created');
  return row;
}

/**
 * Ends the holds past their expiry that sit on these days of the product, freeing their seats for this transaction
 * (a hold that lapsed is free even before the sweep job gets to it).
 */
export async function expireLapsedHolds(
  tx: DbOrTx,
  scope: WorkspaceScope,
  productId: string,
  days: readonly string[],
): Promise<void> {
  const { workspaceId } = scope;
  const lapsed = await tx
    .update(adBookings)
    .set({ status: 'expired', updatedAt: new Date() })
    .where(
      and(
        eq(adBookings.workspaceId, workspaceId),
        eq(adBookings.productId, productId),
        eq(adBookings.status, 'held'),
        sql`${adBookings.holdExpiresAt} <= now()`,
        sql`exists (select 1 from ${adBookingDays} d where d.booking_id = ${adBookings.id}
          and d.day in (${sql.join(
            days.map((d) => sql`${d}::date`),
            sql`, `,
          )}) and d.seat is not null)`,
      ),
    )
    .returning({ id: adBookings.id });
  if (lapsed.length > 0)
    await freeSeats(
      tx,
      scope,
      lapsed.map((b) => b.id),
    );
}

export async function freeSeats(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  bookingIds: readonly string[],
): Promise<void> {
  await tx
    .update(adBookingDays)
    .set({ seat: null })
    .where(and(eq(adBookingDays.workspaceId, workspaceId), inArray(adBookingDays.bookingId, [...bookingIds])));
}

/**
 * Takes the lowest free seat of the product on the day for the booking. The unique (product, day, seat) index is
 * the arbiter: when a concurrent transaction took the same seat first this statement waits for it, then does
 * nothing, and the caller asks again with a fresh snapshot. Answers the seat taken, or null.
 */
export async function takeLowestFreeSeat(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  bookingId: string,
  productId: string,
  day: string,
): Promise<number | null> {
  const result = await tx.execute<{ seat: number }>(sql`
    insert into ad_booking_days (booking_id, workspace_id, product_id, day, seat)
    select ${bookingId}::uuid, ${workspaceId}::uuid, ${productId}::uuid, ${day}::date, s.seat
    from ad_product_seats s
    where s.product_id = ${productId}::uuid
      and not exists (
        select 1 from ad_booking_days x where x.product_id = s.product_id and x.day = ${day}::date and x.seat = s.seat
      )
    order by s.seat
    limit 1
    on conflict (product_id, day, seat) do nothing
    returning seat`);
  return result.rows[0]?.seat ?? null;
}

/** Whether the product has any seat left on the day (a fresh snapshot: after a lost race, the winner is visible). */
export async function hasFreeSeat(tx: DbOrTx, productId: string, day: string): Promise<boolean> {
  const result = await tx.execute<{ free: boolean }>(sql`
    select exists (
      select 1 from ad_product_seats s
      where s.product_id = ${productId}::uuid
        and not exists (
          select 1 from ad_booking_days x where x.product_id = s.product_id and x.day = ${day}::date and x.seat = s.seat
        )
    ) as free`);
  return Boolean(result.rows[0]?.free);
}

/** Days the booking holds a seat on (for a re-reservation after its hold lapsed, all of its days). */
export async function bookingDays(tx: DbOrTx, { workspaceId }: WorkspaceScope, bookingId: string): Promise<string[]> {
  const rows = await tx
    .select({ day: adBookingDays.day })
    .from(adBookingDays)
    .where(and(eq(adBookingDays.workspaceId, workspaceId), eq(adBookingDays.bookingId, bookingId)))
    .orderBy(asc(adBookingDays.day));
  return rows.map((r) => r.day);
}

/** Locks the booking row for a status change. */
export async function lockBooking(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<AdBookingRow | undefined> {
  const [row] = await tx
    .select()
    .from(adBookings)
    .where(and(eq(adBookings.id, id), eq(adBookings.workspaceId, workspaceId)))
    .for('update');
  return row;
}

export async function setBookingStatus(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
  values: Partial<Pick<AdBookingRow, 'status' | 'holdExpiresAt' | 'cancelledAt' | 'stripeCheckoutSessionId'>>,
): Promise<AdBookingRow> {
  const [row] = await tx
    .update(adBookings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(adBookings.id, id), eq(adBookings.workspaceId, workspaceId)))
    .returning();
  if (!row) throw new Error('ad booking vanished');
  return row;
}

/** Re-seats an ended booking's days row by row (used when a payment lands after its hold lapsed). */
export async function deleteBookingDays(tx: DbOrTx, { workspaceId }: WorkspaceScope, bookingId: string): Promise<void> {
  await tx
    .delete(adBookingDays)
    .where(and(eq(adBookingDays.workspaceId, workspaceId), eq(adBookingDays.bookingId, bookingId)));
}

export async function companyInWorkspace(tx: DbOrTx, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: businessCompanies.id })
    .from(businessCompanies)
    .where(and(eq(businessCompanies.id, id), eq(businessCompanies.workspaceId, workspaceId)));
  return rows.length > 0;
}

export async function adItemInWorkspace(tx: DbOrTx, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId), eq(feedItems.feedType, 'ads')));
  return rows.length > 0;
}

/** Bookings with at least one day in [from, to], with each booking's days, newest day first. */
export async function findBookings(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  { from, to, status, ids }: { from?: string; to?: string; status?: string; ids?: string[] },
): Promise<AdBookingListRow[]> {
  const inRange = db
    .selectDistinct({ id: adBookingDays.bookingId })
    .from(adBookingDays)
    .where(
      and(
        eq(adBookingDays.workspaceId, workspaceId),
        from ? gte(adBookingDays.day, from) : undefined,
        to ? lte(adBookingDays.day, to) : undefined,
      ),
    );
  const rows = await db
    .select({
      booking: adBookings,
      productName: adProducts.name,
      position: adProducts.position,
      businessCompanyName: businessCompanies.name,
      dates: sql<
        string[]
      >`array(select d.day::text from ${adBookingDays} d where d.booking_id = ${adBookings.id} order by d.day)`,
    })
    .from(adBookings)
    .innerJoin(adProducts, eq(adProducts.id, adBookings.productId))
    .innerJoin(businessCompanies, eq(businessCompanies.id, adBookings.businessCompanyId))
    .where(
      and(
        eq(adBookings.workspaceId, workspaceId),
        ids ? inArray(adBookings.id, ids) : inArray(adBookings.id, inRange),
        status ? eq(adBookings.status, status) : undefined,
      ),
    )
    .orderBy(asc(adBookings.createdAt), asc(adBookings.id));
  return rows.map((r) => ({
    ...r.booking,
    productName: r.productName,
    position: r.position,
    businessCompanyName: r.businessCompanyName,
    dates: r.dates,
  }));
}

/**
 * Unexpired self-serve holds on these days of the product, each with the days of the request it sits on: the seats
 * staff may take from checkouts nobody has paid yet.
 */
export async function unpaidHoldsOn(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  productId: string,
  days: readonly string[],
): Promise<{ bookingId: string; day: string }[]> {
  if (days.length === 0) return [];
  return tx
    .select({ bookingId: adBookingDays.bookingId, day: adBookingDays.day })
    .from(adBookingDays)
    .innerJoin(adBookings, eq(adBookings.id, adBookingDays.bookingId))
    .where(
      and(
        eq(adBookingDays.workspaceId, workspaceId),
        eq(adBookingDays.productId, productId),
        inArray(adBookingDays.day, [...days]),
        sql`${adBookingDays.seat} is not null`,
        eq(adBookings.status, 'held'),
        eq(adBookings.source, 'self_serve'),
        sql`(${adBookings.holdExpiresAt} is null or ${adBookings.holdExpiresAt} > now())`,
      ),
    )
    .orderBy(asc(adBookingDays.day));
}
