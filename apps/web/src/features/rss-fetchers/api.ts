import {
  type AddRssFeedBody,
  addRssFeedResultSchema,
  type CreateRssFetcherBody,
  emptyEnvelopeSchema,
  envelope,
  fetchRunSchema,
  paginated,
  rssFetcherSchema,
  type UpdateRssFetcherBody,
} from '@newsletter-os/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { contentKeys } from '../../shared/query-keys';
import { fetcherKeys } from './query-keys';

const fetcherEnvelope = envelope(rssFetcherSchema);
const fetcherPageEnvelope = envelope(paginated(rssFetcherSchema));
const fetchRunEnvelope = envelope(fetchRunSchema);
const addFeedEnvelope = envelope(addRssFeedResultSchema);

/** Default page size of list calls (docs/product-spec.md section 9). */
export const FETCHER_PAGE_SIZE = 10;

export function useFetchers(workspaceId: string, page: number) {
  return useQuery({
    queryKey: fetcherKeys.page(workspaceId, page),
    queryFn: async () => {
      const response = await http.get('/feed-fetcher/', {
        params: { workspaceId, page, pageSize: FETCHER_PAGE_SIZE },
        silent: true,
      });
      return fetcherPageEnvelope.parse(response.data).data;
    },
    placeholderData: keepPreviousData,
  });
}

export type FetcherValues = Omit<CreateRssFetcherBody, 'workspaceId'>;

export function useSaveFetcher(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: FetcherValues }) => {
      const response = id
        ? await http.put(`/feed-fetcher/${id}/update/`, { ...values, workspaceId } satisfies UpdateRssFetcherBody, {
            silent: true,
          })
        : await http.post('/feed-fetcher/create/', { ...values, workspaceId } satisfies CreateRssFetcherBody, {
            silent: true,
          });
      return fetcherEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fetcherKeys.workspace(workspaceId) }),
  });
}

export function useDeleteFetcher(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.delete(`/feed-fetcher/${id}/delete/`, { params: { workspaceId } });
      return emptyEnvelopeSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fetcherKeys.workspace(workspaceId) }),
  });
}

/** Runs a fetcher now and waits for the outcome (new items, not modified, or the readable error). */
export function useFetchNow(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // No body at all: with `null` the client still labels the request as a form, which the server refuses (415).
      const response = await http.post(`/feed-fetcher/${id}/fetch-now/`, undefined, {
        params: { workspaceId, wait: 'true' },
      });
      return fetchRunEnvelope.parse(response.data).data;
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: fetcherKeys.workspace(workspaceId) });
      queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
    },
  });
}

/** Checks a feed URL and imports its current items once, without creating a fetcher. */
export function useAddFeedOnce(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<AddRssFeedBody, 'workspaceId'>) => {
      const response = await http.post('/rss-feeds-add/', { ...body, workspaceId } satisfies AddRssFeedBody, {
        silent: true,
      });
      const parsed = addFeedEnvelope.parse(response.data);
      return { ...parsed.data, message: parsed.meta.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) }),
  });
}
