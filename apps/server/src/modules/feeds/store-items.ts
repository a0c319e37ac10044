import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { feedItems, feedItemTags } from '../../db/schema/index';
import { clampKey, dedupeKeyOf } from '../../lib/dedupe-key';

/** An imported item, before it is given its workspace (which comes only from the scope). */
export type ImportedFeedItem = Omit<typeof feedItems.$inferInsert, 'workspaceId'>;

/** Rows per INSERT (one JSON parameter): bounds the statement's size and the transaction's length. */
const CHUNK = 1_000;
/** Keys per existence check (one bind parameter each). */
const KEY_LOOKUP_CHUNK = 5_000;

/**
 * The keys of `keys` the workspace already holds, in one indexed query per 5,000 keys. Most runs of a fetcher see
 * mostly known items; checking the keys first is far cheaper than sanitising, building and sending full rows only to
 * have them conflict. ON CONFLICT DO NOTHING still settles any race with a concurrent run.
 */
export async function findKnownKeys(
  db: Db,
  { workspaceId }: WorkspaceScope,
  keys: readonly string[],
): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < keys.length; i += KEY_LOOKUP_CHUNK) {
    const slice = keys.slice(i, i + KEY_LOOKUP_CHUNK);
    // One JSON parameter, not one per key: the statement stays small and cheap to build.
    const found = await db
      .select({ key: feedItems.dedupeKey })
      .from(feedItems)
      .where(
        and(
          eq(feedItems.workspaceId, workspaceId),
          sql`${feedItems.dedupeKey} IN (SELECT json_array_elements_text(${JSON.stringify(slice)}::json))`,
        ),
      );
    for (const { key } of found) if (key) known.add(key);
  }
  return known;
}

/** Drops rows whose key the workspace already holds; keys in `checked` were looked up by the caller already. */
async function withoutKnownKeys(
  db: Db,
  scope: WorkspaceScope,
  rows: ImportedFeedItem[],
  checked: ReadonlySet<string>,
): Promise<ImportedFeedItem[]> {
  const unchecked = rows.map((row) => row.dedupeKey as string).filter((key) => !checked.has(key));
  if (unchecked.length === 0) return rows;
  const known = await findKnownKeys(db, scope, unchecked);
  return rows.filter((row) => !known.has(row.dedupeKey as string));
}

const columns = getTableColumns(feedItems);
type Column = keyof typeof columns;

/**
 * One `INSERT … SELECT … FROM json_populate_recordset($1)` per set of columns: the rows travel as one JSON parameter.
 * Building the same insert with drizzle's query builder (one bind parameter per value) cost more CPU than the
 * database's own work (a CPU profile of the 5,000-item ingest bench: drizzle's SQL building and the GC it caused took most of the time). Rows are grouped by the columns they set, so a column a row
 * leaves out still gets its default rather than NULL. Identifiers come from the schema, values only from the JSON.
 */
async function insertRows(tx: DbOrTx, rows: (ImportedFeedItem & { workspaceId: string })[]): Promise<{ id: string }[]> {
  const groups = new Map<string, { keys: Column[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = (Object.keys(row) as Column[]).filter((k) => k in columns && row[k as keyof typeof row] !== undefined);
    const signature = keys.join(',');
    const group = groups.get(signature) ?? { keys, rows: [] };
    groups.set(signature, group);
    group.rows.push(Object.fromEntries(keys.map((k) => [columns[k].name, row[k as keyof typeof row]])));
  }
  const ids: { id: string }[] = [];
  for (const { keys, rows: values } of groups.values()) {
    const names = sql.raw(keys.map((k) => `"${columns[k].name}"`).join(', '));
    const result = await tx.execute<{ id: string }>(sql`
      INSERT INTO feed_items (${names})
      SELECT ${names} FROM json_populate_recordset(NULL::feed_items, ${JSON.stringify(values)}::json)
      ON CONFLICT (workspace_id, dedupe_key) DO NOTHING
      RETURNING id`);
    ids.push(...result.rows);
  }
  return ids;
}

/**
 * Inserts imported items (RSS fetches, event calendars) that are new to the workspace and tags them; items already
 * there (same dedupe key, see lib/dedupe-key.ts) are left untouched. Returns how many were new. Safe to run twice
 * or concurrently: ON CONFLICT DO NOTHING decides.
 */
export async function storeFeedItems(
  db: Db,
  scope: WorkspaceScope,
  rows: ImportedFeedItem[],
  tagIds: readonly string[] = [],
  /** Keys the caller has just found absent from the workspace (see findKnownKeys): not looked up again. */
  checkedKeys: ReadonlySet<string> = new Set(),
): Promise<number> {
  const { workspaceId } = scope;
  // One row per key: a feed that repeats a guid must not depend on which copy the database keeps.
  const unique = new Map<string, ImportedFeedItem>();
  for (const row of rows) {
    const key = row.dedupeKey ? clampKey(row.dedupeKey) : dedupeKeyOf(row);
    if (!unique.has(key)) unique.set(key, { ...row, dedupeKey: key });
  }
  const fresh = await withoutKnownKeys(db, scope, [...unique.values()], checkedKeys);
  let inserted = 0;
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const chunk = fresh.slice(i, i + CHUNK).map((row) => ({ ...row, workspaceId }));
    // Items and their tags together: an item never appears without the fetcher's default tags.
    inserted += await db.transaction(async (tx) => {
      const ids = await insertRows(tx, chunk);
      if (ids.length > 0 && tagIds.length > 0) {
        const links = ids.flatMap(({ id }) => tagIds.map((tagId) => ({ workspaceId, itemId: id, tagId })));
        await tx.insert(feedItemTags).values(links).onConflictDoNothing();
      }
      return ids.length;
    });
  }
  return inserted;
}

/**
 * One item written by a person (no dedupe key: a hand-written item is never a duplicate of another). Imported
 * items go through storeFeedItems (store-items.ts); these two are the only writers of feed_items.
 */
export async function insertFeedItem(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: Omit<typeof feedItems.$inferInsert, 'workspaceId'>,
  tagIds: string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedItems)
      .values({ ...values, workspaceId })
      .returning({ id: feedItems.id });
    if (!row) throw new Error('item not created');
    if (tagIds.length) {
      await tx.insert(feedItemTags).values(tagIds.map((tagId) => ({ workspaceId, itemId: row.id, tagId })));
    }
    return row.id;
  });
}
