import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config';
import type { Database } from './db/client';
import type { App, ModuleDeps } from './deps';
import { withRequestRedaction } from './http/request-log';
import type { Mailer } from './integrations/mailer';
import { createStorage, localUploadsRoot, type Storage, uploadsPlugin } from './integrations/storage';
import { TokenService } from './lib/tokens';
import { sponsorReportPageRoutes } from './modules/ad-reports/page-routes';
import { archivePublicRoutes } from './modules/archive/public-routes';
import { registerModules } from './modules/index';
import { authPlugin } from './plugins/auth';
import { docsPlugin } from './plugins/docs';
import { errorHandlerPlugin } from './plugins/error-handler';
import { inputGuardPlugin } from './plugins/input-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { routeScopeGuard } from './plugins/route-scopes';
import { securityPlugin } from './plugins/security';
import { spaPlugin } from './plugins/spa';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** pg-boss, started by the caller; absent in tests that do not exercise jobs. */
  boss?: PgBoss;
  /** Pino options, or false to silence logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Directory of the built web app to serve at /. */
  webRoot?: string;
  /** File storage; created from config (local disk or S3) when absent. */
  storage?: Storage;
}

const API_PREFIX = '/api/v1';

/** Builds the whole HTTP application; used by main.ts and by tests (with app.inject). */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: withRequestRedaction(deps.logger ?? { level: deps.config.LOG_LEVEL }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const tokens = new TokenService(deps.config.JWT_SECRET, deps.config.ACCESS_TOKEN_TTL);
  const moduleDeps: ModuleDeps = {
    config: deps.config,
    db: deps.database.db,
    tokens,
    mailer: deps.mailer,
    boss: deps.boss,
    storage: deps.storage ?? createStorage(deps.config),
  };

  // First, so that it sees every route registered after it.
  await app.register(routeScopeGuard, { prefix: API_PREFIX });
  await app.register(errorHandlerPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin, { appUrl: deps.config.APP_URL });
  await app.register(rateLimitPlugin, { redisUrl: deps.config.REDIS_URL });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 20, fields: 50 } });
  await app.register(docsPlugin);
  await app.register(authPlugin, { db: moduleDeps.db, pool: deps.database.pool, tokens });
  if (!deps.config.S3_BUCKET) await app.register(uploadsPlugin, { root: localUploadsRoot(deps.config) });
  await app.register(async (api) => registerModules(api, moduleDeps), { prefix: API_PREFIX });
  // The public archive lives at /n/… beside the web app, not under the API: readers share these addresses.
  await app.register(async (archive) => archivePublicRoutes(archive, moduleDeps));
  // A sponsor link whose booking will never run answers 410 at its own address (a plain page, not the app).
  await app.register(async (pages) => sponsorReportPageRoutes(pages, moduleDeps));
  if (deps.webRoot) await app.register(spaPlugin, { root: deps.webRoot });
  return app;
}
