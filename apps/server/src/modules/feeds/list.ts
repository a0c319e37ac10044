import { FEED_COUNT_CAP, type FeedListQuery, type FeedListResponse } from '@newsletter-os/contracts';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessCompanies, feedItems, feedItemTags } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { presentFeedItems } from './presenter';
import { companyJoin, type FeedItemRow, feedItemColumns, findTagsOfItems } from './repository';

const DAY_MS = 24 * 3600 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * start_date/end_date as a half-open range [from, to). A plain day covers the whole day (UTC), so both ends are
 * inclusive days; a date-time is taken as that instant.
 */
export function dateRange(
  start?: string,
  end?: string,
  fields: { start: string; end: string } = { start: 'start_date', end: 'end_date' },
): { from?: Date; to?: Date } {
  const from = start ? new Date(DATE_ONLY.test(start) ? `${start}T00:00:00Z` : start) : undefined;
  let to: Date | undefined;
  if (end) {
    const instant = new Date(DATE_ONLY.test(end) ? `${end}T00:00:00Z` : end);
    to = new Date(instant.getTime() + (DATE_ONLY.test(end) ? DAY_MS : 1));
  }
  if (from && to && to.getTime() <= from.getTime()) {
    throw badRequest(`${fields.end}: must not be before ${fields.start}`, fields.end);
  }
  return { from, to };
}

/** Filters shared by the content and events lists; the workspace is always the first condition. */
export function commonFilters(
  workspaceId: string,
  q: { feedStatus: string; search_param?: string; tagId?: string },
): SQL[] {
  const conditions: SQL[] = [eq(feedItems.workspaceId, workspaceId), eq(feedItems.feedStatus, q.feedStatus)];
  if (q.search_param) {
    conditions.push(sql`${feedItems.searchVector} @@ websearch_to_tsquery('english', ${q.search_param})`);
  }
  if (q.tagId) {
    conditions.push(
      sql`exists (select 1 from ${feedItemTags} where ${feedItemTags.itemId} = ${feedItems.id} and ${feedItemTags.tagId} = ${q.tagId})`,
    );
  }
  return conditions;
}

/** One page of items and the total, with tags attached. `extra` adds computed columns (e.g. distance). */
export async function findFeedItemsPage(
  db: Db,
  workspaceId: string,
  opts: {
    where: SQL[];
    orderBy: SQL[];
    page: number;
    pageSize: number;
    distanceKm?: SQL<number | null>;
  },
): Promise<FeedListResponse> {
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
    workspaceId,
    items.map((r) => r.id),
  );
  const total = totals?.total ?? 0;
  const page = pageOf(presentFeedItems(items, tagsByItem), Math.min(total, FEED_COUNT_CAP), opts.page, opts.pageSize);
  return { ...page, countCapped: total > FEED_COUNT_CAP };
}

function feedOrder(sortBy: FeedListQuery['sort_by']): SQL[] {
  if (sortBy === 'oldest') return [asc(feedItems.publishedAt), asc(feedItems.id)];
  if (sortBy === 'title') return [asc(feedItems.title), asc(feedItems.id)];
  return [desc(feedItems.publishedAt), desc(feedItems.id)];
}

/** GET /feeds/list/. */
export async function listFeedItems(db: Db, workspaceId: string, q: FeedListQuery): Promise<FeedListResponse> {
  const where = commonFilters(workspaceId, q);
  where.push(eq(feedItems.feedType, q.feedType));
  const { from, to } = dateRange(q.start_date, q.end_date);
  if (from) where.push(sql`${feedItems.publishedAt} >= ${from}`);
  if (to) where.push(sql`${feedItems.publishedAt} < ${to}`);
  if (q.feedType === 'ads' && q.businessCompanyId) where.push(eq(feedItems.businessCompanyId, q.businessCompanyId));
  return findFeedItemsPage(db, workspaceId, {
    where,
    orderBy: feedOrder(q.sort_by),
    page: q.page,
    pageSize: q.pageSize,
  });
}
