import { create } from 'zustand';
import { onAuthCleared } from '../../shared/storage';

/** A workspace as the shell shows it (spec section 3 "Workspace"); the dropdown fills it. */
export interface SelectedWorkspace {
  workspaceId: string;
  name: string;
  brand: string | null;
  logo: string | null;
  publicationId: string | null;
}

interface WorkspaceState {
  selectedWorkspace: SelectedWorkspace | null;
  setSelectedWorkspace: (workspace: SelectedWorkspace | null) => void;
  /** The selected workspace's publication id can be updated on the client (spec section 3). */
  setPublicationId: (publicationId: string | null) => void;
  clearSelectedWorkspace: () => void;
}

export const useWorkspaceStore = create<WorkspaceState>()((set) => ({
  selectedWorkspace: null,
  setSelectedWorkspace: (workspace) => set({ selectedWorkspace: workspace }),
  setPublicationId: (publicationId) =>
    set((state) =>
      state.selectedWorkspace ? { selectedWorkspace: { ...state.selectedWorkspace, publicationId } } : state,
    ),
  clearSelectedWorkspace: () => set({ selectedWorkspace: null }),
}));

// The selection belongs to the signed-in user: it goes with their session (logout, forced logout, failed refresh).
onAuthCleared(() => useWorkspaceStore.getState().clearSelectedWorkspace());
