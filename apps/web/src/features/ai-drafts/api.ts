import { type AiDraft, aiDraftSchema, type CreateAiDraftBody, envelope } from '@newsletter-os/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { aiDraftKeys } from './query-keys';

const draftEnvelope = envelope(aiDraftSchema);
/** How often a queued or running draft is read again. */
export const DRAFT_POLL_MS = 1_500;

export function useCreateDraft(workspaceId: string) {
  return useMutation({
    mutationFn: async (values: Omit<CreateAiDraftBody, 'workspaceId'>) => {
      const body: CreateAiDraftBody = { workspaceId, ...values };
      const response = await http.post('/ai/drafts/', body, { silent: true });
      return draftEnvelope.parse(response.data).data;
    },
  });
}

const isFinished = (draft: AiDraft | undefined) => draft?.status === 'done' || draft?.status === 'failed';

/** A draft, read again every second and a half until it is done or failed. */
export function useDraft(workspaceId: string, id: string | null, initial?: AiDraft) {
  return useQuery({
    queryKey: aiDraftKeys.draft(workspaceId, id ?? ''),
    queryFn: async () => {
      const response = await http.get(`/ai/drafts/${id}/`, { params: { workspaceId }, silent: true });
      return draftEnvelope.parse(response.data).data;
    },
    enabled: id !== null,
    initialData: initial,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : DRAFT_POLL_MS),
  });
}
