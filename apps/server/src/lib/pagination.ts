import type { Paginated } from '@newsletter-os/contracts';

/** The contracts' `paginated` shape from one page of results and the total. */
export function pageOf<T>(results: T[], count: number, page: number, pageSize: number): Paginated<T> {
  return { results, count, page, pageSize, totalPages: Math.ceil(count / pageSize) };
}
