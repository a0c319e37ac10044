import type { FeedType } from '@newsletter-os/contracts';
import { create } from 'zustand';

/** The kinds an issue can be drafted from (ads are placed through their bookings). */
const DRAFTABLE: readonly FeedType[] = ['rss', 'original', 'ugc', 'events'];

interface SelectionState {
  /** The workspace the selections belong to: another workspace starts with none. */
  workspaceId: string | null;
  byTab: Partial<Record<FeedType, ReadonlySet<string>>>;
  set: (workspaceId: string, feedType: FeedType, ids: ReadonlySet<string>) => void;
  clear: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The content manager's selections, one per tab, kept while the tabs switch (only the open tab is mounted): stories
 * chosen on RSS and events chosen on Events go into one draft, with one intro. Leaving the content manager clears
 * them.
 */
export const useSelectionStore = create<SelectionState>()((set) => ({
  workspaceId: null,
  byTab: {},
  set: (workspaceId, feedType, ids) =>
    set((state) => ({
      workspaceId,
      byTab: { ...(state.workspaceId === workspaceId ? state.byTab : {}), [feedType]: ids },
    })),
  clear: () => set({ workspaceId: null, byTab: {} }),
}));

/** A tab's selection and its setter (same shape as useState's). */
export function useTabSelection(
  workspaceId: string,
  feedType: FeedType,
): [
  ReadonlySet<string>,
  (update: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>)) => void,
] {
  const selected = useSelectionStore((state) =>
    state.workspaceId === workspaceId ? (state.byTab[feedType] ?? NONE) : NONE,
  );
  const setSelected = (update: ReadonlySet<string> | ((current: ReadonlySet<string>) => ReadonlySet<string>)) => {
    const state = useSelectionStore.getState();
    const current = state.workspaceId === workspaceId ? (state.byTab[feedType] ?? NONE) : NONE;
    state.set(workspaceId, feedType, typeof update === 'function' ? update(current) : update);
  };
  return [selected, setSelected];
}

/** Every item selected for a draft in the workspace, on any tab (stories first, then events). */
export function useDraftSelection(workspaceId: string): string[] {
  const byTab = useSelectionStore((state) => (state.workspaceId === workspaceId ? state.byTab : undefined));
  return DRAFTABLE.flatMap((feedType) => [...(byTab?.[feedType] ?? NONE)]);
}
