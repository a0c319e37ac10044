import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessCompanies, feedItems, feedItemTags, tags } from '../../db/schema/index';
import type { DbOrTx } from '../workspaces/repository';

/** The columns every content response needs (the search vector and ingestion bookkeeping stay out). */
export const feedItemColumns = {
  id: feedItems.id,
  workspaceId: feedItems.workspaceId,
  feedType: feedItems.feedType,
  feedStatus: feedItems.feedStatus,
  title: feedItems.title,
  summary: feedItems.summary,
  content: feedItems.content,
  link: feedItems.link,
  imageUrl: feedItems.imageUrl,
  author: feedItems.author,
  publishedAt: feedItems.publishedAt,
  source: feedItems.source,
  businessCompanyId: feedItems.businessCompanyId,
  adStartsAt: feedItems.adStartsAt,
  adEndsAt: feedItems.adEndsAt,
  ctaUrl: feedItems.ctaUrl,
  placement: feedItems.placement,
  eventStartsAt: feedItems.eventStartsAt,
  eventEndsAt: feedItems.eventEndsAt,
  venue: feedItems.venue,
  address: feedItems.address,
  latitude: feedItems.latitude,
  longitude: feedItems.longitude,
  price: feedItems.price,
  ticketUrl: feedItems.ticketUrl,
  eventLocationId: feedItems.eventLocationId,
  submitterName: feedItems.submitterName,
  submitterEmail: feedItems.submitterEmail,
  createdById: feedItems.createdById,
  createdAt: feedItems.createdAt,
  updatedAt: feedItems.updatedAt,
  companyId: businessCompanies.id,
  companyName: businessCompanies.name,
  companyLogo: businessCompanies.logoUrl,
};

export interface FeedItemTag {
  tagId: string;
  name: string;
  color: string;
}

/** The company join, scoped to the item's own workspace. */
export const companyJoin = and(
  eq(businessCompanies.id, feedItems.businessCompanyId),
  eq(businessCompanies.workspaceId, feedItems.workspaceId),
);

/** Items with their company (joined within the item's own workspace); callers add the WHERE. */
export function selectFeedItems(db: Db) {
  return db.select(feedItemColumns).from(feedItems).leftJoin(businessCompanies, companyJoin);
}

export type FeedItemRow = Awaited<ReturnType<typeof selectFeedItems>>[number] & { distanceKm?: number | null };

export async function findFeedItem(db: Db, workspaceId: string, id: string): Promise<FeedItemRow | undefined> {
  const [row] = await selectFeedItems(db)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

/** Tags of the given items (of this workspace), by item, sorted by name. */
export async function findTagsOfItems(
  db: Db,
  workspaceId: string,
  itemIds: string[],
): Promise<Map<string, FeedItemTag[]>> {
  const byItem = new Map<string, FeedItemTag[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: feedItemTags.itemId, tagId: tags.id, name: tags.name, color: tags.color })
    .from(feedItemTags)
    .innerJoin(tags, and(eq(tags.id, feedItemTags.tagId), eq(tags.workspaceId, workspaceId)))
    .where(inArray(feedItemTags.itemId, itemIds))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const { itemId, ...tag } of rows) {
    const list = byItem.get(itemId);
    if (list) list.push(tag);
    else byItem.set(itemId, [tag]);
  }
  return byItem;
}

export type FeedItemValues = Partial<typeof feedItems.$inferInsert>;

/** Tag links of these items, only where the items belong to the workspace (the link table has no workspace). */
function tagsOfWorkspaceItems(tx: DbOrTx, workspaceId: string, itemIds: string[]) {
  const items = tx
    .select({ id: feedItems.id })
    .from(feedItems)
    .where(and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.id, itemIds)));
  return inArray(feedItemTags.itemId, items);
}

export async function insertFeedItem(db: Db, values: typeof feedItems.$inferInsert, tagIds: string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(feedItems).values(values).returning({ id: feedItems.id });
    if (!row) throw new Error('item not created');
    if (tagIds.length) await tx.insert(feedItemTags).values(tagIds.map((tagId) => ({ itemId: row.id, tagId })));
    return row.id;
  });
}

/** Updates one item of the workspace; `tagIds` (when given) replaces its tags. False when not found. */
export async function updateFeedItem(
  db: Db,
  workspaceId: string,
  id: string,
  values: FeedItemValues,
  tagIds?: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(feedItems)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
      .returning({ id: feedItems.id });
    if (rows.length === 0) return false;
    if (tagIds) {
      await tx.delete(feedItemTags).where(tagsOfWorkspaceItems(tx, workspaceId, [id]));
      if (tagIds.length) await tx.insert(feedItemTags).values(tagIds.map((tagId) => ({ itemId: id, tagId })));
    }
    return true;
  });
}

/**
 * Changes many items of the workspace at once. Ids of other workspaces match nothing and are never touched.
 * Returns the ids that were found.
 */
export async function updateFeedItemsBulk(
  db: Db,
  workspaceId: string,
  ids: string[],
  change: { feedStatus?: string; addTagIds?: string[]; removeTagIds?: string[] },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const scope = and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.id, ids));
    const found = change.feedStatus
      ? await tx
          .update(feedItems)
          .set({ feedStatus: change.feedStatus, updatedAt: new Date() })
          .where(scope)
          .returning({ id: feedItems.id })
      : await tx.select({ id: feedItems.id }).from(feedItems).where(scope).for('update');
    const foundIds = found.map((r) => r.id);
    if (foundIds.length === 0) return foundIds;
    if (change.removeTagIds?.length) {
      await tx
        .delete(feedItemTags)
        .where(and(tagsOfWorkspaceItems(tx, workspaceId, foundIds), inArray(feedItemTags.tagId, change.removeTagIds)));
    }
    if (change.addTagIds?.length) {
      const pairs = foundIds.flatMap((itemId) => (change.addTagIds ?? []).map((tagId) => ({ itemId, tagId })));
      await tx.insert(feedItemTags).values(pairs).onConflictDoNothing();
    }
    if (!change.feedStatus) {
      await tx
        .update(feedItems)
        .set({ updatedAt: new Date() })
        .where(and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.id, foundIds)));
    }
    return foundIds;
  });
}

export async function findFeedItemImageKey(db: Db, workspaceId: string, id: string): Promise<string | null> {
  const [row] = await db
    .select({ imageKey: feedItems.imageKey })
    .from(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .limit(1);
  return row?.imageKey ?? null;
}
