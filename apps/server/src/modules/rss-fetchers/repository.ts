import { and, asc, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rssFetchers } from '../../db/schema/index';

export type RssFetcherRow = typeof rssFetchers.$inferSelect;
export type RssFetcherValues = Pick<
  typeof rssFetchers.$inferInsert,
  'name' | 'url' | 'intervalMinutes' | 'isActive' | 'defaultTagIds'
>;

export async function findFetchersPage(
  db: Db,
  workspaceId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: RssFetcherRow[]; total: number }> {
  const where = eq(rssFetchers.workspaceId, workspaceId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(rssFetchers)
      .where(where)
      .orderBy(desc(rssFetchers.createdAt), asc(rssFetchers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(rssFetchers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findFetcher(db: Db, workspaceId: string, id: string): Promise<RssFetcherRow | undefined> {
  const [row] = await db
    .select()
    .from(rssFetchers)
    .where(and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, workspaceId)));
  return row;
}

export async function insertFetcher(db: Db, workspaceId: string, values: RssFetcherValues): Promise<RssFetcherRow> {
  const [row] = await db
    .insert(rssFetchers)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('fetcher not created');
  return row;
}

export async function updateFetcher(
  db: Db,
  workspaceId: string,
  id: string,
  values: Partial<RssFetcherValues> & { etag?: null; lastModified?: null },
): Promise<RssFetcherRow | undefined> {
  if (Object.keys(values).length === 0) return findFetcher(db, workspaceId, id);
  const [row] = await db
    .update(rssFetchers)
    .set(values)
    .where(and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, workspaceId)))
    .returning();
  return row;
}

export async function deleteFetcher(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(rssFetchers)
    .where(and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, workspaceId)))
    .returning({ id: rssFetchers.id });
  return rows.length > 0;
}

export interface FetcherRunRecord {
  status: 'ok' | 'error';
  error: string | null;
  imported: number;
  etag?: string | null;
  lastModified?: string | null;
}

/** Records one run of a fetcher of the workspace; the item count grows by what this run stored. */
export async function recordFetcherRun(
  db: Db,
  workspaceId: string,
  id: string,
  run: FetcherRunRecord,
): Promise<RssFetcherRow | undefined> {
  const validators =
    run.etag !== undefined || run.lastModified !== undefined
      ? { etag: run.etag ?? null, lastModified: run.lastModified ?? null }
      : {};
  const [row] = await db
    .update(rssFetchers)
    .set({
      lastRunAt: sql`now()`,
      lastStatus: run.status,
      lastError: run.error,
      itemCount: sql`${rssFetchers.itemCount} + ${run.imported}`,
      ...validators,
    })
    .where(and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, workspaceId)))
    .returning();
  return row;
}

/** A fetcher as jobs name it: its id and its workspace, both part of every query the run makes. */
export interface FetcherRef {
  id: string;
  workspaceId: string;
}

/**
 * Active fetchers whose interval has passed since their last run (or that never ran), oldest first. The scheduler
 * is the one reader across workspaces; what it queues carries each fetcher's workspace.
 */
export async function findDueFetchers(db: Db, limit = 500): Promise<FetcherRef[]> {
  return db
    .select({ id: rssFetchers.id, workspaceId: rssFetchers.workspaceId })
    .from(rssFetchers)
    .where(
      and(
        eq(rssFetchers.isActive, true),
        or(
          isNull(rssFetchers.lastRunAt),
          lte(rssFetchers.lastRunAt, sql`now() - make_interval(mins => ${rssFetchers.intervalMinutes})`),
        ),
      ),
    )
    .orderBy(sql`${rssFetchers.lastRunAt} asc nulls first`)
    .limit(limit);
}
