import { and, asc, count, desc, eq, getTableColumns, isNull, lte, or, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { rssFetchers, rssFetcherTags } from '../../db/schema/index';

export type RssFetcherRow = typeof rssFetchers.$inferSelect & { defaultTagIds: string[] };
export type RssFetcherValues = Pick<
  typeof rssFetchers.$inferInsert,
  'name' | 'url' | 'intervalMinutes' | 'isActive'
> & {
  /** Tags applied to every item the fetcher imports, in this order. */
  defaultTagIds?: string[];
};

/** The fetcher's default tags, in the order they were given (rss_fetcher_tags). */
const defaultTagIds = sql<string[]>`coalesce((
  select array_agg(${rssFetcherTags.tagId} order by ${rssFetcherTags.position})
  from ${rssFetcherTags}
  where ${rssFetcherTags.workspaceId} = ${rssFetchers.workspaceId} and ${rssFetcherTags.fetcherId} = ${rssFetchers.id}
), '{}')`;

const fetcherColumns = { ...getTableColumns(rssFetchers), defaultTagIds };

const selectFetchers = (db: DbOrTx) => db.select(fetcherColumns).from(rssFetchers);

/** Replaces the fetcher's default tags (the caller has checked they are tags of the workspace). */
async function replaceDefaultTags(tx: DbOrTx, workspaceId: string, fetcherId: string, tagIds: readonly string[]) {
  await tx
    .delete(rssFetcherTags)
    .where(and(eq(rssFetcherTags.workspaceId, workspaceId), eq(rssFetcherTags.fetcherId, fetcherId)));
  if (tagIds.length === 0) return;
  await tx
    .insert(rssFetcherTags)
    .values(tagIds.map((tagId, position) => ({ workspaceId, fetcherId, tagId, position })));
}

export async function findFetchersPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  page: number,
  pageSize: number,
): Promise<{ rows: RssFetcherRow[]; total: number }> {
  const where = eq(rssFetchers.workspaceId, workspaceId);
  const [rows, [totals]] = await Promise.all([
    selectFetchers(db)
      .where(where)
      .orderBy(desc(rssFetchers.createdAt), asc(rssFetchers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(rssFetchers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findFetcher(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<RssFetcherRow | undefined> {
  const [row] = await selectFetchers(db).where(and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, workspaceId)));
  return row;
}

export async function insertFetcher(
  db: Db,
  { workspaceId }: WorkspaceScope,
  { defaultTagIds: tagIds = [], ...values }: RssFetcherValues,
): Promise<RssFetcherRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rssFetchers)
      .values({ ...values, workspaceId })
      .returning();
    if (!row) throw new Error('fetcher not created');
    await replaceDefaultTags(tx, workspaceId, row.id, tagIds);
    return { ...row, defaultTagIds: [...tagIds] };
  });
}

export async function updateFetcher(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  {
    defaultTagIds: tagIds,
    ...values
  }: Partial<RssFetcherValues> & { etag?: null; lastModified?: null; bodyHash?: null },
): Promise<RssFetcherRow | undefined> {
  return db.transaction(async (tx) => {
    const where = and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, scope.workspaceId));
    const found =
      Object.keys(values).length > 0
        ? await tx.update(rssFetchers).set(values).where(where).returning({ id: rssFetchers.id })
        : await tx.select({ id: rssFetchers.id }).from(rssFetchers).where(where).for('update');
    if (found.length === 0) return undefined;
    if (tagIds !== undefined) await replaceDefaultTags(tx, scope.workspaceId, id, tagIds);
    return findFetcher(tx, scope, id);
  });
}

export async function deleteFetcher(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
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
  /** Set only by a run that imported the body in full. */
  bodyHash?: string;
}

/** Records one run of a fetcher of the workspace; the item count grows by what this run stored. */
export async function recordFetcherRun(
  db: Db,
  { workspaceId }: WorkspaceScope,
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
      ...(run.bodyHash !== undefined ? { bodyHash: run.bodyHash } : {}),
    })
    .where(and(eq(rssFetchers.id, id), eq(rssFetchers.workspaceId, workspaceId)))
    .returning({ ...fetcherColumns });
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
