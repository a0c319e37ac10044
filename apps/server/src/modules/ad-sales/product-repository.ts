import { and, asc, eq, exists, gt, isNull, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { adBookings, adProductSeats, adProducts } from '../../db/schema/index';

export type AdProductRow = typeof adProducts.$inferSelect;
export type AdProductValues = Pick<
  AdProductRow,
  | 'name'
  | 'position'
  | 'capacity'
  | 'priceCents'
  | 'currency'
  | 'leadDays'
  | 'maxDaysPerOrder'
  | 'description'
  | 'active'
>;

const ofWorkspace = ({ workspaceId }: WorkspaceScope, id: string) =>
  and(eq(adProducts.id, id), eq(adProducts.workspaceId, workspaceId));

export async function findAdProducts(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  { includeArchived = false, activeOnly = false } = {},
): Promise<AdProductRow[]> {
  return db
    .select()
    .from(adProducts)
    .where(
      and(
        eq(adProducts.workspaceId, workspaceId),
        includeArchived ? undefined : isNull(adProducts.archivedAt),
        activeOnly ? eq(adProducts.active, true) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${adProducts.name})`), asc(adProducts.id));
}

export async function findAdProduct(db: DbOrTx, scope: WorkspaceScope, id: string): Promise<AdProductRow | undefined> {
  const [row] = await db.select().from(adProducts).where(ofWorkspace(scope, id));
  return row;
}

/** Makes seats 1..capacity exist and removes those above it (refused by the database while one is occupied). */
export async function syncSeats(db: DbOrTx, productId: string, capacity: number): Promise<void> {
  await db.execute(sql`
    insert into ${adProductSeats} (product_id, seat)
    select ${productId}::uuid, s from generate_series(1, ${capacity}::int) as s
    on conflict do nothing`);
  await db
    .delete(adProductSeats)
    .where(and(eq(adProductSeats.productId, productId), gt(adProductSeats.seat, capacity)));
}

export async function insertAdProduct(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: AdProductValues,
): Promise<AdProductRow> {
  const [row] = await db
    .insert(adProducts)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('ad product not created');
  await syncSeats(db, row.id, row.capacity);
  return row;
}

export async function updateAdProduct(
  db: DbOrTx,
  scope: WorkspaceScope,
  id: string,
  values: Partial<AdProductValues>,
): Promise<AdProductRow | undefined> {
  const [row] = await db
    .update(adProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofWorkspace(scope, id), isNull(adProducts.archivedAt)))
    .returning();
  if (row && values.capacity !== undefined) await syncSeats(db, row.id, row.capacity);
  return row;
}

/** Whether any booking (of any status) names the product: then it is archived instead of deleted. */
export async function productHasBookings(db: DbOrTx, scope: WorkspaceScope, id: string): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<boolean>`true` })
    .from(adProducts)
    .where(
      and(
        ofWorkspace(scope, id),
        exists(
          db
            .select({ one: sql`1` })
            .from(adBookings)
            .where(and(eq(adBookings.productId, adProducts.id), eq(adBookings.workspaceId, adProducts.workspaceId))),
        ),
      ),
    );
  return Boolean(row);
}

export async function archiveAdProduct(db: DbOrTx, scope: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .update(adProducts)
    .set({ archivedAt: new Date(), active: false, updatedAt: new Date() })
    .where(and(ofWorkspace(scope, id), isNull(adProducts.archivedAt)))
    .returning({ id: adProducts.id });
  return rows.length > 0;
}

export async function deleteAdProduct(db: DbOrTx, scope: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db.delete(adProducts).where(ofWorkspace(scope, id)).returning({ id: adProducts.id });
  return rows.length > 0;
}
