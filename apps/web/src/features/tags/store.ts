import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentKeys, fetcherKeys } from '../../shared/query-keys';
import { createTag, deleteTag, fetchTags, type TagChanges, type TagInput, type TagOption, updateTag } from './api';
import { tagKeys } from './query-keys';

/**
 * The tags store of docs/product-spec.md section 4: the workspace's tags (page 1, size 100) as one cached query, so every screen
 * that shows or picks tags reads the same list. A failed fetch rejects with the server's message or 'Failed to
 * fetch tags' and shows an error toast (once: no silent retry). `fresh` refetches on every mount (screens that edit
 * tags show the current list).
 */
export function useWorkspaceTags(workspaceId: string | null, { fresh = false }: { fresh?: boolean } = {}) {
  const query = useQuery({
    queryKey: tagKeys.list(workspaceId ?? ''),
    queryFn: ({ signal }) => fetchTags(workspaceId ?? '', signal),
    enabled: workspaceId !== null,
    refetchOnMount: fresh ? 'always' : true,
    retry: false,
  });
  return {
    tags: query.data ?? [],
    isLoading: workspaceId === null || query.isPending,
    error: query.error ? query.error.message : null,
    refetch: async () => (await query.refetch({ throwOnError: true })).data ?? [],
  };
}

/**
 * Create, rename/recolour and delete a tag of `workspaceId`. Each resolves only on meta.code 1, else rejects with
 * the server's message or the spec's 'Failed to … tag' (silently: the caller shows it). Content items and
 * fetchers embed tags, so a rename or a delete also refreshes their cached lists.
 */
export function useTagActions(workspaceId: string) {
  const queryClient = useQueryClient();
  const listKey = tagKeys.list(workspaceId);
  const editList = (change: (tags: TagOption[]) => TagOption[]) =>
    queryClient.setQueryData<TagOption[]>(listKey, (tags) => (tags ? change(tags) : tags));
  const refreshTaggedLists = () => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
    void queryClient.invalidateQueries({ queryKey: fetcherKeys.workspace(workspaceId) });
  };

  const create = useMutation({
    mutationFn: (input: TagInput) => createTag(workspaceId, input),
    onSuccess: (tag) => editList((tags) => [...tags, tag]),
  });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TagChanges }) => updateTag(workspaceId, id, changes),
    onSuccess: (tag) => {
      editList((tags) => tags.map((existing) => (existing.id === tag.id ? tag : existing)));
      refreshTaggedLists();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteTag(workspaceId, id),
    onSuccess: (_nothing, id) => {
      editList((tags) => tags.filter((tag) => tag.id !== id));
      refreshTaggedLists();
    },
  });

  return {
    createTag: create.mutateAsync,
    updateTag: (id: string, changes: TagChanges) => update.mutateAsync({ id, changes }),
    deleteTag: remove.mutateAsync,
  };
}
