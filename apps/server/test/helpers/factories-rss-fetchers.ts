import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { feedItems, feedItemTags, rssFetchers } from '../../src/db/schema/index';
import { buildWorkspace } from './factories';

export type RssFetcherRow = typeof rssFetchers.$inferSelect;
export type StoredItem = typeof feedItems.$inferSelect;

/** A fetcher (default: active, hourly, pointing nowhere useful); builds a workspace when none is given. */
export async function buildFetcher(
  db: Db,
  values: Partial<typeof rssFetchers.$inferInsert> = {},
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
  return row;
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
