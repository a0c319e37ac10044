import type { App, ModuleDeps } from '../../deps';
import { meRoutes } from './me-routes';
import { changePasswordRoutes, passwordRoutes } from './password-routes';
import { registrationRoutes } from './registration-routes';
import { logoutRoutes, sessionRoutes } from './session-routes';

/** Authentication without a session (public scope): registration and verification, login, refresh, resets. */
export async function authRoutes(app: App, deps: ModuleDeps) {
  await registrationRoutes(app, deps);
  await sessionRoutes(app, deps);
  await passwordRoutes(app, deps);
}

/** The signed-in user's own account (authenticated scope): profile, password change, logout. */
export async function accountRoutes(app: App, deps: ModuleDeps) {
  await meRoutes(app, deps);
  await changePasswordRoutes(app, deps);
  await logoutRoutes(app, deps);
}
