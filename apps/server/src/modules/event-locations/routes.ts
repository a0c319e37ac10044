import type { App, ModuleDeps } from '../../app';

export async function eventLocationRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the event-locations domain.
}
