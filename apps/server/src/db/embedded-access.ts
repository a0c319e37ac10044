import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { chmod, chown, cp, mkdir, realpath, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach its binaries and its cluster. A
 * checkout or a DATA_DIR inside a private (0700) folder, such as root's home or a `mktemp -d` folder, is out of
 * its reach; these helpers find a way in, or stop with one line that names the folder and the fix.
 */

export interface Binaries {
  initdb: string;
  postgres: string;
}

export interface RunAs {
  uid?: number;
  gid?: number;
}

export interface AccessOptions {
  /** Where binaries out of the postgres user's reach are copied once (default /var/tmp). */
  binaryCacheRoot?: string;
  /** Where a cluster out of the postgres user's reach is kept, linked from its folder (default /var/lib). */
  clusterRoot?: string;
  /** Tells what was done to give the postgres user access (worth a line in the server log). */
  notice?: (line: string) => void;
}

/** A setup problem the user can fix; main.ts prints just this line. */
export class EmbeddedSetupError extends Error {}

/** Whether the user PostgreSQL runs as can enter this folder (or execute this file), tested as that very user. */
export function reachable(target: string, ids: RunAs): boolean {
  if (ids.uid === undefined) return true;
  return spawnSync('test', ['-x', target], { uid: ids.uid, gid: ids.gid, stdio: 'ignore' }).status === 0;
}

/** A folder in /var/tmp or /var/lib is shared: use one only if root owns it and nobody else can write to it. */
async function assertTrusted(folder: string): Promise<void> {
  const info = await stat(folder);
  if (info.uid !== 0 || (info.mode & 0o022) !== 0) {
    throw new EmbeddedSetupError(
      `${folder} is not owned by root or is writable by others; remove it (rm -rf ${folder}) and start again.`,
    );
  }
}

/**
 * The binaries as they are when the postgres user can execute them; otherwise a copy of the platform package's
 * bin/lib/share, made once into a root-owned, world-traversable cache folder named after the package version.
 */
export async function reachableBinaries(bin: Binaries, ids: RunAs, opts: AccessOptions = {}): Promise<Binaries> {
  if (reachable(bin.initdb, ids) && reachable(bin.postgres, ids)) return bin;
  const native = await realpath(path.resolve(path.dirname(bin.initdb), '..'));
  const { version } = JSON.parse(readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const cacheRoot = opts.binaryCacheRoot ?? (existsSync('/var/tmp') ? '/var/tmp' : '/tmp');
  const cache = path.join(cacheRoot, `newsletter-os-pg-${version}`);
  if (!existsSync(cache)) {
    opts.notice?.(`copying the PostgreSQL binaries to ${cache}, where the postgres user can run them`);
    const partial = `${cache}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    // Symlinks (lib/*.so → versioned files) are relative: copied as they are they stay inside the copy.
    await cp(native, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    // The rename makes the copy appear complete or not at all; a concurrent start may have won the race.
    await rename(partial, cache).catch(async (err: NodeJS.ErrnoException) => {
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(cache)) throw err;
    });
  }
  await assertTrusted(cache);
  const copied = {
    initdb: path.join(cache, 'bin', path.basename(bin.initdb)),
    postgres: path.join(cache, 'bin', path.basename(bin.postgres)),
  };
  if (!reachable(copied.initdb, ids)) {
    throw new EmbeddedSetupError(`The postgres user cannot run ${copied.initdb}; make ${cacheRoot} traversable.`);
  }
  return copied;
}

/** The first folder on the way to `folder` (itself included) that the postgres user cannot enter. */
function firstBlocked(folder: string, ids: RunAs): string | undefined {
  const parts = path.resolve(folder).split(path.sep).filter(Boolean);
  const ancestors = parts.map((_, i) => path.join(path.sep, ...parts.slice(0, i + 1)));
  return [path.sep, ...ancestors].find((ancestor) => !reachable(ancestor, ids));
}

/**
 * Where the cluster of `dir` can live so that the postgres user reaches it:
 * - `dir` itself when its parent is reachable;
 * - when only the parent (the data folder, owned by us) is closed, the parent gets the execute bit for others:
 *   passage only, its listing stays private and the cluster inside stays 0700 and owned by postgres;
 * - when a folder further up is closed (a private home or temp folder), the cluster lives in
 *   `<clusterRoot>/newsletter-os/<name>-<hash>` and `dir` becomes a symlink to it, so later starts find it.
 */
export async function reachableClusterDir(dir: string, ids: RunAs, opts: AccessOptions = {}): Promise<string> {
  if (ids.uid === undefined) return dir;
  if (existsSync(dir) && lstatSync(dir).isSymbolicLink()) return realpath(dir);
  const parent = path.dirname(dir);
  await mkdir(parent, { recursive: true });
  const blocked = firstBlocked(parent, ids);
  if (!blocked) return dir;

  const parentInfo = await stat(parent);
  if (blocked === parent && parentInfo.uid === process.getuid?.()) {
    await chmod(parent, (parentInfo.mode & 0o7777) | 0o001);
    opts.notice?.(`gave the postgres user passage (o+x) through ${parent}`);
    if (!firstBlocked(parent, ids)) return dir;
  }

  if (existsSync(dir)) {
    throw new EmbeddedSetupError(
      `The postgres user cannot reach ${dir} (${blocked} is private); move the data folder elsewhere (DATA_DIR) or run chmod o+x ${blocked}.`,
    );
  }
  const home = path.join(opts.clusterRoot ?? '/var/lib', 'newsletter-os');
  await mkdir(home, { recursive: true, mode: 0o755 });
  await assertTrusted(home);
  const name = `${path.basename(parent)}-${createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12)}`;
  const target = path.join(home, name);
  await mkdir(target, { recursive: true, mode: 0o700 });
  if (ids.gid !== undefined) await chown(target, ids.uid, ids.gid);
  await symlink(target, dir);
  opts.notice?.(`${blocked} is private to root: the PostgreSQL cluster of ${dir} lives in ${target}`);
  return target;
}
