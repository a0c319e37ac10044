import type { App, ModuleDeps } from '../../app';

export async function imageRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the images domain.
}
