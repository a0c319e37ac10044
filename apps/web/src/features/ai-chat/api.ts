import {
  chatSessionDetailSchema,
  chatSessionSchema,
  emptyEnvelopeSchema,
  envelope,
  type InsertChatAnswerBody,
  insertChatAnswerResultSchema,
  paginated,
  type RenameChatSessionBody,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { chatKeys } from './query-keys';

/** How many recent chats the list shows. */
export const CHAT_LIST_SIZE = 50;

const sessionsEnvelope = envelope(paginated(chatSessionSchema));
const detailEnvelope = envelope(chatSessionDetailSchema);
const sessionEnvelope = envelope(chatSessionSchema);
const insertEnvelope = envelope(insertChatAnswerResultSchema);

export function useChatSessions(workspaceId: string) {
  return useQuery({
    queryKey: chatKeys.sessions(workspaceId),
    queryFn: async () => {
      const response = await http.get('/ai/chat/sessions/', {
        params: { workspaceId, page: 1, pageSize: CHAT_LIST_SIZE },
        silent: true,
      });
      return sessionsEnvelope.parse(response.data).data;
    },
  });
}

/** One saved chat with its messages, as the chat screen reopens it. */
export function useChatSession(workspaceId: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.session(workspaceId, id),
    queryFn: async () => {
      const response = await http.get(`/ai/chat/sessions/${id}/`, { params: { workspaceId }, silent: true });
      return detailEnvelope.parse(response.data).data;
    },
    enabled,
    // A chat's messages change only through this screen, which keeps them itself while it is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useRenameChat(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, title }: { id: string; title: string }) => {
      const body: RenameChatSessionBody = { workspaceId, title };
      const response = await http.patch(`/ai/chat/sessions/${id}/`, body, { silent: true });
      return sessionEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.sessions(workspaceId) }),
  });
}

/** Sends the deletion (after its undo window has passed). */
export async function deleteChat(workspaceId: string, id: string): Promise<void> {
  const response = await http.delete(`/ai/chat/sessions/${id}/`, { params: { workspaceId } });
  emptyEnvelopeSchema.parse(response.data);
}

export function useInsertAnswer(workspaceId: string) {
  return useMutation({
    mutationFn: async ({ chatId, ...values }: Omit<InsertChatAnswerBody, 'workspaceId'> & { chatId: string }) => {
      const body: InsertChatAnswerBody = { workspaceId, ...values };
      const response = await http.post(`/ai/chat/sessions/${chatId}/insert/`, body, { silent: true });
      return insertEnvelope.parse(response.data).data;
    },
  });
}
