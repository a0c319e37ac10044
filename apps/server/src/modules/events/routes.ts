import type { App, ModuleDeps } from '../../app';

export async function eventRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the events domain.
}
