import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../../src/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';

export interface BenchDatabase {
  /** A scratch folder for the run (data dir, uploads); removed by stop(). */
  dir: string;
  url: string;
  database: Database;
  stop(): Promise<void>;
}

/**
 * A migrated database for one benchmark: BENCH_DATABASE_URL when given, else an embedded PostgreSQL in a temp
 * folder. stop() closes the pool, stops the cluster and removes the folder.
 */
export async function startBenchDatabase(name: string): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `nos-bench-${name}-`));
  // As root the embedded PostgreSQL runs as the postgres user, which must be able to enter this folder.
  await chmod(dir, 0o755);
  let embedded: EmbeddedDatabase | undefined;
  let database: Database | undefined;
  const stop = async () => {
    await database?.close();
    await embedded?.stop();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    let url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
      url = embedded.url;
    }
    database = createDatabase(url);
    await runMigrations(database.db);
    return { dir, url, database, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Runs a domain benchmark on its own (`npx tsx bench/<file>.ts`) when that file is the process entry. */
export function runWhenMain(moduleUrl: string, bench: () => Promise<string[]>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  bench().then(
    (lines) => {
      for (const line of lines) console.log(line);
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
