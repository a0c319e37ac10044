import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { mailOutbox } from '../../src/db/schema/index';
import { createMailer, type Mailer } from '../../src/integrations/mailer';
import { startBoss } from '../../src/jobs/boss';
import { TokenService } from '../../src/lib/tokens';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  config: Config;
  mailer: Mailer;
  tokens: TokenService;
  boss?: PgBoss;
  /**
   * The newest mail sent to this address, read from the outbox table. Only without SMTP_URL: with it the outbox
   * keeps no body, and tests read mail at their SMTP peer (helpers/smtp-peer.ts).
   */
  lastMailTo(email: string): Promise<{ subject: string; text: string; html: string | null } | undefined>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database. `env` overrides configuration (e.g. ACCESS_TOKEN_TTL);
 * `jobs: true` also starts pg-boss with every worker.
 */
export async function createTestApp(opts: { env?: Record<string, string>; jobs?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nos-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SECRETS_KEY: 'test-secrets-key-test-secrets-key-0123456789',
    APP_URL: 'http://localhost:3000',
    AUTH_RATE_LIMIT_MAX: '1000',
    UPLOAD_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: { info: () => {}, error: () => {} },
  });
  const tokens = new TokenService(config.JWT_SECRET, config.ACCESS_TOKEN_TTL);
  const boss = opts.jobs
    ? await startBoss(database.url, { config, db: database.db, log: pino({ level: 'silent' }), mailer })
    : undefined;
  const app = await buildApp({ config, database, mailer, boss, logger: false });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    mailer,
    tokens,
    boss,
    async lastMailTo(email) {
      if (config.SMTP_URL) throw new Error('With SMTP_URL the outbox keeps no mail body: read it at the SMTP peer');
      const [row] = await database.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), isNotNull(mailOutbox.text)))
        .orderBy(desc(mailOutbox.createdAt))
        .limit(1);
      return row?.text == null ? undefined : { ...row, text: row.text };
    },
    async close() {
      await app.close();
      if (boss) await boss.stop({ graceful: false });
      mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
