import { FEED_COUNT_CAP } from '@newsletter-os/contracts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { businessCompanies, feedItems, feedItemTags, tags } from '../../db/schema/index';

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

export async function findFeedItem(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<FeedItemRow | undefined> {
  const [row] = await selectFeedItems(db)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

/** Tags of the given items (of this workspace), by item, sorted by name. */
export async function findTagsOfItems(
  db: Db,
  { workspaceId }: WorkspaceScope,
  itemIds: string[],
): Promise<Map<string, FeedItemTag[]>> {
  const byItem = new Map<string, FeedItemTag[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select({ itemId: feedItemTags.itemId, tagId: tags.id, name: tags.name, color: tags.color })
    .from(feedItemTags)
    .innerJoin(tags, and(eq(tags.workspaceId, feedItemTags.workspaceId), eq(tags.id, feedItemTags.tagId)))
    .where(and(eq(feedItemTags.workspaceId, workspaceId), inArray(feedItemTags.itemId, itemIds)))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const { itemId, ...tag } of rows) {
    const list = byItem.get(itemId);
    if (list) list.push(tag);
    else byItem.set(itemId, [tag]);
  }
  return byItem;
}

/** An item's values; the workspace is never among them (it comes from the scope). */
export type FeedItemValues = Omit<Partial<typeof feedItems.$inferInsert>, 'workspaceId'>;

/** Tag links of these items of the workspace. */
function tagsOfWorkspaceItems(workspaceId: string, itemIds: string[]) {
  return and(eq(feedItemTags.workspaceId, workspaceId), inArray(feedItemTags.itemId, itemIds));
}

/** Updates one item of the workspace; `tagIds` (when given) replaces its tags. False when not found. */
export async function updateFeedItem(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
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
      await tx.delete(feedItemTags).where(tagsOfWorkspaceItems(workspaceId, [id]));
      if (tagIds.length)
        await tx.insert(feedItemTags).values(tagIds.map((tagId) => ({ workspaceId, itemId: id, tagId })));
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
  { workspaceId }: WorkspaceScope,
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
        .where(and(tagsOfWorkspaceItems(workspaceId, foundIds), inArray(feedItemTags.tagId, change.removeTagIds)));
    }
    if (change.addTagIds?.length) {
      const pairs = foundIds.flatMap((itemId) =>
        (change.addTagIds ?? []).map((tagId) => ({ workspaceId, itemId, tagId })),
      );
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

export async function findFeedItemImageKey(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<string | null> {
  const [row] = await db
    .select({ imageKey: feedItems.imageKey })
    .from(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .limit(1);
  return row?.imageKey ?? null;
}

/** Filters shared by the content and events lists; the workspace is always the first condition. */
export function commonFilters(
  { workspaceId }: WorkspaceScope,
  q: { feedStatus: string; search_param?: string; tagId?: string },
): SQL[] {
  const conditions: SQL[] = [eq(feedItems.workspaceId, workspaceId), eq(feedItems.feedStatus, q.feedStatus)];
  if (q.search_param) {
    conditions.push(sql`${feedItems.searchVector} @@ websearch_to_tsquery('english', ${q.search_param})`);
  }
  if (q.tagId) {
    conditions.push(
      sql`exists (select 1 from ${feedItemTags} where ${feedItemTags.workspaceId} = ${feedItems.workspaceId} and ${feedItemTags.itemId} = ${feedItems.id} and ${feedItemTags.tagId} = ${q.tagId})`,
    );
  }
  return conditions;
}

export interface FeedItemsPage {
  items: FeedItemRow[];
  tagsByItem: Map<string, FeedItemTag[]>;
  /** Up to FEED_COUNT_CAP + 1: more than the cap means "more than we counted". */
  total: number;
}

export interface FeedItemsPageQuery {
  where: SQL[];
  orderBy: SQL[];
  page: number;
  pageSize: number;
  /** A computed distance column (events near locations). */
  distanceKm?: SQL<number | null>;
}

/** One page of items, their tags and the capped total. */
export async function findFeedItemsPage(
  db: Db,
  scope: WorkspaceScope,
  opts: FeedItemsPageQuery,
): Promise<FeedItemsPage> {
  const where = and(...opts.where);
  const columns = opts.distanceKm ? { ...feedItemColumns, distanceKm: opts.distanceKm } : feedItemColumns;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(feedItems)
      .leftJoin(businessCompanies, companyJoin)
      .where(where)
      .orderBy(...opts.orderBy)
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    // Counting stops after the cap: an exact count(*) of a 100k-item workspace costs more than the page itself.
    db.select({ total: count() }).from(
      db
        .select({ one: sql`1` })
        .from(feedItems)
        .where(where)
        .limit(FEED_COUNT_CAP + 1)
        .as('capped'),
    ),
  ]);
  const items = rows as FeedItemRow[];
  const tagsByItem = await findTagsOfItems(
    db,
    scope,
    items.map((r) => r.id),
  );
  return { items, tagsByItem, total: totals?.total ?? 0 };
}

/** Deletes one item of the workspace (its tags go with it); its uploaded image key, or undefined when not found. */
export async function deleteFeedItem(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<{ imageKey: string | null } | undefined> {
  const [row] = await db
    .delete(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .returning({ imageKey: feedItems.imageKey });
  return row;
}

/** Sets one item's status (moderation of a submission); false when the workspace has no such item. */
export async function setFeedItemStatus(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
  feedStatus: string,
): Promise<boolean> {
  const rows = await db
    .update(feedItems)
    .set({ feedStatus, updatedAt: new Date() })
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .returning({ id: feedItems.id });
  return rows.length > 0;
}
