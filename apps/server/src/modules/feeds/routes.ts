import type { App, ModuleDeps } from '../../app';

export async function feedRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the feeds domain.
}
