import { type SpawnSyncReturns, spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../../src/db/embedded';
import { runMigrations } from '../../src/db/migrate';
import { images, newsletters } from '../../src/db/schema/index';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildImage, makeImage } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';

// `npm run backup` while the product's embedded PostgreSQL runs, then `npm run restore` into an empty folder, as an
// operator would run them (real child processes, real cluster files, real tar archive).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const LIMIT_MS = 240_000;

let work: string;
let source: string;
let embedded: EmbeddedDatabase;
let database: Database;
let tenant: Tenant;
let imageBytes: Buffer;
let imageKey: string;
let archive: string;

type Outcome = Pick<SpawnSyncReturns<string>, 'status' | 'stdout' | 'stderr'>;

function operation(args: string[], dataDir: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['scripts/operations.mjs', ...args], { cwd: root, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'nos-backup-test-'));
  // As root the cluster runs as the postgres user, which must be able to enter these folders.
  await chmod(work, 0o755);
  source = path.join(work, 'source');
  embedded = await startEmbeddedPostgres(path.join(source, 'postgres'));
  database = createDatabase(embedded.url, 2);
  await runMigrations(database.db);
  tenant = await buildTenant(database.db);
  await buildNewsletter(database.db, { workspaceId: tenant.workspace.id, subject: 'Backed up on Monday' });
  imageBytes = await makeImage('png');
  imageKey = `library/${tenant.workspace.id.slice(0, 2)}/photo.png`;
  await mkdir(path.join(source, 'uploads/library', tenant.workspace.id.slice(0, 2)), { recursive: true });
  await writeFile(path.join(source, 'uploads', imageKey), imageBytes);
  await buildImage(database.db, {
    workspaceId: tenant.workspace.id,
    storageKey: imageKey,
    sizeBytes: imageBytes.length,
  });
  await writeFile(path.join(source, 'secrets-key'), 'k'.repeat(48));
}, LIMIT_MS);

afterAll(async () => {
  await database?.close();
  await embedded?.stop();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it(
    'writes one dated archive while the database runs',
    async () => {
      const result = await operation(['backup', path.join(work, 'backups')], source);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const files = await readdir(path.join(work, 'backups'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^newsletter-os-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
      archive = path.join(work, 'backups', files[0] ?? '');
      expect(result.stdout).toContain(`Backup written: ${archive}`);
      // Written after the backup: must not be in what is restored.
      await buildNewsletter(database.db, { workspaceId: tenant.workspace.id, subject: 'Written after the backup' });
    },
    LIMIT_MS,
  );

  it(
    'refuses to restore into a folder that is not empty',
    async () => {
      const result = await operation(['restore', archive], source);
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(
        `${source} is not empty: restore into an empty data folder (set DATA_DIR to a new folder, or move this one away first).`,
      );
    },
    LIMIT_MS,
  );

  it(
    'restores the database, the uploaded files and the secrets into an empty folder',
    async () => {
      const target = path.join(work, 'restored');
      const result = await operation(['restore', archive], target);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/Restored \d+ tables and the uploaded files into /);

      expect(await readFile(path.join(target, 'uploads', imageKey))).toEqual(imageBytes);
      expect(await readFile(path.join(target, 'secrets-key'), 'utf8')).toBe('k'.repeat(48));

      const restored = await startEmbeddedPostgres(path.join(target, 'postgres'));
      const copy = createDatabase(restored.url, 1);
      try {
        const subjects = await copy.db
          .select({ subject: newsletters.subject })
          .from(newsletters)
          .where(eq(newsletters.workspaceId, tenant.workspace.id));
        expect(subjects.map((s) => s.subject)).toEqual(['Backed up on Monday']);
        const stored = await copy.db.select().from(images).where(eq(images.workspaceId, tenant.workspace.id));
        expect(stored.map((i) => i.storageKey)).toEqual([imageKey]);
      } finally {
        await copy.close();
        await restored.stop();
      }
    },
    LIMIT_MS,
  );
});
