import type { Paginated } from '@newsletter-os/contracts';

/** The page a client asked for (1-based). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/** One page of rows and the total number of rows across every page. */
export interface PageRows<T> {
  rows: T[];
  count: number;
}

/** The contracts' `paginated` shape from one page of results and the total. */
export function pageOf<T>(results: T[], count: number, page: number, pageSize: number): Paginated<T> {
  return { results, count, page, pageSize, totalPages: Math.ceil(count / pageSize) };
}

/** The contracts' `paginated` shape from a page of rows, each presented. */
export function toPage<R, T>(result: PageRows<R>, request: PageRequest, present: (row: R) => T): Paginated<T> {
  return pageOf(result.rows.map(present), result.count, request.page, request.pageSize);
}
