import { fetcherKeys as sharedFetcherKeys } from '../../shared/query-keys';

/** The RSS fetchers' react-query keys: the shared workspace prefix (shared/query-keys.ts) and one page's key. */
export const fetcherKeys = {
  ...sharedFetcherKeys,
  page: (workspaceId: string, page: number) => [...sharedFetcherKeys.workspace(workspaceId), page] as const,
};
