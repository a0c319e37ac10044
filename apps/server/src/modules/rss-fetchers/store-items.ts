import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { feedItems, feedItemTags } from '../../db/schema/index';

export type FeedItemInsert = typeof feedItems.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~25 columns a row. */
const CHUNK = 500;
/** A B-tree entry must stay far below its ~2.7 kB limit; longer keys are stored as their hash. */
const KEY_MAX = 500;

/**
 * The de-duplication key of an item within a workspace: its guid, else its link, else a hash of what it says.
 * Combined with the unique index on (workspace_id, dedupe_key), a retried or concurrent import stores one copy.
 */
export function dedupeKeyOf(item: {
  guid?: string | null;
  link?: string | null;
  title: string;
  summary?: string | null;
}) {
  return clampKey(item.guid?.trim() || item.link?.trim() || `text:${hash(`${item.title}\n${item.summary ?? ''}`)}`);
}

export function clampKey(key: string): string {
  return key.length > KEY_MAX ? `sha256:${hash(key)}` : key;
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Inserts items that are new to the workspace and tags them; items already there (same dedupe key) are left
 * untouched. Returns how many were new. Safe to run twice or concurrently: ON CONFLICT DO NOTHING decides.
 */
export async function storeFeedItems(db: Db, rows: FeedItemInsert[], tagIds: readonly string[] = []): Promise<number> {
  // One row per key: a feed that repeats a guid must not depend on which copy the database keeps.
  const unique = new Map<string, FeedItemInsert>();
  for (const row of rows) {
    const key = row.dedupeKey ? clampKey(row.dedupeKey) : dedupeKeyOf(row);
    if (!unique.has(key)) unique.set(key, { ...row, dedupeKey: key });
  }
  const all = [...unique.values()];
  let inserted = 0;
  for (let i = 0; i < all.length; i += CHUNK) {
    const chunk = all.slice(i, i + CHUNK);
    // Items and their tags together: an item never appears without the fetcher's default tags.
    inserted += await db.transaction(async (tx) => {
      const ids = await tx
        .insert(feedItems)
        .values(chunk)
        .onConflictDoNothing({ target: [feedItems.workspaceId, feedItems.dedupeKey] })
        .returning({ id: feedItems.id });
      if (ids.length > 0 && tagIds.length > 0) {
        const links = ids.flatMap(({ id }) => tagIds.map((tagId) => ({ itemId: id, tagId })));
        await tx.insert(feedItemTags).values(links).onConflictDoNothing();
      }
      return ids.length;
    });
  }
  return inserted;
}
