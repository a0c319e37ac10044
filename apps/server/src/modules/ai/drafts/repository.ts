import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { aiDrafts, feedItems } from '../../../db/schema/index';
import { assistantItemColumns } from '../chat/content-repository';

export type AiDraftRow = typeof aiDrafts.$inferSelect;

export async function insertDraft(
  db: Db,
  { workspaceId }: WorkspaceScope,
  values: { userId: string; issueDate: string; itemIds: string[]; toneId: string | null },
): Promise<AiDraftRow> {
  const [row] = await db
    .insert(aiDrafts)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('The draft was not stored');
  return row;
}

export async function findDraft(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<AiDraftRow | undefined> {
  const [row] = await db
    .select()
    .from(aiDrafts)
    .where(and(eq(aiDrafts.id, id), eq(aiDrafts.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

export async function updateDraft(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  values: Partial<Pick<AiDraftRow, 'status' | 'newsletterId' | 'blocksAdded' | 'warnings' | 'errorCode'>>,
): Promise<void> {
  await db
    .update(aiDrafts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(aiDrafts.id, id), eq(aiDrafts.workspaceId, workspaceId)));
}

/** What a drafted story is made from: the assistant's view of an item plus what its newsletter card shows. */
export const draftItemColumns = {
  ...assistantItemColumns,
  imageUrl: feedItems.imageUrl,
  author: feedItems.author,
  updatedAt: feedItems.updatedAt,
};
export type DraftItem = {
  [K in keyof typeof draftItemColumns]: (typeof draftItemColumns)[K]['_']['data'] | null;
};

/** The chosen articles and events of the workspace that are still active (ads are never drafted). */
export async function findDraftItems(db: Db, { workspaceId }: WorkspaceScope, ids: string[]): Promise<DraftItem[]> {
  if (!ids.length) return [];
  return db
    .select(draftItemColumns)
    .from(feedItems)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        inArray(feedItems.id, ids),
        eq(feedItems.feedStatus, 'active'),
        inArray(feedItems.feedType, ['rss', 'original', 'ugc', 'events']),
      ),
    );
}
