import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretFingerprints } from '../../src/db/schema/index';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories';

// Several processes on one database, started as an operator would (`src/main.ts`, each with its own DATA_DIR): the
// first start records fingerprints of SECRETS_KEY and JWT_SECRET; a process with other secrets refuses to start.

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const STARTUP_LIMIT_MS = 300_000;

let database: TestDatabase;
const dirs: string[] = [];
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

interface Started {
  outcome: 'running' | 'exited';
  code: number | null;
  stderr: string;
  port: number;
  dataDir: string;
}

/** Starts the product and resolves once it listens, or once it exits (whichever comes first). */
async function startProcess(secrets: Record<string, string> = {}): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'nos-secrets-'));
  dirs.push(dataDir);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...secrets };
  if (!secrets.SECRETS_KEY) delete env.SECRETS_KEY;
  if (!secrets.JWT_SECRET) delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...env,
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => {
    let stdout = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Newsletter OS is running'))
        resolve({ outcome: 'running', code: null, stderr, port, dataDir });
    });
    child.once('exit', (code) => resolve({ outcome: 'exited', code, stderr, port, dataDir }));
  });
}

async function secretsOf(dataDir: string): Promise<{ SECRETS_KEY: string; JWT_SECRET: string }> {
  return {
    SECRETS_KEY: (await readFile(path.join(dataDir, 'secrets-key'), 'utf8')).trim(),
    JWT_SECRET: (await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim(),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await database?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('several processes on one database', () => {
  let first: Started;

  it(
    'the first process records fingerprints, never the secrets themselves',
    async () => {
      first = await startProcess();
      expect(first.outcome).toBe('running');
      const health = await fetch(`http://127.0.0.1:${first.port}/api/v1/health`);
      expect(health.status).toBe(200);

      const secrets = await secretsOf(first.dataDir);
      const rows = await database.db.select().from(secretFingerprints);
      expect(rows.map((r) => r.name).sort()).toEqual(['JWT_SECRET', 'SECRETS_KEY']);
      for (const row of rows) {
        expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
        expect(row.fingerprint).not.toContain(secrets.SECRETS_KEY);
        expect(row.fingerprint).not.toContain(secrets.JWT_SECRET);
      }
    },
    STARTUP_LIMIT_MS,
  );

  it(
    'a second process that generated its own secrets refuses to start with one line naming both and the fix',
    async () => {
      const second = await startProcess();
      expect(second.outcome).toBe('exited');
      expect(second.code).toBe(1);
      const lines = second.stderr.trim().split('\n');
      expect(lines).toEqual([
        'SECRETS_KEY and JWT_SECRET differ from the ones this database was first started with: give every process ' +
          'on this DATABASE_URL the same SECRETS_KEY and JWT_SECRET (the first process keeps its generated ones in ' +
          'DATA_DIR/secrets-key and DATA_DIR/jwt-secret) and start again.',
      ]);
    },
    STARTUP_LIMIT_MS,
  );

  it(
    'a process with only one secret wrong names only that one',
    async () => {
      const { JWT_SECRET } = await secretsOf(first.dataDir);
      const other = await startProcess({ JWT_SECRET, SECRETS_KEY: 'another-secrets-key-another-secrets-key-0123' });
      expect(other.outcome).toBe('exited');
      expect(other.stderr.trim()).toMatch(/^SECRETS_KEY differs from the one this database was first started with: /);
      expect(other.stderr).not.toContain('JWT_SECRET differ');
    },
    STARTUP_LIMIT_MS,
  );

  it(
    'a process given the same secrets runs beside the first, and accepts its access tokens',
    async () => {
      const shared = await secretsOf(first.dataDir);
      const second = await startProcess(shared);
      expect(second.outcome).toBe('running');

      const user = await buildUser(database.db);
      const login = await fetch(`http://127.0.0.1:${first.port}/api/v1/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
      const me = await fetch(`http://127.0.0.1:${second.port}/api/v1/me/`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { email: string } }).data.email).toBe(user.email);
    },
    STARTUP_LIMIT_MS,
  );
});
