import type { AdBookingStatus } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { isDeadlock } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { addDays, issueDayStates, todayIn, workspaceCalendar } from './availability';
import {
  type AdBookingRow,
  adItemInWorkspace,
  bookingDays,
  companyInWorkspace,
  deleteBookingDays,
  ENDED_STATUSES,
  expireLapsedHolds,
  freeSeats,
  hasFreeSeat,
  insertBooking,
  lockBooking,
  setBookingStatus,
  takeLowestFreeSeat,
} from './booking-repository';
import { dayInWords } from './day-words';
import { findAdProduct } from './product-repository';

/**
 * The booking core, shared by staff bookings and the paid self-serve flow:
 * - `bookSeats`: a staff booking, `confirmed` at once;
 * - `holdSeats`: a `held` booking that keeps its seats until `holdExpiresAt` (a Checkout Session's lifetime);
 * - `confirmBooking`: held → confirmed once paid (re-seats a lapsed hold when the days are still free);
 * - `releaseBooking`: ends a booking (cancelled, refunded or expired) and frees its seats.
 * Capacity is enforced by the unique (product, day, seat) index and the seat foreign key (docs/decisions/0022).
 */

export interface SeatRequest {
  productId: string;
  /** Issue days "YYYY-MM-DD", distinct and sorted (the contract's transform does both). */
  dates: string[];
  businessCompanyId: string;
  feedItemId?: string | null;
  createdById?: string | null;
}

export type SeatOutcome = { ok: true; booking: AdBookingRow; dates: string[] } | { ok: false; fullDates: string[] };

/** Thrown inside the transaction to roll back every seat taken (and whatever else it wrote) when a day is full. */
export class DaysFull extends Error {
  constructor(readonly fullDates: string[]) {
    super('days full');
  }
}

const DEADLOCK_RETRIES = 3;

/** Runs `work` in a transaction, again when PostgreSQL broke a deadlock by rolling it back. */
export async function inTransaction<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (err) {
      if (!isDeadlock(err) || attempt >= DEADLOCK_RETRIES) throw err;
    }
  }
}

/**
 * Seats the booking on every day, lowest free seat first, days in ascending order (one lock order for every
 * transaction, so multi-day bookings cannot deadlock each other). Throws DaysFull naming every full day.
 */
async function seatEveryDay(tx: DbOrTx, scope: WorkspaceScope, booking: AdBookingRow, dates: string[]) {
  await expireLapsedHolds(tx, scope, booking.productId, dates);
  const full: string[] = [];
  for (const day of dates) {
    // A lost race (the seat went to a concurrent transaction) answers null; the next try sees the winner's seat.
    for (;;) {
      if ((await takeLowestFreeSeat(tx, scope, booking.id, booking.productId, day)) !== null) break;
      if (!(await hasFreeSeat(tx, booking.productId, day))) {
        full.push(day);
        break;
      }
    }
  }
  if (full.length > 0) throw new DaysFull(full);
}

export interface ReserveOptions {
  status: 'held' | 'confirmed';
  holdExpiresAt?: Date | null;
  stripeCheckoutSessionId?: string | null;
  source: 'staff' | 'self_serve';
  /** Self-serve bookings respect the product's lead time; staff may book up to today. */
  enforceLeadDays: boolean;
}

async function reserve(
  db: Db,
  scope: WorkspaceScope,
  request: SeatRequest,
  options: ReserveOptions,
): Promise<SeatOutcome> {
  try {
    return await inTransaction(db, (tx) => reserveIn(tx, scope, request, options));
  } catch (err) {
    if (err instanceof DaysFull) return { ok: false, fullDates: err.fullDates };
    throw err;
  }
}

/**
 * The booking's rows inside the caller's transaction, so a self-serve order can store its hold, submission and
 * payment together. Throws DaysFull (which must roll the whole transaction back) when a day is full.
 */
export async function reserveIn(
  tx: DbOrTx,
  scope: WorkspaceScope,
  request: SeatRequest,
  options: ReserveOptions,
): Promise<{ ok: true; booking: AdBookingRow; dates: string[] }> {
  const dates = [...new Set(request.dates)].sort();
  const product = await findAdProduct(tx, scope, request.productId);
  if (!product || product.archivedAt) throw notFound('Ad product not found');
  if (!product.active) throw conflict('This ad product is not on sale', 'productId');
  if (!(await companyInWorkspace(tx, scope, request.businessCompanyId))) throw notFound('Advertiser not found');
  if (request.feedItemId && !(await adItemInWorkspace(tx, scope, request.feedItemId))) {
    throw notFound('Ad not found');
  }
  await requireIssueDays(tx, scope, dates, options.enforceLeadDays ? product.leadDays : 0);
  const booking = await insertBooking(tx, scope, {
    productId: product.id,
    businessCompanyId: request.businessCompanyId,
    feedItemId: request.feedItemId ?? null,
    status: options.status,
    source: options.source,
    holdExpiresAt: options.status === 'held' ? (options.holdExpiresAt ?? null) : null,
    stripeCheckoutSessionId: options.stripeCheckoutSessionId ?? null,
    amountCents: product.priceCents * dates.length,
    currency: product.currency,
    createdById: request.createdById ?? null,
  });
  await seatEveryDay(tx, scope, booking, dates);
  return { ok: true, booking, dates };
}

