import type { FetcherStatus, Paginated, RssFetcher } from '@newsletter-os/contracts';
import { pageOf } from '../../lib/pagination';
import type { RssFetcherRow } from './repository';

export function presentFetcher(row: RssFetcherRow): RssFetcher {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    url: row.url,
    intervalMinutes: row.intervalMinutes,
    isActive: row.isActive,
    defaultTagIds: row.defaultTagIds,
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    lastStatus: row.lastStatus as FetcherStatus,
    lastError: row.lastError,
    itemCount: row.itemCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentFetcherPage(
  rows: RssFetcherRow[],
  total: number,
  page: number,
  pageSize: number,
): Paginated<RssFetcher> {
  return pageOf(rows.map(presentFetcher), total, page, pageSize);
}
