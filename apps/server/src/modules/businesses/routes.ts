import type { App, ModuleDeps } from '../../app';

export async function businessRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the businesses domain.
}
