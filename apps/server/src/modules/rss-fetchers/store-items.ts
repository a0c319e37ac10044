import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedItems, feedItemTags } from '../../db/schema/index';

export type FeedItemInsert = typeof feedItems.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters at ~25 columns a row. */
const CHUNK = 500;
/** A B-tree entry must stay far below its ~2.7 kB limit; longer keys are stored as their hash. */
const KEY_MAX = 500;
/** Keys per existence check (one bind parameter each). */
const KEY_LOOKUP_CHUNK = 5_000;

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

/**
 * Drops rows whose key the workspace already holds. Most runs of a fetcher see mostly known items; checking the
 * keys in one indexed query is far cheaper than building and sending full rows only to have them conflict.
 * ON CONFLICT DO NOTHING still settles any race with a concurrent run.
 */
async function withoutKnownKeys(db: Db, rows: FeedItemInsert[]): Promise<FeedItemInsert[]> {
  const byWorkspace = new Map<string, FeedItemInsert[]>();
  for (const row of rows) byWorkspace.set(row.workspaceId, [...(byWorkspace.get(row.workspaceId) ?? []), row]);
  const fresh: FeedItemInsert[] = [];
  for (const [workspaceId, group] of byWorkspace) {
    const known = new Set<string>();
    for (let i = 0; i < group.length; i += KEY_LOOKUP_CHUNK) {
      const keys = group.slice(i, i + KEY_LOOKUP_CHUNK).map((r) => r.dedupeKey as string);
      const found = await db
        .select({ key: feedItems.dedupeKey })
        .from(feedItems)
        .where(and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.dedupeKey, keys)));
      for (const { key } of found) if (key) known.add(key);
    }
    for (const row of group) if (!known.has(row.dedupeKey as string)) fresh.push(row);
  }
  return fresh;
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
  const all = await withoutKnownKeys(db, [...unique.values()]);
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
