import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
  // Real sockets: the health probe must compete with the hostile requests for the one event loop.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

/**
 * The hostile client, in a process of its own as a real one would be: building and sending 20 half-megabyte
 * bodies must not be counted against the server's event loop. Half the requests nest exactly at the limit
 * (the most parser work the depth check lets in), half are flat markup with links to resolve and attributes to drop.
 */
const hostileClient = `
const { BASE, TOKEN, WORKSPACE } = process.env;
const CONTENT_CHARS = 490000;
const nestedBlock = '<b>'.repeat(100) + 'x' + '</b>'.repeat(100);
const flatBlock = '<p><a href="/more" onclick="x()">Read more</a> and <em>some</em> text</p>';
const fill = (block) => block.repeat(Math.floor(CONTENT_CHARS / block.length));
const requests = Array.from({ length: 20 }, (_, i) => {
  const form = new FormData();
  form.append('workspaceId', WORKSPACE);
  form.append('title', 'Heavy ' + i);
  form.append('content', fill(i % 2 === 0 ? nestedBlock : flatBlock));
  return fetch(BASE + '/api/v1/feeds-ugc/', { method: 'POST', headers: { authorization: TOKEN }, body: form })
    .then(async (res) => ({ status: res.status, body: (await res.text()).slice(0, 300) }));
});
Promise.all(requests).then((results) => process.stdout.write(JSON.stringify(results)));
`;

function sendHostileRequests(): Promise<{ status: number; body: string }[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', hostileClient], {
      env: { ...process.env, BASE: base, TOKEN: headers.authorization, WORKSPACE: a.workspace.id },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited ${code}`))));
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function healthLatency(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/health`);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

describe('one tenant sending costly markup does not stall the others', () => {
  /** One round: the hostile requests run while /health is probed, one probe at a time. */
  async function probeUnderLoad(): Promise<{ p50: number; p99: number; max: number; probes: number }> {
    let finished = false;
    const all = sendHostileRequests().finally(() => {
      finished = true;
    });
    const samples: number[] = [];
    while (!finished || samples.length < 200) {
      samples.push(await healthLatency());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const results = await all;
    for (const result of results) expect(result.status, result.body).toBe(201);
    const sorted = [...samples].sort((x, y) => x - y);
    return {
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      probes: samples.length,
    };
  }

  it('/health p99 stays under 100 ms while 20 maximal content requests are handled', async () => {
    // Other processes on a busy machine can only add latency, never remove it: the best of a few rounds is the
    // server's own figure. Blocking the event loop (as synchronous sanitising did) fails every round by seconds.
    const rounds: Awaited<ReturnType<typeof probeUnderLoad>>[] = [];
    for (let round = 0; round < 3; round++) {
      const result = await probeUnderLoad();
      rounds.push(result);
      console.info(
        `/health under load, round ${round + 1}: ${result.probes} probes, p50 ${result.p50.toFixed(1)} ms, ` +
          `p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms`,
      );
      if (result.p99 < 100) break;
    }
    const best = Math.min(...rounds.map((r) => r.p99));
    expect(best, `p99 per round: ${rounds.map((r) => r.p99.toFixed(1)).join(', ')} ms`).toBeLessThan(100);
  }, 240_000);
});
