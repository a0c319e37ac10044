import { useEffect } from 'react';
import { useTagsStore } from './store';

/**
 * The tags of a workspace from the tags store, fetched when the store holds another workspace's tags (or none),
 * or on every mount and workspace change with `fresh` (screens that edit tags show the current list).
 * Failures are reported by the store (an error toast) and kept in `error`.
 */
export function useWorkspaceTags(workspaceId: string | null, { fresh = false }: { fresh?: boolean } = {}) {
  const tags = useTagsStore((state) => state.tags);
  const loadedFor = useTagsStore((state) => state.workspaceId);
  const isLoading = useTagsStore((state) => state.isLoading);
  const error = useTagsStore((state) => state.error);

  useEffect(() => {
    if (!workspaceId) return;
    const { workspaceId: current, fetchTags } = useTagsStore.getState();
    // Several components ask at once: the first call records the workspace synchronously, the others skip.
    if (fresh || current !== workspaceId) fetchTags(workspaceId).catch(() => undefined);
  }, [workspaceId, fresh]);

  const ready = workspaceId !== null && loadedFor === workspaceId;
  return {
    tags: ready ? tags : [],
    isLoading: !ready || isLoading,
    error: ready ? error : null,
    refetch: () => (workspaceId ? useTagsStore.getState().fetchTags(workspaceId) : Promise.resolve([])),
  };
}
