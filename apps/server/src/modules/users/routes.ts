import type { App, ModuleDeps } from '../../app';

export async function userRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the users domain.
}