/** 400 naming `dates` unless every day is an issue day, today or later (plus the lead time). */
async function requireIssueDays(tx: DbOrTx, scope: WorkspaceScope, dates: string[], leadDays: number) {
  const { timeZone } = await workspaceCalendar(tx, scope);
  const earliest = addDays(todayIn(timeZone), leadDays);
  const early = dates.filter((day) => day < earliest);
  if (early.length > 0) {
    throw badRequest(
      leadDays > 0
        ? `Book at least ${leadDays} days ahead: ${early.join(', ')} is too soon`
        : `These days have passed: ${early.join(', ')}`,
      'dates',
    );
  }
  const states = await issueDayStates(tx, scope, dates[0] ?? earliest, dates.at(-1) ?? earliest);
  const published = dates.filter((day) => states.published.includes(day));
  if (published.length > 0) {
    throw badRequest(`The issue of ${published.map(dayInWords).join(', ')} is already published`, 'dates');
  }
  const open = new Set(states.open);
  const closed = dates.filter((day) => !open.has(day));
  if (closed.length > 0) throw badRequest(`No issue goes out on ${closed.join(', ')}`, 'dates');
}

/** A staff booking: confirmed at once, or { ok: false, fullDates } with nothing booked. */
export function bookSeats(db: Db, scope: WorkspaceScope, request: SeatRequest): Promise<SeatOutcome> {
  return reserve(db, scope, request, { status: 'confirmed', source: 'staff', enforceLeadDays: false });
}

/** A paid booking's seats while its Checkout Session is open: `held` until `holdExpiresAt`. */
export function holdSeats(
  db: Db,
  scope: WorkspaceScope,
  request: SeatRequest & { holdExpiresAt: Date; stripeCheckoutSessionId?: string | null },
): Promise<SeatOutcome> {
  return reserve(db, scope, request, {
    status: 'held',
    holdExpiresAt: request.holdExpiresAt,
    stripeCheckoutSessionId: request.stripeCheckoutSessionId ?? null,
    source: 'self_serve',
    enforceLeadDays: true,
  });
}

/**
 * held → confirmed (idempotent for an already confirmed booking). A hold that lapsed keeps its booking if its
 * days are still free; otherwise { ok: false, fullDates } and the booking stays expired, for the caller to refund.
 */
export async function confirmBooking(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  values: { stripeCheckoutSessionId?: string | null } = {},
): Promise<SeatOutcome> {
  try {
    return await inTransaction(db, async (tx): Promise<SeatOutcome> => {
      const booking = await lockBooking(tx, scope, id);
      if (!booking) throw notFound('Booking not found');
      const dates = await bookingDays(tx, scope, id);
      const session = values.stripeCheckoutSessionId ?? booking.stripeCheckoutSessionId;
      if (booking.status !== 'held' && booking.status !== 'expired') return { ok: true, booking, dates };
      if (booking.status === 'expired') {
        // The seats went back to the pool; take them again where they are still free.
        await deleteBookingDays(tx, scope, id);
        await seatEveryDay(tx, scope, booking, dates);
      }
      const confirmed = await setBookingStatus(tx, scope, id, {
        status: 'confirmed',
        holdExpiresAt: null,
        stripeCheckoutSessionId: session,
      });
      return { ok: true, booking: confirmed, dates };
    });
  } catch (err) {
    if (err instanceof DaysFull) return { ok: false, fullDates: err.fullDates };
    throw err;
  }
}

/** Ends a live booking and frees its seats; a booking already ended keeps its status (idempotent). */
export async function releaseBooking(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  status: (typeof ENDED_STATUSES)[number],
): Promise<AdBookingRow> {
  return inTransaction(db, async (tx) => {
    const booking = await lockBooking(tx, scope, id);
    if (!booking) throw notFound('Booking not found');
    if ((ENDED_STATUSES as readonly string[]).includes(booking.status) && booking.status === status) return booking;
    const ended = await setBookingStatus(tx, scope, id, {
      status,
      holdExpiresAt: null,
      cancelledAt: status === 'expired' ? booking.cancelledAt : new Date(),
    });
    await freeSeats(tx, scope, [id]);
    return ended;
  });
}

const CANCELLABLE: readonly AdBookingStatus[] = ['held', 'confirmed', 'placed'];

/** Staff cancel: a booking that has not run yet; its seats are free at once. */
export async function cancelBooking(db: Db, scope: WorkspaceScope, id: string): Promise<AdBookingRow> {
  return inTransaction(db, async (tx) => {
    const booking = await lockBooking(tx, scope, id);
    if (!booking) throw notFound('Booking not found');
    if (!CANCELLABLE.includes(booking.status as AdBookingStatus)) {
      throw conflict(
        booking.status === 'ran' || booking.status === 'reported'
          ? 'This ad has already run and cannot be cancelled'
          : `This booking is already ${booking.status}`,
      );
    }
    const cancelled = await setBookingStatus(tx, scope, id, {
      status: 'cancelled',
      holdExpiresAt: null,
      cancelledAt: new Date(),
    });
    await freeSeats(tx, scope, [id]);
    return cancelled;
  });
}
