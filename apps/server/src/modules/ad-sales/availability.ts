import {
  type AdAvailabilityDay,
  dateOfDayNumber,
  dayNumber,
  eachDay,
  PUBLISHER_FUTURE_DAYS,
  PUBLISHER_PAST_DAYS,
} from '@newsletter-os/contracts';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { adBookingDays, adBookings, newsletters, workspaces } from '../../db/schema/index';
import { type AdProductRow, findAdProducts } from './product-repository';

/**
 * The most days one walk over issue days covers: the whole publisher window (today − 1 year … today + 2 years,
 * a day of slack each side). The API refuses wider ranges with a 400 before they get here.
 */
export const ISSUE_DAYS_WALK_MAX = PUBLISHER_PAST_DAYS + PUBLISHER_FUTURE_DAYS + 3;

/** ISO weekday (1 = Monday … 7 = Sunday) of a "YYYY-MM-DD" day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** Today's date in a time zone, "YYYY-MM-DD". */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The day `days` after `day`, on day numbers (string order breaks past year 9999: "+010000-01-01" < "9999-12-31"). */
export function addDays(day: string, days: number): string {
  const start = dayNumber(day);
  if (start === null) throw new RangeError(`not a calendar date: ${day}`);
  return dateOfDayNumber(start + days);
}

export async function workspaceCalendar(
  db: DbOrTx,
  { workspaceId, businessId }: WorkspaceScope,
): Promise<{ publishingDays: number[]; timeZone: string }> {
  const [row] = await db
    .select({ publishingDays: workspaces.publishingDays, timeZone: workspaces.timeZone })
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)));
  return row ?? { publishingDays: [], timeZone: 'UTC' };
}

/**
 * The issue days in [from, to] that can still take an ad: the workspace's publishing weekdays plus every day that
 * has a newsletter, less the days whose issue is already published (an ad sold for them could never run).
 */
export async function issueDays(db: DbOrTx, scope: WorkspaceScope, from: string, to: string): Promise<string[]> {
  const { open } = await issueDayStates(db, scope, from, to);
  return open;
}

/** The open issue days in [from, to], and the days in it whose issue is already published. */
export async function issueDayStates(
  db: DbOrTx,
  scope: WorkspaceScope,
  from: string,
  to: string,
): Promise<{ open: string[]; published: string[] }> {
  const { publishingDays } = await workspaceCalendar(db, scope);
  const days = new Set<string>();
  if (publishingDays.length > 0) {
    // A counted walk: the range is bounded (a wider one throws rather than spins).
    for (const day of eachDay(from, to, ISSUE_DAYS_WALK_MAX)) {
      if (publishingDays.includes(isoWeekday(day))) days.add(day);
    }
  }
  const issues = await db
    .select({ day: newsletters.issueDate, status: newsletters.status })
    .from(newsletters)
    .where(
      and(
        eq(newsletters.workspaceId, scope.workspaceId),
        gte(newsletters.issueDate, from),
        lte(newsletters.issueDate, to),
      ),
    );
  const published = new Set(issues.filter((i) => i.status === 'published').map((i) => i.day));
  for (const { day } of issues) days.add(day);
  return {
    open: [...days].filter((day) => !published.has(day)).sort(),
    published: [...published].sort(),
  };
}

interface SeatCounts {
  booked: number;
  held: number;
}

/** Occupied seats per product and day: `held` only while the hold lasts (a lapsed hold counts as free). */
async function seatCounts(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  from: string,
  to: string,
): Promise<Map<string, SeatCounts>> {
  const rows = await db
    .select({
      productId: adBookingDays.productId,
      day: adBookingDays.day,
      booked: sql<number>`count(*) filter (where ${adBookings.status} <> 'held')::int`,
      held: sql<number>`count(*) filter (where ${adBookings.status} = 'held')::int`,
    })
    .from(adBookingDays)
    .innerJoin(adBookings, eq(adBookings.id, adBookingDays.bookingId))
    .where(
      and(
        eq(adBookingDays.workspaceId, workspaceId),
        gte(adBookingDays.day, from),
        lte(adBookingDays.day, to),
        sql`${adBookingDays.seat} is not null`,
        sql`(${adBookings.status} <> 'held' or ${adBookings.holdExpiresAt} > now())`,
      ),
    )
    .groupBy(adBookingDays.productId, adBookingDays.day);
  return new Map(rows.map((r) => [`${r.productId}|${r.day}`, { booked: r.booked, held: r.held }]));
}

/** Per issue day in [from, to], every product on sale with its capacity, booked, held and free seats and price. */
export async function availability(
  db: DbOrTx,
  scope: WorkspaceScope,
  from: string,
  to: string,
  products?: AdProductRow[],
): Promise<AdAvailabilityDay[]> {
  const [days, onSale, counts] = await Promise.all([
    issueDays(db, scope, from, to),
    products ? Promise.resolve(products) : findAdProducts(db, scope, { activeOnly: true }),
    seatCounts(db, scope, from, to),
  ]);
  return days.map((date) => ({
    date,
    products: onSale.map((product) => {
      const { booked, held } = counts.get(`${product.id}|${date}`) ?? { booked: 0, held: 0 };
      return {
        productId: product.id,
        capacity: product.capacity,
        booked,
        held,
        free: Math.max(0, product.capacity - booked - held),
        priceCents: product.priceCents,
      };
    }),
  }));
}
