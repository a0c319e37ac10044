import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createMailer } from '../../src/integrations/mailer';
import type { BenchDatabase } from './database';

/**
 * The production application on a benchmark's database, logs silenced, not yet ready or listening: each benchmark
 * measures the real request path. `env` adds to (or overrides) the settings every benchmark shares.
 */
export async function buildBenchApp(
  bench: BenchDatabase,
  env: Record<string, string> = {},
  options: { webRoot?: string } = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(bench.dir, 'data'),
    APP_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const mailer = createMailer({ db: bench.database.db, from: config.MAIL_FROM, log: pino({ level: 'silent' }) });
  const app = await buildApp({ config, database: bench.database, mailer, logger: false, ...options });
  return { app, config };
}
