import {
  envelope,
  type PutWorkspaceArchiveBody,
  type WorkspaceArchive,
  workspaceArchiveSchema,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { archiveKeys } from './query-keys';

const archiveEnvelope = envelope(workspaceArchiveSchema);

/** The newsletter's public archive: slug, visibility and its addresses (with the token when unlisted). */
export function useWorkspaceArchive(workspaceId: string) {
  return useQuery({
    queryKey: archiveKeys.archive(workspaceId),
    queryFn: async () => {
      const response = await http.get('/workspace-archive/', { params: { workspaceId }, silent: true });
      return archiveEnvelope.parse(response.data).data;
    },
  });
}

export type ArchiveValues = Omit<PutWorkspaceArchiveBody, 'workspaceId'>;

export function useSaveArchive(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: ArchiveValues): Promise<{ archive: WorkspaceArchive; message: string }> => {
      const response = await http.put('/workspace-archive/', { ...values, workspaceId }, { silent: true });
      const parsed = archiveEnvelope.parse(response.data);
      return { archive: parsed.data, message: parsed.meta.message };
    },
    onSuccess: ({ archive }) => queryClient.setQueryData(archiveKeys.archive(workspaceId), archive),
  });
}
