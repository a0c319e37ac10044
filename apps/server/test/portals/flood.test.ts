import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDatabase, type Database } from '../../src/db/client';
import { createPortalChallenge } from '../../src/modules/submissions/proof-of-work';
import { powSettings } from '../../src/modules/submissions/spam';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { multipart } from '../helpers/factories-content';
import { blockedIn, buildPortalLink, countIn, formTokenFor, PORTAL_TEST_ENV, ugcFields } from './helpers';

const IP_LIMIT = 5;
const POSTS = 1000;

let t: TestApp;
let a: Tenant;
let second: { app: FastifyInstance; database: Database };
beforeAll(async () => {
  t = await createTestApp({ env: { ...PORTAL_TEST_ENV, PORTAL_IP_LIMIT: String(IP_LIMIT) } });
  a = await buildTenant(t.db);
  // A second server on the same database, with its own connection pool and its own in-memory state: what a
  // second process is, as far as the limits are concerned.
  const database = createDatabase(t.database.url, 5);
  const app = await buildApp({ config: t.config, database, mailer: t.mailer, logger: false });
  await app.ready();
  second = { app, database };
}, 60_000);
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t.close();
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

describe('a flood from one address', () => {
  it(`${POSTS} valid posts in under 60 s over two servers leave at most ${IP_LIMIT} items`, async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    // Every post is one a person could have sent: its own solved proof of work and an old enough form token.
    const bodies = await Promise.all(
      Array.from({ length: POSTS }, async (_, i) => {
        const challenge = await createPortalChallenge(powSettings(t.config), link.id);
        const solution = await solveChallenge({ challenge, deriveKey });
        const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
        return multipart({ ...ugcFields, title: `Flood ${i}`, formToken: await formTokenFor(t, link.id), altcha });
      }),
    );
    const servers = [t.app, second.app];
    const statuses: number[] = [];
    const refusedMs: number[] = [];
    const dbMs: number[] = [];
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        const i = next++;
        const body = bodies[i];
        if (!body) break;
        const sentAt = performance.now();
        const res = await servers[i % 2]?.inject({
          method: 'POST',
          url: `/api/v1/feeds-ugc-public/?token=${encodeURIComponent(token)}`,
          headers: body.headers,
          payload: body.payload,
          remoteAddress: '198.51.100.23',
        });
        const took = performance.now() - sentAt;
        statuses.push(res?.statusCode ?? 0);
        if (res?.statusCode === 429) refusedMs.push(took);
        if (res?.statusCode === 429 && res.json().meta.message.startsWith('Too many submissions')) dbMs.push(took);
      }
    };
    await Promise.all(Array.from({ length: Number(process.env.FLOOD_CONCURRENCY ?? 4) }, worker));
    const elapsedMs = performance.now() - started;

    const created = statuses.filter((s) => s === 201).length;
    const p95 = percentile(refusedMs, 95);
    console.info(
      `flood: ${POSTS} posts in ${Math.round(elapsedMs)} ms; 201: ${created}, 429: ${refusedMs.length}; ` +
        `refusal p50 ${percentile(refusedMs, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ` +
        `by the PostgreSQL limit: ${dbMs.length}, p50 ${percentile(dbMs, 50).toFixed(1)} ms, p95 ${percentile(dbMs, 95).toFixed(1)} ms`,
    );
    expect(elapsedMs).toBeLessThan(60_000);
    expect(created).toBeLessThanOrEqual(IP_LIMIT);
    expect(statuses.filter((s) => s !== 201 && s !== 429)).toEqual([]);
    expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBeLessThanOrEqual(IP_LIMIT);
    expect(await countIn(t.db, 'portal_submissions', a.workspace.id)).toBe(created);
    expect(p95).toBeLessThan(50);
    // Refusals by the PostgreSQL limit are counted for staff (the per-server memory cap answers before it).
    expect((await blockedIn(t.db, a.workspace.id)).rate_limit_ip).toBeGreaterThan(0);
  }, 120_000);
});
