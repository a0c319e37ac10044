import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { feedItems, feedItemTags, rssFetchers, rssFetcherTags } from '../../src/db/schema/index';
import { type OutboundSettings, runFetcher } from '../../src/modules/rss-fetchers/run-fetcher';
import { buildWorkspace } from './factories';
import { scopeOf } from './scope';

export type RssFetcherRow = typeof rssFetchers.$inferSelect;
export type StoredItem = typeof feedItems.$inferSelect;

/**
 * A fetcher (default: active, hourly, pointing nowhere useful, no default tags); builds a workspace when none is
 * given.
 */
export async function buildFetcher(
  db: Db,
  { defaultTagIds = [], ...values }: Partial<typeof rssFetchers.$inferInsert> & { defaultTagIds?: string[] } = {},
): Promise<RssFetcherRow> {
  const workspaceId = values.workspaceId ?? (await buildWorkspace(db)).id;
  const [row] = await db
    .insert(rssFetchers)
    .values({
      name: `Fetcher ${randomBytes(4).toString('hex')}`,
      url: 'https://feeds.example/rss.xml',
      ...values,
      workspaceId,
    })
    .returning();
  if (!row) throw new Error('fetcher not created');
  if (defaultTagIds.length > 0) {
    await db
      .insert(rssFetcherTags)
      .values(defaultTagIds.map((tagId, position) => ({ workspaceId, fetcherId: row.id, tagId, position })));
  }
  return row;
}

/** Runs a fetcher as its job does: in the scope of the workspace named, reading the fetcher by its id. */
export async function runFetcherIn(
  db: Db,
  target: { id: string; workspaceId: string },
  outbound: OutboundSettings,
  onUnexpected?: (err: unknown) => void,
) {
  return runFetcher(db, await scopeOf(db, target.workspaceId), target.id, outbound, onUnexpected);
}

export async function reloadFetcher(db: Db, id: string): Promise<RssFetcherRow> {
  const [row] = await db.select().from(rssFetchers).where(eq(rssFetchers.id, id));
  if (!row) throw new Error('fetcher gone');
  return row;
}

export async function itemsOfWorkspace(db: Db, workspaceId: string): Promise<StoredItem[]> {
  return db.select().from(feedItems).where(eq(feedItems.workspaceId, workspaceId));
}

export async function tagIdsOfItem(db: Db, itemId: string): Promise<string[]> {
  const rows = await db.select({ tagId: feedItemTags.tagId }).from(feedItemTags).where(eq(feedItemTags.itemId, itemId));
  return rows.map((r) => r.tagId).sort();
}
