import { and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { feedItems } from '../../../db/schema/index';

/** What the assistant may read of a content item: never who submitted it. */
export const assistantItemColumns = {
  id: feedItems.id,
  feedType: feedItems.feedType,
  title: feedItems.title,
  summary: feedItems.summary,
  contentText: feedItems.contentText,
  link: feedItems.link,
  source: feedItems.source,
  publishedAt: feedItems.publishedAt,
  eventStartsAt: feedItems.eventStartsAt,
  eventEndsAt: feedItems.eventEndsAt,
  venue: feedItems.venue,
  address: feedItems.address,
  price: feedItems.price,
  ticketUrl: feedItems.ticketUrl,
  adStartsAt: feedItems.adStartsAt,
  adEndsAt: feedItems.adEndsAt,
  ctaUrl: feedItems.ctaUrl,
};
export type AssistantItem = {
  [K in keyof typeof assistantItemColumns]: (typeof assistantItemColumns)[K]['_']['data'] | null;
};

export const ARTICLE_TYPES = ['rss', 'original', 'ugc'] as const;

export async function searchAssistantItems(
  db: Db,
  { workspaceId }: WorkspaceScope,
  query: { text: string; feedTypes: readonly string[]; limit: number },
): Promise<AssistantItem[]> {
  const pattern = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select(assistantItemColumns)
    .from(feedItems)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        eq(feedItems.feedStatus, 'active'),
        inArray(feedItems.feedType, [...query.feedTypes]),
        or(
          sql`${feedItems.searchVector} @@ websearch_to_tsquery('english', ${query.text})`,
          sql`${feedItems.title} ilike ${pattern}`,
          sql`${feedItems.venue} ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(desc(feedItems.publishedAt))
    .limit(query.limit);
}

export async function findAssistantItem(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<AssistantItem | undefined> {
  const [row] = await db
    .select(assistantItemColumns)
    .from(feedItems)
    .where(and(eq(feedItems.id, id), eq(feedItems.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

/** Active ads whose run overlaps [from, to] (an ad without dates runs always). */
export async function findAdsRunningBetween(
  db: Db,
  { workspaceId }: WorkspaceScope,
  from: Date,
  to: Date,
): Promise<AssistantItem[]> {
  return db
    .select(assistantItemColumns)
    .from(feedItems)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        eq(feedItems.feedType, 'ads'),
        eq(feedItems.feedStatus, 'active'),
        or(isNull(feedItems.adStartsAt), lte(feedItems.adStartsAt, to)),
        or(isNull(feedItems.adEndsAt), gte(feedItems.adEndsAt, from)),
      ),
    )
    .orderBy(desc(feedItems.publishedAt))
    .limit(20);
}
