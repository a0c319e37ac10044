import type { FeedStatus, FeedType, feedSorts } from '@newsletter-os/contracts';

type FeedSort = (typeof feedSorts)[number];

/** Items per page (docs/product-spec.md section 9: default page size 10). */
export const CONTENT_PAGE_SIZE = 10;

/** The filter bar's state. Empty strings mean "not filtered". */
export interface ContentFilters {
  feedStatus: FeedStatus;
  startDate: string;
  endDate: string;
  /** As typed; the list queries its debounced value. */
  search: string;
  /** '' = the server's default order (newest first; upcoming first for events). */
  sortBy: '' | FeedSort;
  tagId: string;
  /** Ads only. */
  businessCompanyId: string;
  /** Events only. */
  locationIds: string[];
  /** Events only: km from the chosen locations ('' = each location's own radius). */
  distanceKm: string;
}

export const defaultFilters: ContentFilters = {
  feedStatus: 'active',
  startDate: '',
  endDate: '',
  search: '',
  sortBy: '',
  tagId: '',
  businessCompanyId: '',
  locationIds: [],
  distanceKm: '',
};

export function hasActiveFilters(filters: ContentFilters): boolean {
  return (Object.keys(defaultFilters) as (keyof ContentFilters)[]).some((key) => {
    const value = filters[key];
    const initial = defaultFilters[key];
    return Array.isArray(value) ? value.length > 0 : value !== initial;
  });
}

/** How many filters other than the search differ from the defaults: the count on the phone's "Filters" button. */
export function activeFilterCount(filters: ContentFilters): number {
  return (Object.keys(defaultFilters) as (keyof ContentFilters)[]).filter((key) => {
    if (key === 'search') return false;
    const value = filters[key];
    return Array.isArray(value) ? value.length > 0 : value !== defaultFilters[key];
  }).length;
}

/** A date range the server would refuse (start after end) is reported here and left out of the query. */
export function dateRangeProblem(filters: Pick<ContentFilters, 'startDate' | 'endDate'>): string | null {
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate) {
    return 'The start date is after the end date';
  }
  return null;
}

export type ListParams = Record<string, string | number>;

/**
 * The query string of GET /feeds/list/ (or /events/list/ for events): only set filters are sent, each under the
 * API's own name.
 */
export function listParams(
  workspaceId: string,
  feedType: FeedType,
  filters: ContentFilters,
  search: string,
  page: number,
): ListParams {
  const params: ListParams = { workspaceId, page, pageSize: CONTENT_PAGE_SIZE, feedStatus: filters.feedStatus };
  if (feedType !== 'events') params.feedType = feedType;
  if (!dateRangeProblem(filters)) {
    if (filters.startDate) params.start_date = filters.startDate;
    if (filters.endDate) params.end_date = filters.endDate;
  }
  const term = search.trim();
  if (term) params.search_param = term;
  if (filters.sortBy) params.sort_by = filters.sortBy;
  if (filters.tagId) params.tagId = filters.tagId;
  if (feedType === 'ads' && filters.businessCompanyId) params.businessCompanyId = filters.businessCompanyId;
  if (feedType === 'events' && filters.locationIds.length > 0) {
    params.location = JSON.stringify(filters.locationIds);
    const distance = Number(filters.distanceKm);
    if (filters.distanceKm.trim() !== '' && Number.isFinite(distance) && distance > 0) params.distance = distance;
  }
  return params;
}
