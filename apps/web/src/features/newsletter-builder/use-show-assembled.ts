import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../../shared/api/client';
import { builderAnswers } from './answers-loader';
import { newsletterOfDateRequest } from './newsletter-request.entry';
import { builderKeys } from './query-keys';
import { useBuilderStore } from './store';

/**
 * After "Assemble this issue" saved the issue on the server: the builder shows it as saved (the editor opens on it,
 * or an open one takes it with its new version, so the next autosave builds on it instead of conflicting).
 */
export function useShowAssembled(workspaceId: string, date: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const response = await http.request(newsletterOfDateRequest(workspaceId, date));
    const fresh = (await builderAnswers.load()).newsletterListEnvelope.parse(response.data).data[0];
    if (!fresh) return;
    if (useBuilderStore.getState().newsletterId === fresh.id) useBuilderStore.getState().open(fresh);
    queryClient.setQueryData(builderKeys.ofDate(workspaceId, date), fresh);
    void queryClient.invalidateQueries({ queryKey: builderKeys.adBookings(workspaceId, date) });
  }, [queryClient, workspaceId, date]);
}
