import type { App, ModuleDeps } from '../../app';
import { meRoutes } from './me-routes';
import { passwordRoutes } from './password-routes';
import { registrationRoutes } from './registration-routes';
import { sessionRoutes } from './session-routes';

/** Authentication: registration and verification, login and sessions, passwords, the signed-in user. */
export async function authRoutes(app: App, deps: ModuleDeps) {
  await registrationRoutes(app, deps);
  await sessionRoutes(app, deps);
  await passwordRoutes(app, deps);
  await meRoutes(app, deps);
}
