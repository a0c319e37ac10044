import {
  emptyEnvelopeSchema,
  envelope,
  PARTNER_HISTORY_PAGE_SIZE,
  partnerUploadPageSchema,
  partnerUploadResultSchema,
  partnerUploadTagsSchema,
} from '@newsletter-os/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { partnerKeys } from './query-keys';

const tagsEnvelope = envelope(partnerUploadTagsSchema);
const resultEnvelope = envelope(partnerUploadResultSchema);
const pageEnvelope = envelope(partnerUploadPageSchema);

/** GET /partner-content/upload/: the tags a partner may pick (the spec names the workspace workspace_id here). */
export function useUploadTags(workspaceId: string) {
  return useQuery({
    queryKey: partnerKeys.tags(workspaceId),
    queryFn: async () => {
      const response = await http.get('/partner-content/upload/', {
        params: { workspace_id: workspaceId },
        silent: true,
      });
      return tagsEnvelope.parse(response.data).data.tags;
    },
  });
}

export function useUploadContent(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => {
      form.set('workspaceId', workspaceId);
      const response = await http.post('/partner-content/upload/', form, { silent: true });
      return resultEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.historyOf(workspaceId) }),
  });
}

export function useUploadHistory(workspaceId: string, page: number, search: string) {
  return useQuery({
    queryKey: partnerKeys.history(workspaceId, page, search),
    queryFn: async () => {
      const response = await http.get('/partner-content/list/', {
        params: { workspaceId, page, pageSize: PARTNER_HISTORY_PAGE_SIZE, search: search || undefined },
        silent: true,
      });
      return pageEnvelope.parse(response.data).data;
    },
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawUpload(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trackingId: string) => {
      const response = await http.delete('/partner-content/delete/', { params: { trackingId, workspaceId } });
      return emptyEnvelopeSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.historyOf(workspaceId) }),
  });
}
