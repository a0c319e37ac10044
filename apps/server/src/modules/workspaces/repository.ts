import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { workspaceMembers, workspaces } from '../../db/schema/index';
import type { PageRequest, PageRows } from '../../lib/pagination';

export type WorkspaceRow = typeof workspaces.$inferSelect;

// Newest first, so a freshly created newsletter is the first of the reloaded list.
const newestFirst = [desc(workspaces.createdAt), asc(workspaces.name), asc(workspaces.id)];

/** Every workspace of the business. */
export async function findBusinessWorkspaces(
  db: Db,
  businessId: string,
  { page, pageSize }: PageRequest,
): Promise<PageRows<WorkspaceRow>> {
  const where = eq(workspaces.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(workspaces)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(workspaces).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** The workspaces of the business that the user is a member of. */
export async function findMemberWorkspaces(
  db: Db,
  businessId: string,
  userId: string,
  { page, pageSize }: PageRequest,
): Promise<PageRows<WorkspaceRow>> {
  const membership = and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId));
  const where = eq(workspaces.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ workspace: workspaces })
      .from(workspaces)
      .innerJoin(workspaceMembers, membership)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(workspaces).innerJoin(workspaceMembers, membership).where(where),
  ]);
  return { rows: rows.map((r) => r.workspace), count: total?.n ?? 0 };
}

/** The names (as stored) of the business's workspaces matching any of `names`, case-insensitively. */
export async function findWorkspaceNamesLike(db: DbOrTx, businessId: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const lowered = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(and(eq(workspaces.businessId, businessId), inArray(sql`lower(${workspaces.name})`, lowered)));
  return rows.map((r) => r.name);
}

/** Creates the workspaces in the given order and makes `creatorId` a member of each. */
export async function insertWorkspaces(
  tx: DbOrTx,
  businessId: string,
  names: string[],
  creatorId: string,
  timeZone?: string,
): Promise<WorkspaceRow[]> {
  const rows = await tx
    .insert(workspaces)
    .values(names.map((name) => ({ businessId, name, ...(timeZone ? { timeZone } : {}) })))
    .returning();
  await tx.insert(workspaceMembers).values(rows.map((w) => ({ workspaceId: w.id, userId: creatorId })));
  const position = new Map(names.map((name, i) => [name, i]));
  return rows.sort((a, b) => (position.get(a.name) ?? 0) - (position.get(b.name) ?? 0));
}

export async function findWorkspace(
  db: DbOrTx,
  { businessId, workspaceId }: WorkspaceScope,
): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)))
    .limit(1);
  return row;
}

/** Ids among `workspaceIds` that belong to the business (the rest are another tenant's or unknown). */
/** The names of these workspaces of the business (its brand name where it has one), by name; deleted ones are skipped. */
export async function findBusinessWorkspaceNames(
  db: DbOrTx,
  businessId: string,
  workspaceIds: string[],
): Promise<string[]> {
  if (workspaceIds.length === 0) return [];
  const rows = await db
    .select({ name: workspaces.name, brandName: workspaces.brandName })
    .from(workspaces)
    .where(and(eq(workspaces.businessId, businessId), inArray(workspaces.id, workspaceIds)));
  return rows.map((row) => row.brandName || row.name).sort((a, b) => a.localeCompare(b));
}

export async function findBusinessWorkspaceIds(db: DbOrTx, businessId: string, workspaceIds: string[]) {
  if (workspaceIds.length === 0) return [];
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.businessId, businessId), inArray(workspaces.id, workspaceIds)));
  return rows.map((r) => r.id);
}

export async function updateWorkspace(
  db: DbOrTx,
  { businessId, workspaceId }: WorkspaceScope,
  values: Partial<Pick<WorkspaceRow, 'brandName' | 'brandColor' | 'logoUrl' | 'logoKey' | 'publicationId'>>,
): Promise<WorkspaceRow | undefined> {
  const [row] = await db
    .update(workspaces)
    .set(values)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)))
    .returning();
  return row;
}
