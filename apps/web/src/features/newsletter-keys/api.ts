import {
  envelope,
  newsletterKeysSchema,
  publicationsEnvelopeSchema,
  type SyncWorkspacePublicationBody,
  type UpdateNewsletterKeysBody,
  workspaceSchema,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { useWorkspaceStore, workspaceKeys } from '../workspaces';
import { beehiivKeys } from './query-keys';

const keysEnvelope = envelope(newsletterKeysSchema);
const workspaceEnvelope = envelope(workspaceSchema);

/** The stored Beehiiv key (its last four characters) of a workspace: admins and managers only. */
export function useNewsletterKeys(workspaceId: string) {
  return useQuery({
    queryKey: beehiivKeys.keys(workspaceId),
    queryFn: async () => {
      const response = await http.get('/newsletter-keys/', { params: { workspaceId }, silent: true });
      return keysEnvelope.parse(response.data).data;
    },
  });
}

/**
 * The publications the workspace key can see, with the insight meta code (1 ok, 2 no key, 3 invalid key):
 * the dashboard's first call, and the settings tab's publication picker.
 */
export function usePublications(workspaceId: string) {
  return useQuery({
    queryKey: beehiivKeys.publications(workspaceId),
    queryFn: async () => {
      const response = await http.get('/dashboard/beehive-publications/', { params: { workspaceId }, silent: true });
      return publicationsEnvelopeSchema.parse(response.data);
    },
  });
}

/** Saves (Beehiiv checks it first) or removes (null) the key; every Beehiiv answer of the workspace reloads. */
export function useSaveNewsletterKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (beehiivApiKey: string | null) => {
      const body: UpdateNewsletterKeysBody = { workspaceId, beehiivApiKey };
      const response = await http.patch('/newsletter-keys/', body, { silent: true });
      const parsed = keysEnvelope.parse(response.data);
      return { keys: parsed.data, message: parsed.meta.message };
    },
    onSuccess: ({ keys }) => {
      queryClient.setQueryData(beehiivKeys.keys(workspaceId), keys);
      void queryClient.invalidateQueries({ queryKey: beehiivKeys.workspace(workspaceId) });
    },
  });
}

/** Links the workspace to a publication (POST /sync-workspace-publication-id/); null unlinks it. */
export function useSyncPublication(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicationId: string | null) => {
      const body: SyncWorkspacePublicationBody = { workspaceId, publicationId };
      const response = await http.post('/sync-workspace-publication-id/', body, { silent: true });
      return workspaceEnvelope.parse(response.data).data;
    },
    onSuccess: (workspace) => {
      const store = useWorkspaceStore.getState();
      if (store.selectedWorkspace?.workspaceId === workspaceId) store.setPublicationId(workspace.publicationId);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: beehiivKeys.workspace(workspaceId) });
    },
  });
}
