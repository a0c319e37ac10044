import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { EmbeddedSetupError } from './db/embedded-access';
import { runMigrations } from './db/migrate';
import { checkSharedSecrets, SecretsMismatchError } from './db/secret-fingerprints';
import { closeClientSupportPool } from './email/client-support-pool';
import { createMailer } from './integrations/mailer';
import { startBoss } from './jobs/boss';
import { closeSharedSanitizerPool } from './workers/sanitize-pool';

const here = path.dirname(fileURLToPath(import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const config = readConfig();
  const log = pino({ level: config.LOG_LEVEL });

  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    log.info(`starting embedded PostgreSQL in ${path.join(config.DATA_DIR, 'postgres')}`);
    embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'), {
      log: (line) => log.debug({ postgres: line.trim() }),
      notice: (line) => log.info(line),
    });
    url = embedded.url;
  }

  const database = createDatabase(url);
  await runMigrations(database.db);
  try {
    await checkSharedSecrets(database.db, config);
  } catch (err) {
    // Before pg-boss starts: a process with other secrets must not take a single job (it could not open the keys).
    await database.close();
    if (embedded) await embedded.stop();
    throw err;
  }
  const mailer = createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log });
  const boss = await startBoss(url, { config, db: database.db, log, mailer });
  const app = await buildApp({
    config,
    database,
    mailer,
    boss,
    webRoot: config.WEB_DIST ?? path.resolve(here, '../../web/dist'),
  });

  // In-flight requests finish, then jobs stop, then the database stops with a checkpoint.
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info(`${signal} received, shutting down`);
    await app.close();
    await boss.stop({ graceful: true, timeout: 5_000 });
    mailer.close();
    await closeSharedSanitizerPool();
    await closeClientSupportPool();
    await database.close();
    if (embedded) await embedded.stop();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  log.info(`Newsletter OS is running at ${config.APP_URL}`);
}

main().catch((err) => {
  // A setup problem the user can fix is one line naming the folder and the fix, not a stack trace.
  console.error(err instanceof EmbeddedSetupError || err instanceof SecretsMismatchError ? err.message : err);
  process.exit(1);
});
