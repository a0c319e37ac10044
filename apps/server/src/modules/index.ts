import type { App, ModuleDeps } from '../app';
import { authRoutes } from './auth/routes';
import { businessCompanyRoutes } from './business-companies/routes';
import { businessRoutes } from './businesses/routes';
import { eventLocationRoutes } from './event-locations/routes';
import { eventRoutes } from './events/routes';
import { feedRoutes } from './feeds/routes';
import { healthRoutes } from './health/routes';
import { imageRoutes } from './images/routes';
import { invitationRoutes } from './invitations/routes';
import { rssFetcherRoutes } from './rss-fetchers/routes';
import { tagRoutes } from './tags/routes';
import { userRoutes } from './users/routes';
import { workspaceRoutes } from './workspaces/routes';

/** Every domain's routes, under /api/v1. One line a module. */
export async function registerModules(app: App, deps: ModuleDeps): Promise<void> {
  await app.register(async (scope) => healthRoutes(scope as App, deps));
  await app.register(async (scope) => authRoutes(scope as App, deps));
  await app.register(async (scope) => businessRoutes(scope as App, deps));
  await app.register(async (scope) => workspaceRoutes(scope as App, deps));
  await app.register(async (scope) => userRoutes(scope as App, deps));
  await app.register(async (scope) => invitationRoutes(scope as App, deps));
  await app.register(async (scope) => feedRoutes(scope as App, deps));
  await app.register(async (scope) => eventRoutes(scope as App, deps));
  await app.register(async (scope) => rssFetcherRoutes(scope as App, deps));
  await app.register(async (scope) => tagRoutes(scope as App, deps));
  await app.register(async (scope) => businessCompanyRoutes(scope as App, deps));
  await app.register(async (scope) => eventLocationRoutes(scope as App, deps));
  await app.register(async (scope) => imageRoutes(scope as App, deps));
}
