import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './env';

export interface ProductOptions {
  /** SMTP peer the product delivers mail to. */
  smtpUrl: string;
  /** Extra or overriding environment, e.g. `{ ACCESS_TOKEN_TTL: '3' }`. */
  env?: Record<string, string>;
  /** Where to keep a copy of the server log when the instance stops. */
  logCopyDir?: string;
  /** How long to wait for the first healthy response (the first start may build the web app). */
  startTimeoutMs?: number;
  /**
   * A folder where the instance is recorded while it runs, so the global teardown can stop it even when the
   * worker that started it died before its own teardown.
   */
  registryDir?: string;
}

interface RegisteredInstance {
  pid: number;
  workDir: string;
  dataDir: string;
}

export interface RunningProduct {
  baseURL: string;
  dataDir: string;
  pid: number;
  /** SIGTERM, wait for the server to stop itself (it stops its embedded PostgreSQL), then delete the temp dir. */
  stop(): Promise<void>;
}

/** Variables of the runner's environment that must not leak into the product (another database, test runner hooks). */
const NOT_INHERITED = [
  'DATABASE_URL',
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'SMTP_URL',
  'JWT_SECRET',
  'NODE_OPTIONS',
  'TEST_WORKER_INDEX',
  'TEST_PARALLEL_INDEX',
];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Guards against a recycled pid: the process must still be a product server. */
function isProductProcess(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline)) return process.platform !== 'linux';
  return readFileSync(cmdline, 'utf8').includes('scripts/start.mjs');
}

/** The last lines of the server log, for error messages. */
function logTail(logFile: string, lines = 40): string {
  if (!existsSync(logFile)) return '(no server output)';
  return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * A PostgreSQL left behind by a server that had to be killed: stop it with SIGINT (fast shutdown) so no process
 * outlives the tests even when the server did not shut down by itself.
 */
async function stopOrphanPostgres(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Whether the child exited within `ms` (the timer is cleared either way, so it never holds the process open). */
async function exitsWithin(child: ChildProcess, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([exited(child).then(() => true), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The product exited during start (code ${child.exitCode}):\n${logTail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`The product did not answer /api/v1/health within ${timeoutMs / 1000} s:\n${logTail(logFile)}`);
}

/**
 * Starts the product as a user would (`node scripts/start.mjs`) on a fresh data dir and a free loopback port,
 * and resolves once GET /api/v1/health answers 200.
 */
export async function startProduct(opts: ProductOptions): Promise<RunningProduct> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nos-e2e-product-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must be able to enter the data dir.
  await chmod(workDir, 0o755);
  const dataDir = path.join(workDir, 'data');
  const logFile = path.join(workDir, 'server.log');
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: baseURL,
    SMTP_URL: opts.smtpUrl,
    AUTH_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'warn',
    ...opts.env,
  });

  const logFd = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', logFd, logFd],
    });
  } finally {
    closeSync(logFd);
  }
  const pid = child.pid ?? 0;
  const registryFile = opts.registryDir ? path.join(opts.registryDir, `${pid}.json`) : undefined;
  if (registryFile && opts.registryDir) {
    await mkdir(opts.registryDir, { recursive: true });
    const entry: RegisteredInstance = { pid, workDir, dataDir };
    await writeFile(registryFile, JSON.stringify(entry));
  }
  // If the runner exits without a teardown (a crash), still tell the server to shut itself down.
  const signalOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', signalOnExit);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', signalOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await exitsWithin(child, 30_000))) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    await stopOrphanPostgres(dataDir);
    if (opts.logCopyDir) {
      await mkdir(opts.logCopyDir, { recursive: true });
      await copyFile(logFile, path.join(opts.logCopyDir, `product-${port}.log`)).catch(() => {});
    }
    await rm(workDir, { recursive: true, force: true });
    if (registryFile) await rm(registryFile, { force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile, opts.startTimeoutMs ?? 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, dataDir, pid, stop };
}

/**
 * Stops every instance still recorded in `registryDir` (their worker died before stopping them): SIGTERM, then
 * SIGKILL after 30 s, then their PostgreSQL, then their temp dirs.
 */
export async function reapInstances(registryDir: string): Promise<number> {
  if (!existsSync(registryDir)) return 0;
  let reaped = 0;
  for (const file of await readdir(registryDir)) {
    const entry = JSON.parse(await readFile(path.join(registryDir, file), 'utf8')) as RegisteredInstance;
    if (entry.pid && isAlive(entry.pid) && isProductProcess(entry.pid)) {
      reaped += 1;
      process.kill(entry.pid, 'SIGTERM');
      for (let i = 0; i < 300 && isAlive(entry.pid); i++) await sleep(100);
      if (isAlive(entry.pid)) process.kill(entry.pid, 'SIGKILL');
    }
    await stopOrphanPostgres(entry.dataDir);
    await rm(entry.workDir, { recursive: true, force: true });
    await rm(path.join(registryDir, file), { force: true });
  }
  return reaped;
}
