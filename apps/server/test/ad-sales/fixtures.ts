import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../src/authz/workspace-scope';
import { scopeFromTrustedJob } from '../../src/authz/workspace-scope';
import type { Db } from '../../src/db/client';
import { adProducts, workspaces } from '../../src/db/schema/index';
import { addDays, todayIn } from '../../src/modules/ad-sales/availability';
import { bookSeats } from '../../src/modules/ad-sales/booking-service';
import { syncSeats } from '../../src/modules/ad-sales/product-repository';
import { buildBusinessCompany } from '../helpers/factories-content';

export type AdProductRow = typeof adProducts.$inferSelect;

/** A day `n` days from today (UTC, the test workspaces' zone). */
export const inDays = (n: number) => addDays(todayIn('UTC'), n);

/** Every weekday is a publishing day, so any future day is an issue day. */
export async function publishEveryDay(db: Db, workspaceId: string): Promise<void> {
  await db
    .update(workspaces)
    .set({ publishingDays: [1, 2, 3, 4, 5, 6, 7] })
    .where(eq(workspaces.id, workspaceId));
}

export async function buildAdProduct(
  db: Db,
  values: Partial<typeof adProducts.$inferInsert> & { workspaceId: string },
): Promise<AdProductRow> {
  const [row] = await db
    .insert(adProducts)
    .values({
      name: `Spot ${randomBytes(3).toString('hex')}`,
      priceCents: 15000,
      currency: 'USD',
      capacity: 1,
      ...values,
    })
    .returning();
  if (!row) throw new Error('ad product not created');
  await syncSeats(db, row.id, row.capacity);
  return row;
}

export async function trustedScope(db: Db, workspaceId: string): Promise<WorkspaceScope> {
  const scope = await scopeFromTrustedJob(db, workspaceId);
  if (!scope) throw new Error('no workspace');
  return scope;
}

/** A confirmed staff booking of a fresh product and advertiser on `dates`. */
export async function buildAdBooking(db: Db, workspaceId: string, dates = [inDays(14)]) {
  await publishEveryDay(db, workspaceId);
  const product = await buildAdProduct(db, { workspaceId });
  const company = await buildBusinessCompany(db, { workspaceId });
  const outcome = await bookSeats(db, await trustedScope(db, workspaceId), {
    productId: product.id,
    dates,
    businessCompanyId: company.id,
  });
  if (!outcome.ok) throw new Error('booking refused');
  return { product, company, booking: outcome.booking, dates };
}
