import { create } from 'zustand';

interface ShellState {
  /** Desktop sidebar: w-16 icons only when collapsed, w-64 with labels otherwise. */
  collapsed: boolean;
  /** Small screens: the slide-in navigation drawer. */
  drawerOpen: boolean;
  toggleCollapsed: () => void;
  setDrawerOpen: (open: boolean) => void;
}

export const useShellStore = create<ShellState>()((set) => ({
  collapsed: false,
  drawerOpen: false,
  toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
  setDrawerOpen: (open) => set({ drawerOpen: open }),
}));
