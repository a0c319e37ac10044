import { and, asc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { beehiivKeys, beehiivResponseCache, beehiivSnapshots, workspaces } from '../../db/schema/index';

export type BeehiivKeyRow = typeof beehiivKeys.$inferSelect;
export type SnapshotRow = typeof beehiivSnapshots.$inferSelect;
export type SnapshotValues = Pick<
  SnapshotRow,
  'activeSubscriptions' | 'totalSubscriptions' | 'totalSent' | 'totalUniqueOpened' | 'totalClicked'
>;

export async function findBeehiivKey(db: Db, { workspaceId }: WorkspaceScope): Promise<BeehiivKeyRow | undefined> {
  const [row] = await db.select().from(beehiivKeys).where(eq(beehiivKeys.workspaceId, workspaceId)).limit(1);
  return row;
}

/** Stores the workspace's key (one per workspace); every new key gets a new version. */
export async function upsertBeehiivKey(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: Pick<BeehiivKeyRow, 'sealedKey' | 'lastFour'>,
): Promise<BeehiivKeyRow> {
  const now = new Date();
  const [row] = await db
    .insert(beehiivKeys)
    .values({ ...values, workspaceId, checkedAt: now })
    .onConflictDoUpdate({
      target: beehiivKeys.workspaceId,
      set: { ...values, checkedAt: now, updatedAt: now, keyVersion: sql`${beehiivKeys.keyVersion} + 1` },
    })
    .returning();
  if (!row) throw new Error('beehiiv key not stored');
  return row;
}

export async function deleteBeehiivKey(db: Db, { workspaceId }: WorkspaceScope): Promise<void> {
  await db.delete(beehiivKeys).where(eq(beehiivKeys.workspaceId, workspaceId));
}

/** Every workspace with a key and a linked publication (the daily snapshot job's work list). */
export async function linkedWorkspaceIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ workspaceId: beehiivKeys.workspaceId })
    .from(beehiivKeys)
    .innerJoin(workspaces, eq(workspaces.id, beehiivKeys.workspaceId))
    .where(isNotNull(workspaces.publicationId));
  return rows.map((row) => row.workspaceId);
}

export async function readCache(db: Db, { workspaceId }: WorkspaceScope, cacheKey: string): Promise<unknown> {
  const [row] = await db
    .select({ body: beehiivResponseCache.body })
    .from(beehiivResponseCache)
    .where(
      and(
        eq(beehiivResponseCache.workspaceId, workspaceId),
        eq(beehiivResponseCache.cacheKey, cacheKey),
        gt(beehiivResponseCache.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.body;
}

export async function writeCache(
  db: Db,
  { workspaceId }: WorkspaceScope,
  cacheKey: string,
  body: unknown,
  ttlMs: number,
): Promise<void> {
  const expiresAt = new Date(Date.now() + ttlMs);
  await db
    .insert(beehiivResponseCache)
    .values({ workspaceId, cacheKey, body, expiresAt })
    .onConflictDoUpdate({
      target: [beehiivResponseCache.workspaceId, beehiivResponseCache.cacheKey],
      set: { body, expiresAt },
    });
}

export async function clearCache(db: Db, { workspaceId }: WorkspaceScope): Promise<void> {
  await db.delete(beehiivResponseCache).where(eq(beehiivResponseCache.workspaceId, workspaceId));
}

export async function purgeExpiredCache(db: Db): Promise<void> {
  await db.delete(beehiivResponseCache).where(lt(beehiivResponseCache.expiresAt, new Date()));
}

/** One row per workspace, publication and UTC day: a second write of the same day replaces the first. */
export async function upsertSnapshot(
  db: Db,
  { workspaceId }: WorkspaceScope,
  publicationId: string,
  day: string,
  values: SnapshotValues,
): Promise<void> {
  await db
    .insert(beehiivSnapshots)
    .values({ workspaceId, publicationId, day, ...values })
    .onConflictDoUpdate({
      target: [beehiivSnapshots.workspaceId, beehiivSnapshots.publicationId, beehiivSnapshots.day],
      set: values,
    });
}

/** The publication's snapshots, oldest first. */
export async function listSnapshots(
  db: Db,
  { workspaceId }: WorkspaceScope,
  publicationId: string,
): Promise<SnapshotRow[]> {
  return db
    .select()
    .from(beehiivSnapshots)
    .where(and(eq(beehiivSnapshots.workspaceId, workspaceId), eq(beehiivSnapshots.publicationId, publicationId)))
    .orderBy(asc(beehiivSnapshots.day));
}
