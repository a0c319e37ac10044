import type { App, ModuleDeps } from '../../app';

export async function invitationRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the invitations domain.
}
