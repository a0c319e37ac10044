import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany } from '../helpers/factories-content';
import { buildAdProduct, inDays, publishEveryDay } from './fixtures';

// No double booking across processes: two real API server processes on one database, many concurrent bookings of
// the same seats over real HTTP. Capacity is held by the unique (product, day, seat) index (docs/decisions/0022),
// so no interleaving of the two processes can put more bookings on a day than it has seats.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures/api-process.ts');
const REQUESTS = 50;

let t: TestApp;
let a: Tenant;
let headers: Record<string, string>;
const servers: { child: ChildProcess; port: number }[] = [];

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, API_DATABASE_URL: t.database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = /listening (\d+)/.exec(buffered);
      if (match) {
        const server = { child, port: Number(match[1]) };
        servers.push(server);
        resolve(server);
      }
    });
    child.once('exit', (code) => reject(new Error(`API process exited with ${code} before it listened`)));
  });
}

beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  await publishEveryDay(t.db, a.workspace.id);
  headers = { ...(await authHeader(t.tokens, a.user)), 'content-type': 'application/json' };
  await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(async () => {
  for (const { child } of servers) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await t?.close();
});

/** Live seats of the product on the day, as committed. */
async function seatsTaken(productId: string, day: string): Promise<number> {
  const result = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from ad_booking_days where product_id = ${productId} and day = ${day} and seat is not null`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Fires `REQUESTS` bookings of the same day at once, alternating between the two processes. */
async function race(capacity: number) {
  const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id, capacity });
  const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
  const day = inDays(21);
  let done = false;
  let maxSeen = 0;
  // Watches the committed seat count while the requests run: it must never pass the capacity.
  const watcher = (async () => {
    while (!done) maxSeen = Math.max(maxSeen, await seatsTaken(product.id, day));
  })();
  const body = JSON.stringify({
    workspaceId: a.workspace.id,
    productId: product.id,
    businessCompanyId: company.id,
    dates: [day],
  });
  const started = performance.now();
  const responses = await Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const server = servers[i % servers.length];
      const res = await fetch(`http://127.0.0.1:${server?.port}/api/v1/ad-bookings/`, {
        method: 'POST',
        headers,
        body,
      });
      return { status: res.status, body: (await res.json()) as { data: { fullDates?: string[] } } };
    }),
  );
  const elapsedMs = Math.round(performance.now() - started);
  done = true;
  await watcher;
  const statuses = responses.map((r) => r.status);
  const figures = {
    capacity,
    requests: REQUESTS,
    processes: servers.length,
    created: statuses.filter((s) => s === 201).length,
    conflicts: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409).length,
    seatsTaken: await seatsTaken(product.id, day),
    maxSeatsSeenDuringRun: Math.max(maxSeen, await seatsTaken(product.id, day)),
    elapsedMs,
  };
  console.log(`double-booking race: ${JSON.stringify(figures)}`);
  return { figures, responses, day };
}

describe('no double booking across two server processes', () => {
  it(`${REQUESTS} concurrent requests for the one seat of an exclusive product: 1 booked, 49 × 409`, async () => {
    const { figures, responses, day } = await race(1);
    expect(figures).toMatchObject({
      created: 1,
      conflicts: REQUESTS - 1,
      other: 0,
      seatsTaken: 1,
      maxSeatsSeenDuringRun: 1,
    });
    for (const res of responses.filter((r) => r.status === 409)) {
      expect(res.body.data).toEqual({ fullDates: [day], heldDates: [] });
    }
  });

  it(`${REQUESTS} concurrent requests for a product with 3 seats: 3 booked, 47 × 409`, async () => {
    const { figures } = await race(3);
    expect(figures).toMatchObject({
      created: 3,
      conflicts: REQUESTS - 3,
      other: 0,
      seatsTaken: 3,
      maxSeatsSeenDuringRun: 3,
    });
  });
});
