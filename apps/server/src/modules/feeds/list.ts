import { FEED_COUNT_CAP, type FeedListQuery, type FeedListResponse } from '@newsletter-os/contracts';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { feedItems } from '../../db/schema/index';
import { dateRange } from '../../lib/date-range';
import { pageOf } from '../../lib/pagination';
import { presentFeedItems } from './presenter';
import { commonFilters, type FeedItemsPageQuery, findFeedItemsPage } from './repository';

/** One page of the content or events list, presented, with the count capped at FEED_COUNT_CAP. */
export async function pageFeedItems(
  db: Db,
  scope: WorkspaceScope,
  query: FeedItemsPageQuery,
): Promise<FeedListResponse> {
  const { items, tagsByItem, total } = await findFeedItemsPage(db, scope, query);
  const results = presentFeedItems(items, tagsByItem);
  const page = pageOf(results, Math.min(total, FEED_COUNT_CAP), query.page, query.pageSize);
  return { ...page, countCapped: total > FEED_COUNT_CAP };
}

function feedOrder(sortBy: FeedListQuery['sort_by']): SQL[] {
  if (sortBy === 'oldest') return [asc(feedItems.publishedAt), asc(feedItems.id)];
  if (sortBy === 'title') return [asc(feedItems.title), asc(feedItems.id)];
  return [desc(feedItems.publishedAt), desc(feedItems.id)];
}

/** GET /feeds/list/. */
export async function listFeedItems(db: Db, scope: WorkspaceScope, q: FeedListQuery): Promise<FeedListResponse> {
  const where = commonFilters(scope, q);
  where.push(eq(feedItems.feedType, q.feedType));
  const { from, to } = dateRange(q.start_date, q.end_date);
  if (from) where.push(sql`${feedItems.publishedAt} >= ${from}`);
  if (to) where.push(sql`${feedItems.publishedAt} < ${to}`);
  if (q.feedType === 'ads' && q.businessCompanyId) where.push(eq(feedItems.businessCompanyId, q.businessCompanyId));
  return pageFeedItems(db, scope, {
    where,
    orderBy: feedOrder(q.sort_by),
    page: q.page,
    pageSize: q.pageSize,
  });
}
