import { create } from 'zustand';
import { onAuthCleared } from '../../shared/storage';

/** A workspace as the shell shows it (docs/product-spec.md section 3 "Workspace"); the dropdown fills it. */
export interface SelectedWorkspace {
  workspaceId: string;
  name: string;
  brand: string | null;
  logo: string | null;
  publicationId: string | null;
  /** The brand's display name and colour, when the workspace has them (the Brand settings tab edits them). */
  brandName?: string | null;
  brandColor?: string | null;
}

/** The brand fields GET /get-workspaces-brands answers; they override the list entry's values. */
export type WorkspaceBrandFields = Pick<SelectedWorkspace, 'brand' | 'logo' | 'brandName' | 'brandColor'>;

interface WorkspaceState {
  selectedWorkspace: SelectedWorkspace | null;
  setSelectedWorkspace: (workspace: SelectedWorkspace | null) => void;
  /** The selected workspace's publication id can be updated on the client (docs/product-spec.md section 3). */
  setPublicationId: (publicationId: string | null) => void;
  /**
   * Puts a workspace's brand over the selected workspace, only if it is still the selected one: a brand that
   * arrives after the user switched to another workspace must not end up on it.
   */
  applyBrand: (workspaceId: string, brand: WorkspaceBrandFields) => void;
  clearSelectedWorkspace: () => void;
}

export const useWorkspaceStore = create<WorkspaceState>()((set) => ({
  selectedWorkspace: null,
  setSelectedWorkspace: (workspace) => set({ selectedWorkspace: workspace }),
  setPublicationId: (publicationId) =>
    set((state) =>
      state.selectedWorkspace ? { selectedWorkspace: { ...state.selectedWorkspace, publicationId } } : state,
    ),
  applyBrand: (workspaceId, brand) =>
    set((state) =>
      state.selectedWorkspace?.workspaceId === workspaceId
        ? { selectedWorkspace: { ...state.selectedWorkspace, ...brand } }
        : state,
    ),
  clearSelectedWorkspace: () => set({ selectedWorkspace: null }),
}));

// The selection belongs to the signed-in user: it goes with their session (logout, forced logout, failed refresh).
onAuthCleared(() => useWorkspaceStore.getState().clearSelectedWorkspace());
