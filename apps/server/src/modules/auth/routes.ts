import type { App, ModuleDeps } from '../../app';

export async function authRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the auth domain.
}
