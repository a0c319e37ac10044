import { existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readFile, realpath, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';
import { copyTree, MANIFEST, type Manifest, OperationError, tar } from './archive';

/**
 * `npm run backup`: an online base backup of the embedded cluster (PostgreSQL's low-level backup API:
 * pg_backup_start → copy the files → pg_backup_stop, then the WAL written meanwhile), the uploaded files and the
 * generated secrets, in one dated .tar.gz. The product keeps running; see docs/decisions/0026 for why not pg_dump.
 */

/** Files of a running cluster that a base backup leaves out (PostgreSQL's documentation lists them). */
const CLUSTER_SKIP = ['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'current_logfiles'];
const SKIP_CONTENTS = [
  'pg_wal/',
  'pg_replslot/',
  'pg_stat_tmp/',
  'pg_dynshmem/',
  'pg_notify/',
  'pg_serial/',
  'pg_snapshots/',
  'pg_subtrans/',
];
const skipInCluster = (rel: string) =>
  CLUSTER_SKIP.includes(rel) || SKIP_CONTENTS.some((prefix) => rel.startsWith(prefix));

/** Secrets generated into DATA_DIR: without SECRETS_KEY the restored sealed API keys could not be opened. */
const SECRET_FILES = ['secrets-key', 'jwt-secret'];

export interface BackupOptions {
  dataDir: string;
  outDir: string;
  now?: Date;
  log?: (line: string) => void;
}

const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');

export async function backup(opts: BackupOptions): Promise<string> {
  const log = opts.log ?? (() => {});
  const clusterLink = path.join(opts.dataDir, 'postgres');
  if (!existsSync(path.join(clusterLink, 'PG_VERSION'))) {
    throw new OperationError(
      `No embedded database in ${clusterLink}: nothing to back up (with DATABASE_URL, use your database provider's backups).`,
    );
  }
  const clusterDir = await realpath(clusterLink);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'nos-backup-'));
  // Attaches to the running product's PostgreSQL, or starts (and afterwards stops) the cluster when it is not running.
  const embedded = await startEmbeddedPostgres(clusterLink);
  const adminUrl = new URL(embedded.url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  try {
    await client.connect();
    // One session for the whole backup: closing it would abort the backup (non-exclusive mode).
    const started = await client.query<{ wal: string }>(
      `SELECT pg_walfile_name(lsn) AS wal FROM pg_backup_start('newsletter-os backup', true) AS lsn`,
    );
    const firstWal = started.rows[0]?.wal ?? '';
    log('copying the database files…');
    await copyTree(clusterDir, path.join(staging, 'postgres'), skipInCluster);
    const stopped = await client.query<{ labelfile: string; spcmapfile: string }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const label = stopped.rows[0];
    if (!label) throw new OperationError('PostgreSQL did not end the backup; run the backup again.');
    await writeFile(path.join(staging, 'postgres/backup_label'), label.labelfile);
    if (label.spcmapfile) await writeFile(path.join(staging, 'postgres/tablespace_map'), label.spcmapfile);
    // The WAL from the backup's start to its end replays the copy into a consistent state on restore.
    await copyTree(path.join(clusterDir, 'pg_wal'), path.join(staging, 'postgres/pg_wal'), () => false);
    if (!existsSync(path.join(staging, 'postgres/pg_wal', firstWal))) {
      throw new OperationError(`WAL segment ${firstWal} was recycled during the copy; run the backup again.`);
    }

    // After the database: every image the copied rows name was stored before them, so its file is in the copy.
    const uploads = existsSync(path.join(opts.dataDir, 'uploads'));
    if (uploads) {
      log('copying the uploaded files…');
      await copyTree(path.join(opts.dataDir, 'uploads'), path.join(staging, 'uploads'), (rel) => rel.endsWith('.part'));
    }
    for (const name of SECRET_FILES) {
      const file = path.join(opts.dataDir, name);
      if (existsSync(file)) await copyFile(file, path.join(staging, name));
    }
    const createdAt = opts.now ?? new Date();
    const manifest: Manifest = {
      format: 'newsletter-os-backup',
      version: 1,
      createdAt: createdAt.toISOString(),
      postgresMajor: (await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8')).trim(),
      uploads,
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(opts.outDir, { recursive: true });
    const archive = path.join(path.resolve(opts.outDir), `newsletter-os-${stampOf(createdAt)}.tar.gz`);
    const partial = `${archive}.partial`;
    log('writing the archive…');
    await tar(['-czf', partial, '-C', staging, MANIFEST, '.']);
    // The archive holds the secrets and every subscriber's data: readable by its owner only.
    await chmod(partial, 0o600);
    await rename(partial, archive);
    return archive;
  } finally {
    await client.end().catch(() => {});
    await embedded.stop();
    await rm(staging, { recursive: true, force: true });
  }
}
