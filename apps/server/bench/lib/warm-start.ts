import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
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

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function exited(child: ChildProcess): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** SIGTERM (the server stops its embedded PostgreSQL itself); a kill and a stop of the cluster if it hangs. */
async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (running(child)) {
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), 30_000);
    });
    const stopped = await Promise.race([exited(child).then(() => true), timedOut]);
    clearTimeout(timer);
    if (!stopped) {
      child.kill('SIGKILL');
      await exited(child);
    }
  }
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!pid || !isAlive(pid)) return;
  // A cluster left behind by a killed server: fast shutdown, so nothing outlives the benchmark.
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds from spawning `node scripts/start.mjs` to its first 200 from /api/v1/health. */
async function timeOneStart(dataDir: string, timeoutMs: number): Promise<number> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'NODE_OPTIONS', 'JWT_SECRET', 'SMTP_URL']) delete env[name];
  Object.assign(env, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: origin, LOG_LEVEL: 'warn' });

  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    while (performance.now() - started < timeoutMs) {
      if (!running(child)) throw new Error(`the server exited during start:\n${output.slice(-2000)}`);
      try {
        const response = await fetch(`${origin}/api/v1/health`, { signal: AbortSignal.timeout(1_000) });
        if (response.status === 200) return performance.now() - started;
      } catch {
        // Not listening yet.
      }
      await sleep(20);
    }
    throw new Error(`no healthy answer within ${timeoutMs / 1000} s:\n${output.slice(-2000)}`);
  } finally {
    await stopServer(child, dataDir);
  }
}

export interface StartTimes {
  /** The first start on an empty data dir (initdb, migrations; may build the web app). */
  firstMs: number;
  /** The second start on the same data dir: what a returning user waits for. */
  warmMs: number;
}

/** Starts the product twice on one temp data dir; the first run warms it, the second is the figure. */
export async function measureWarmStart(timeoutMs = 180_000): Promise<StartTimes> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nos-bench-start-'));
  // As root the embedded PostgreSQL runs as the postgres user, which must be able to enter this folder.
  await chmod(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  try {
    const firstMs = await timeOneStart(dataDir, timeoutMs);
    const warmMs = await timeOneStart(dataDir, timeoutMs);
    return { firstMs, warmMs };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
