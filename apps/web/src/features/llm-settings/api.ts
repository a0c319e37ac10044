import {
  aiChatAccessSchema,
  type CreateLlmKeyBody,
  emptyEnvelopeSchema,
  envelope,
  llmSettingsSchema,
  modelListSchema,
  type Tone,
  type ToneBody,
  toneSchema,
  type UpdateAiChatAccessBody,
  type UpdateLlmKeyBody,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/api/client';
import { llmKeys } from './query-keys';

const settingsEnvelope = envelope(llmSettingsSchema);
const modelsEnvelope = envelope(modelListSchema);
const accessEnvelope = envelope(aiChatAccessSchema);
const toneEnvelope = envelope(toneSchema);
const tonesEnvelope = envelope(z.array(toneSchema));

/** GET /llm: the saved connection (key shown as its last four characters) and the providers offered. */
export function useLlmSettings(workspaceId: string) {
  return useQuery({
    queryKey: llmKeys.settings(workspaceId),
    queryFn: async () => {
      const response = await http.get('/llm', { params: { workspaceId }, silent: true });
      return settingsEnvelope.parse(response.data).data;
    },
  });
}

/** GET /modellist/: the provider's chat models, listed by the server with the workspace's key. */
export function useModelList(workspaceId: string, enabled = true) {
  return useQuery({
    queryKey: llmKeys.models(workspaceId),
    queryFn: async () => {
      const response = await http.get('/modellist/', { params: { workspaceId }, silent: true });
      return modelsEnvelope.parse(response.data).data;
    },
    enabled,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}

export type LlmKeyValues = Omit<CreateLlmKeyBody, 'workspaceId'>;

/** POST /llm/ (a first or replacing key) or PATCH /llm/ (the model or URL only); the server verifies the key. */
export function useSaveLlmKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change:
        | { kind: 'create'; values: LlmKeyValues }
        | { kind: 'update'; values: Omit<UpdateLlmKeyBody, 'workspaceId'> },
    ) => {
      const body = { ...change.values, workspaceId };
      const response =
        change.kind === 'create'
          ? await http.post('/llm/', body, { silent: true })
          : await http.patch('/llm/', body, { silent: true });
      return settingsEnvelope.parse(response.data).data;
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(llmKeys.settings(workspaceId), settings);
      queryClient.invalidateQueries({ queryKey: llmKeys.models(workspaceId) });
      queryClient.invalidateQueries({ queryKey: llmKeys.access(workspaceId) });
    },
  });
}

/** DELETE /llm/: the workspace has no key afterwards, and the assistant says to add one. */
export function useRemoveLlmKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await http.delete('/llm/', { params: { workspaceId } });
      return emptyEnvelopeSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: llmKeys.workspace(workspaceId) }),
  });
}

/** GET /ai-chat-access/: whether the assistant is on, whether a key is saved, the budget and this month's use. */
export function useAiAccess(workspaceId: string) {
  return useQuery({
    queryKey: llmKeys.access(workspaceId),
    queryFn: async () => {
      const response = await http.get('/ai-chat-access/', { params: { workspaceId }, silent: true });
      return accessEnvelope.parse(response.data).data;
    },
  });
}

export function useUpdateAiAccess(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: Omit<UpdateAiChatAccessBody, 'workspaceId'>) => {
      const response = await http.patch('/ai-chat-access/', { ...values, workspaceId }, { silent: true });
      return accessEnvelope.parse(response.data).data;
    },
    onSuccess: (access) => queryClient.setQueryData(llmKeys.access(workspaceId), access),
  });
}

export function useTones(workspaceId: string) {
  return useQuery({
    queryKey: llmKeys.tones(workspaceId),
    queryFn: async () => {
      const response = await http.get('/ai/tones/', { params: { workspaceId }, silent: true });
      return tonesEnvelope.parse(response.data).data;
    },
  });
}

export type ToneValues = Omit<ToneBody, 'workspaceId'>;

export function useSaveTone(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: ToneValues }): Promise<Tone> => {
      const body = { ...values, workspaceId };
      const response = id
        ? await http.put(`/ai/tones/${id}/`, body, { silent: true })
        : await http.post('/ai/tones/', body, { silent: true });
      return toneEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: llmKeys.tones(workspaceId) }),
  });
}

export function useDeleteTone(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.delete(`/ai/tones/${id}/`, { params: { workspaceId } });
      return emptyEnvelopeSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: llmKeys.tones(workspaceId) }),
  });
}
