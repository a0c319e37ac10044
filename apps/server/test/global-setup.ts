import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';

export const TEMPLATE_DB = 'nos_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * One PostgreSQL for the run (embedded, or TEST_DATABASE_URL), and a migrated template database;
 * every test file clones the template into a database of its own.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'nos-test-pg-'));
    // As root the cluster runs as the postgres user, which must be able to enter this folder.
    await chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(dir, 'cluster'));
    adminUrl = withDatabase(embedded.url, 'postgres');
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  const template = createDatabase(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await runMigrations(template.db);
  await template.close();
  await admin.end();
  project.provide('adminDatabaseUrl', adminUrl);

  return async () => {
    if (embedded) await embedded.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
