import type { App, ModuleDeps } from '../../app';

export async function workspaceRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the workspaces domain.
}
