import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { users, workspaceMembers, workspaces } from '../../db/schema/index';
import type { PageRequest, PageRows } from '../../lib/pagination';

export type UserRow = typeof users.$inferSelect;
export interface WorkspaceRef {
  workspaceId: string;
  name: string;
}

export async function findBusinessUsers(
  db: Db,
  businessId: string,
  { page, pageSize }: PageRequest,
): Promise<PageRows<UserRow>> {
  const where = eq(users.businessId, businessId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.createdAt), asc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findBusinessUser(db: DbOrTx, businessId: string, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.businessId, businessId)))
    .limit(1);
  return row;
}

/** Each user's workspaces within the business, by user id. */
export async function findMemberships(
  db: DbOrTx,
  businessId: string,
  userIds: string[],
): Promise<Map<string, WorkspaceRef[]>> {
  const byUser = new Map<string, WorkspaceRef[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: workspaceMembers.userId, workspaceId: workspaces.id, name: workspaces.name })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaces.businessId, businessId), inArray(workspaceMembers.userId, userIds)))
    .orderBy(asc(workspaces.name));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ workspaceId: row.workspaceId, name: row.name });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/**
 * Ids of the business's admins, row-locked until the transaction ends: every change that could remove an admin
 * takes this lock first, so two concurrent demotions cannot leave the business without one.
 */
export async function lockBusinessAdmins(tx: DbOrTx, businessId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.userType, 'admin')))
    .for('update');
  return rows.map((r) => r.id);
}

export async function updateBusinessUser(
  tx: DbOrTx,
  businessId: string,
  userId: string,
  values: Partial<Pick<UserRow, 'name' | 'gender' | 'userType'>>,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.businessId, businessId)))
    .returning();
  return row;
}

const businessWorkspaceIds = (businessId: string) =>
  sql`(select ${workspaces.id} from ${workspaces} where ${workspaces.businessId} = ${businessId})`;

/** Makes `workspaceIds` (already checked to be the business's) the user's exact memberships in the business. */
export async function replaceMemberships(
  tx: DbOrTx,
  businessId: string,
  userId: string,
  workspaceIds: string[],
): Promise<void> {
  await tx
    .delete(workspaceMembers)
    .where(
      and(eq(workspaceMembers.userId, userId), inArray(workspaceMembers.workspaceId, businessWorkspaceIds(businessId))),
    );
  if (workspaceIds.length > 0) {
    await tx
      .insert(workspaceMembers)
      .values(workspaceIds.map((workspaceId) => ({ workspaceId, userId })))
      .onConflictDoNothing();
  }
}

/** Takes the user out of the business and its workspaces, keeping the account. */
export async function detachFromBusiness(tx: DbOrTx, businessId: string, userId: string): Promise<boolean> {
  await replaceMemberships(tx, businessId, userId, []);
  const detached = await tx
    .update(users)
    .set({ businessId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.businessId, businessId)))
    .returning({ id: users.id });
  return detached.length > 0;
}
