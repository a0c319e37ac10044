import type { BlockSourceChange, Newsletter, RefreshBlocksBody } from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { isHttpError } from '../../shared/api/request';
import { showError, showSuccess } from '../../shared/toast';
import { useWorkspaceId } from '../workspaces';
import { builderAnswers } from './answers-loader';
import { builderKeys } from './query-keys';
import { currentBlocks, useBuilderStore } from './store';

// Feed blocks follow their content-manager items: the builder asks which items changed since their blocks were made,
// shows it on the blocks, and takes the change in on request (POST refresh-blocks, one save on the server).

const sourceChangesKey = (workspaceId: string, newsletterId: string) =>
  [...builderKeys.all, 'source-changes', workspaceId, newsletterId] as const;

const hasFeedBlocks = (state: ReturnType<typeof useBuilderStore.getState>) =>
  Object.values(state.blocks).some(
    (block) => block.type === 'article' || block.type === 'event' || block.type === 'ad' || block.type === 'events',
  );

/**
 * The feed blocks whose item changed, by block id. Asked when the builder opens on a newsletter with feed blocks and
 * when the window gets the focus back (the item is usually edited in another tab or screen).
 */
export function useSourceChanges(): ReadonlyMap<string, BlockSourceChange> {
  const workspaceId = useWorkspaceId();
  const newsletterId = useBuilderStore((state) => state.newsletterId);
  const withFeedBlocks = useBuilderStore(hasFeedBlocks);
  const query = useQuery({
    queryKey: sourceChangesKey(workspaceId ?? '', newsletterId ?? ''),
    queryFn: async ({ signal }) => {
      const response = await http.get(`/newsletters/${newsletterId}/source-changes/`, {
        params: { workspaceId },
        signal,
        silent: true,
      });
      return (await builderAnswers.load()).changesEnvelope.parse(response.data).data;
    },
    enabled: !!workspaceId && !!newsletterId && withFeedBlocks,
    staleTime: 0,
    refetchOnWindowFocus: true,
    select: (data) => new Map(data.blocks.map((change) => [change.blockId, change])),
  });
  return query.data ?? EMPTY;
}
const EMPTY: ReadonlyMap<string, BlockSourceChange> = new Map();

/**
 * Puts the refreshed blocks the server answered into the editor as one undoable step, at the server's new version.
 * Edits not yet saved stay (the autosave sends them at the new version); a block deleted meanwhile stays deleted.
 */
export function applyRefreshed(newsletter: Newsletter, refreshed: readonly string[]): void {
  const store = useBuilderStore.getState();
  if (refreshed.length === 0) return;
  const wasSaved = store.revision === store.savedRevision && store.saveStatus === 'saved';
  const fresh = new Map(newsletter.document.blocks.map((block) => [block.id, block]));
  const wanted = new Set(refreshed);
  store.replaceBlocks(currentBlocks().map((block) => (wanted.has(block.id) ? (fresh.get(block.id) ?? block) : block)));
  useBuilderStore.setState((state) => ({
    version: newsletter.version,
    savedAt: new Date(newsletter.updatedAt),
    ...(wasSaved ? { savedRevision: state.revision, saveStatus: 'saved' as const } : {}),
  }));
}

/** Resolves once no save is in flight: a refresh based on the version a running save replaces would be refused. */
function saveSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (useBuilderStore.getState().saveStatus !== 'saving') return resolve();
    const stop = useBuilderStore.subscribe((state) => {
      if (state.saveStatus === 'saving') return;
      stop();
      resolve();
    });
  });
}

/** Refresh some blocks (`blockIds`) or every changed one (none given). */
export function useRefreshBlocks() {
  const workspaceId = useWorkspaceId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (blockIds?: string[]) => {
      await saveSettled();
      const { newsletterId, version } = useBuilderStore.getState();
      if (!workspaceId || !newsletterId || !version) throw new Error('Save the newsletter first.');
      const body: RefreshBlocksBody = { workspaceId, version, ...(blockIds ? { blockIds } : {}) };
      const response = await http.post(`/newsletters/${newsletterId}/refresh-blocks/`, body, { silent: true });
      return (await builderAnswers.load()).refreshEnvelope.parse(response.data);
    },
    onSuccess: ({ data, meta }) => {
      applyRefreshed(data.newsletter, data.refreshed);
      showSuccess(meta.message);
      void client.invalidateQueries({ queryKey: sourceChangesKey(workspaceId ?? '', data.newsletter.id) });
    },
    onError: (error) => {
      const stale = isHttpError(error) && error.response?.status === 409;
      showError(
        stale
          ? 'This newsletter was changed elsewhere. Reload it, then refresh the blocks again.'
          : 'The blocks could not be refreshed. Try again.',
      );
    },
  });
}
