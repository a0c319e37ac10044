import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './integrations/mailer';
import type { Storage } from './integrations/storage';
import type { TokenService } from './lib/tokens';

/**
 * The types every module and job depends on. They live apart from `app.ts` (the composition root) so that modules
 * never import the thing that assembles them: `app.ts` → modules → `deps.ts` is a one-way street.
 */

/** What every module's routes receive. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  boss?: PgBoss;
  /** Uploaded files (images, logos). */
  storage: Storage;
}

/** What job handlers receive: the database, the settings, a logger and the mailer; no tokens or storage. */
export interface JobDeps {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** A published newsletter is mailed to the workspace's admins. */
  mailer: Mailer;
}

/** The Fastify instance with zod type inference, as the modules see it. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * One pg-boss queue and its handler. A module exports its definitions (and its own `enqueueX` functions);
 * `jobs/index.ts` only lists them.
 */
export interface JobDefinition<Data extends object = object> {
  queue: string;
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  retryLimit?: number;
  expireInSeconds?: number;
  /** Parallel workers per process (default 1). */
  workers?: number;
  pollingIntervalSeconds?: number;
  /** A cron expression: pg-boss sends one job per tick across every process. */
  cron?: string;
  handle(data: Data, deps: JobDeps, boss: PgBoss): Promise<void>;
}
