import type { App, ModuleDeps } from '../../app';

export async function businessCompanyRoutes(_app: App, _deps: ModuleDeps) {
  // Routes of the business-companies domain.
}
