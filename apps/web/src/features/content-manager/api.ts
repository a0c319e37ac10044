import {
  emptyEnvelopeSchema,
  envelope,
  type FeedItem,
  type FeedStatus,
  type FeedType,
  feedBulkUpdateResultSchema,
  feedItemSchema,
  paginated,
} from '@newsletter-os/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import type { ListParams } from './filters';
import { kindOf } from './kinds';
import { contentKeys } from './query-keys';

const itemPageEnvelope = envelope(paginated(feedItemSchema));
const itemEnvelope = envelope(feedItemSchema);
const bulkEnvelope = envelope(feedBulkUpdateResultSchema);

/** Events have their own list endpoint (it adds the location and distance filters). */
export function listPath(feedType: FeedType): string {
  return feedType === 'events' ? '/events/list/' : '/feeds/list/';
}

export function useContentItems(workspaceId: string, feedType: FeedType, params: ListParams) {
  return useQuery({
    queryKey: contentKeys.list(workspaceId, feedType, params),
    queryFn: async ({ signal }) => {
      const response = await http.get(listPath(feedType), { params, signal, silent: true });
      return itemPageEnvelope.parse(response.data).data;
    },
    // Paging and filtering keep the previous page on screen (dimmed) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export interface BulkChange {
  ids: string[];
  feedStatus?: FeedStatus;
  addTagIds?: string[];
}

/** DELETE /feeds/{id}/: the item and its uploaded image. The caller reports a failure itself. */
export async function deleteItem(workspaceId: string, id: string): Promise<void> {
  const response = await http.delete(`/feeds/${id}/`, { params: { workspaceId }, silent: true });
  emptyEnvelopeSchema.parse(response.data);
}

/** Approve, archive or tag many items at once (POST /feeds/list/ with ids). */
export function useBulkUpdate(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BulkChange) => {
      const response = await http.post('/feeds/list/', { workspaceId, ...change });
      const parsed = bulkEnvelope.parse(response.data);
      return { ...parsed.data, message: parsed.meta.message };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) }),
  });
}

/**
 * Creates an item of a kind (multipart to that kind's endpoint) or, with `id` in the form, edits one through
 * /feeds-update/. Silent: the dialog shows the error next to the fields.
 */
export function useSaveItem(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ feedType, form, editing }: { feedType: FeedType; form: FormData; editing: boolean }) => {
      const path = editing ? '/feeds-update/' : kindOf(feedType).createPath;
      if (!path) throw new Error(`${kindOf(feedType).label} items cannot be created by hand`);
      const response = await http.post(path, form, { silent: true });
      return itemEnvelope.parse(response.data).data satisfies FeedItem;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) }),
  });
}
