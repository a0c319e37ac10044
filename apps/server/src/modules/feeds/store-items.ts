import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { feedItems, feedItemTags } from '../../db/schema/index';
import { clampKey, dedupeKeyOf } from '../../lib/dedupe-key';

/** An imported item, before it is given its workspace (which comes only from the scope). */
export type ImportedFeedItem = Omit<typeof feedItems.$inferInsert, 'workspaceId'>;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~25 columns a row. */
const CHUNK = 500;
/** Keys per existence check (one bind parameter each). */
const KEY_LOOKUP_CHUNK = 5_000;

/**
 * Drops rows whose key the workspace already holds. Most runs of a fetcher see mostly known items; checking the
 * keys in one indexed query is far cheaper than building and sending full rows only to have them conflict.
 * ON CONFLICT DO NOTHING still settles any race with a concurrent run.
 */
async function withoutKnownKeys(db: Db, workspaceId: string, rows: ImportedFeedItem[]): Promise<ImportedFeedItem[]> {
  const known = new Set<string>();
  for (let i = 0; i < rows.length; i += KEY_LOOKUP_CHUNK) {
    const keys = rows.slice(i, i + KEY_LOOKUP_CHUNK).map((r) => r.dedupeKey as string);
    const found = await db
      .select({ key: feedItems.dedupeKey })
      .from(feedItems)
      .where(and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.dedupeKey, keys)));
    for (const { key } of found) if (key) known.add(key);
  }
  return rows.filter((row) => !known.has(row.dedupeKey as string));
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
): Promise<number> {
  const { workspaceId } = scope;
  // One row per key: a feed that repeats a guid must not depend on which copy the database keeps.
  const unique = new Map<string, ImportedFeedItem>();
  for (const row of rows) {
    const key = row.dedupeKey ? clampKey(row.dedupeKey) : dedupeKeyOf(row);
    if (!unique.has(key)) unique.set(key, { ...row, dedupeKey: key });
  }
  const fresh = await withoutKnownKeys(db, workspaceId, [...unique.values()]);
  let inserted = 0;
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const chunk = fresh.slice(i, i + CHUNK).map((row) => ({ ...row, workspaceId }));
    // Items and their tags together: an item never appears without the fetcher's default tags.
    inserted += await db.transaction(async (tx) => {
      const ids = await tx
        .insert(feedItems)
        .values(chunk)
        .onConflictDoNothing({ target: [feedItems.workspaceId, feedItems.dedupeKey] })
        .returning({ id: feedItems.id });
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
