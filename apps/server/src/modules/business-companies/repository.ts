import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { businessCompanies, feedItems } from '../../db/schema/index';

export type BusinessCompanyRow = typeof businessCompanies.$inferSelect;
export type BusinessCompanyWithAds = BusinessCompanyRow & { adCount: number };

// Written with explicit aliases: in a single-table select drizzle leaves column names unqualified, which inside
// this subquery would resolve to feed_items' own columns.
const adCount = sql<number>`(
  select count(*)::int from feed_items ads
  where ads.business_company_id = business_companies.id
    and ads.workspace_id = business_companies.workspace_id
    and ads.feed_type = 'ads'
)`.mapWith(Number);

export async function findBusinessCompaniesPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  page: number,
  pageSize: number,
): Promise<{ rows: BusinessCompanyWithAds[]; total: number }> {
  const where = eq(businessCompanies.workspaceId, workspaceId);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ company: businessCompanies, adCount })
      .from(businessCompanies)
      .where(where)
      .orderBy(asc(sql`lower(${businessCompanies.name})`), asc(businessCompanies.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(businessCompanies).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.company, adCount: r.adCount })), total: totals?.total ?? 0 };
}

export async function findBusinessCompany(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<BusinessCompanyWithAds | undefined> {
  const [row] = await db
    .select({ company: businessCompanies, adCount })
    .from(businessCompanies)
    .where(and(eq(businessCompanies.id, id), eq(businessCompanies.workspaceId, workspaceId)))
    .limit(1);
  return row ? { ...row.company, adCount: row.adCount } : undefined;
}

/** Whether the id is a company of this workspace. */
export async function businessCompanyExists(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: businessCompanies.id })
    .from(businessCompanies)
    .where(and(eq(businessCompanies.id, id), eq(businessCompanies.workspaceId, workspaceId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertBusinessCompany(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: Omit<typeof businessCompanies.$inferInsert, 'workspaceId'>,
): Promise<BusinessCompanyRow> {
  const [row] = await db
    .insert(businessCompanies)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('company not created');
  return row;
}

export async function updateBusinessCompany(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  values: Partial<Omit<typeof businessCompanies.$inferInsert, 'workspaceId'>>,
): Promise<boolean> {
  if (Object.keys(values).length === 0) return businessCompanyExists(db, scope, id);
  const { workspaceId } = scope;
  const rows = await db
    .update(businessCompanies)
    .set(values)
    .where(and(eq(businessCompanies.id, id), eq(businessCompanies.workspaceId, workspaceId)))
    .returning({ id: businessCompanies.id });
  return rows.length > 0;
}

/** Archives the company's ads, then deletes it, in one transaction. Returns the number of ads archived. */
export async function deleteBusinessCompanyArchivingAds(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const archived = await tx
      .update(feedItems)
      .set({ feedStatus: 'archived', updatedAt: new Date() })
      .where(
        and(
          eq(feedItems.workspaceId, workspaceId),
          eq(feedItems.businessCompanyId, id),
          eq(feedItems.feedType, 'ads'),
          sql`${feedItems.feedStatus} <> 'archived'`,
        ),
      )
      .returning({ id: feedItems.id });
    await tx
      .delete(businessCompanies)
      .where(and(eq(businessCompanies.id, id), eq(businessCompanies.workspaceId, workspaceId)));
    return archived.length;
  });
}
