import type { App, ModuleDeps } from '../../app';

export async function tagRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the tags domain.
}
