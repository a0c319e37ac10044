import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../src/db/schema/index';
import {
  enqueueDueFeeds,
  enqueueFeedFetch,
  FETCH_FEED_QUEUE,
  type FetchFeedJob,
  SCHEDULE_FEEDS_QUEUE,
} from '../../src/modules/rss-fetchers/queue';
import { largeRssFeed, rss20 } from '../fakes/feed-corpus';
import { type FakeFeedServer, startFeedServer } from '../fakes/feed-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace } from '../helpers/factories';
import { buildFetcher, reloadFetcher, runFetcherIn } from '../helpers/factories-rss-fetchers';

let t: TestApp;
let server: FakeFeedServer;
const outbound = { allowPrivate: true };

beforeAll(async () => {
  t = await createTestApp({ jobs: true, env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  server = await startFeedServer({
    '/rss.xml': { body: rss20 },
    '/big.xml': { body: largeRssFeed(300) },
  });
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

async function itemCount(workspaceId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(feedItems).where(eq(feedItems.workspaceId, workspaceId));
  return row?.n ?? 0;
}

async function waitFor<T>(check: () => Promise<T | undefined | null | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('idempotent ingestion', () => {
  it('the same fetch run twice leaves one copy of each item', async () => {
    const fetcher = await buildFetcher(t.db, { url: server.url('/rss.xml') });
    const first = await runFetcherIn(t.db, fetcher, outbound);
    const second = await runFetcherIn(t.db, fetcher, outbound);
    expect(first?.imported).toBe(3);
    expect(second?.imported).toBe(0);
    expect(await itemCount(fetcher.workspaceId)).toBe(3);
    expect((await reloadFetcher(t.db, fetcher.id)).itemCount).toBe(3);
  });

  it('the same fetch run concurrently leaves one copy of each item', async () => {
    const fetcher = await buildFetcher(t.db, { url: server.url('/big.xml') });
    const outcomes = await Promise.all([1, 2, 3, 4].map(() => runFetcherIn(t.db, fetcher, outbound)));
    expect(outcomes.every((o) => o?.status === 'ok')).toBe(true);
    expect(outcomes.reduce((n, o) => n + (o?.imported ?? 0), 0)).toBe(300);
    expect(await itemCount(fetcher.workspaceId)).toBe(300);
    expect((await reloadFetcher(t.db, fetcher.id)).itemCount).toBe(300);
  });

  it('two fetchers of the same feed in one workspace store one copy; another workspace gets its own', async () => {
    const workspace = await buildWorkspace(t.db);
    const [a, b] = await Promise.all([
      buildFetcher(t.db, { workspaceId: workspace.id, url: server.url('/rss.xml') }),
      buildFetcher(t.db, { workspaceId: workspace.id, url: server.url('/rss.xml') }),
    ]);
    const other = await buildFetcher(t.db, { url: server.url('/rss.xml') });
    await Promise.all([a, b, other].map((f) => runFetcherIn(t.db, f, outbound)));
    expect(await itemCount(workspace.id)).toBe(3);
    expect(await itemCount(other.workspaceId)).toBe(3);
  });
});

describe('fetch-feed and schedule-feeds jobs (pg-boss)', () => {
  it('registers the every-minute schedule', async () => {
    const schedules = await t.boss?.getSchedules();
    expect(schedules?.find((s) => s.name === SCHEDULE_FEEDS_QUEUE)?.cron).toBe('* * * * *');
    expect((await t.boss?.getQueue(FETCH_FEED_QUEUE))?.policy).toBe('stately');
  });

  it('a queued fetch runs in a worker and records the run; queued again it stores nothing new', async () => {
    const boss = t.boss;
    if (!boss) throw new Error('jobs not started');
    const fetcher = await buildFetcher(t.db, { url: server.url('/rss.xml') });
    await enqueueFeedFetch(boss, fetcher);
    // A second send while the first is still queued is dropped by the stately policy (one queued per fetcher).
    expect(await enqueueFeedFetch(boss, fetcher)).toBeNull();
    const firstRun = await waitFor(async () => {
      const row = await reloadFetcher(t.db, fetcher.id);
      return row.lastRunAt ? row : undefined;
    });
    expect(firstRun).toMatchObject({ lastStatus: 'ok', itemCount: 3 });

    await waitFor(async () => (await enqueueFeedFetch(boss, fetcher)) !== null);
    await waitFor(async () => {
      const row = await reloadFetcher(t.db, fetcher.id);
      return (row.lastRunAt?.getTime() ?? 0) > (firstRun.lastRunAt?.getTime() ?? 0);
    });
    expect(await itemCount(fetcher.workspaceId)).toBe(3);
  });

  it('the scheduler queues due active fetchers only, and their jobs run', async () => {
    const workspace = await buildWorkspace(t.db);
    const due = await buildFetcher(t.db, { workspaceId: workspace.id, url: server.url('/rss.xml') });
    const inactive = await buildFetcher(t.db, {
      workspaceId: workspace.id,
      url: server.url('/rss.xml'),
      isActive: false,
    });
    const fresh = await buildFetcher(t.db, {
      workspaceId: workspace.id,
      url: server.url('/rss.xml'),
      lastRunAt: new Date(),
      intervalMinutes: 60,
    });
    const boss = t.boss;
    if (!boss) throw new Error('jobs not started');
    await enqueueDueFeeds(boss, t.db);
    await waitFor(async () => (await reloadFetcher(t.db, due.id)).lastRunAt);
    expect((await reloadFetcher(t.db, due.id)).lastStatus).toBe('ok');
    expect((await reloadFetcher(t.db, inactive.id)).lastStatus).toBe('never');
    expect((await reloadFetcher(t.db, fresh.id)).lastStatus).toBe('never');
  });

  it('a job naming a fetcher with another workspace runs nothing', async () => {
    const boss = t.boss;
    if (!boss) throw new Error('jobs not started');
    const target = await buildFetcher(t.db, { url: server.url('/rss.xml') });
    const other = await buildWorkspace(t.db);
    const forged: FetchFeedJob = { fetcherId: target.id, workspaceId: other.id };
    const jobId = await boss.send(FETCH_FEED_QUEUE, forged, { singletonKey: `forged-${target.id}` });
    if (!jobId) throw new Error('job not queued');
    await waitFor(async () => (await boss.getJobById(FETCH_FEED_QUEUE, jobId))?.state === 'completed');
    expect(await reloadFetcher(t.db, target.id)).toMatchObject({ lastRunAt: null, lastStatus: 'never', itemCount: 0 });
    expect(await itemCount(target.workspaceId)).toBe(0);
    expect(await itemCount(other.id)).toBe(0);
  });

  it('a broken feed in a job marks its fetcher and the worker goes on with the next one', async () => {
    const boss = t.boss;
    if (!boss) throw new Error('jobs not started');
    const broken = await buildFetcher(t.db, { url: server.url('/does-not-exist.xml') });
    const good = await buildFetcher(t.db, { url: server.url('/rss.xml') });
    await enqueueFeedFetch(boss, broken);
    await enqueueFeedFetch(boss, good);
    const brokenRow = await waitFor(async () => {
      const row = await reloadFetcher(t.db, broken.id);
      return row.lastRunAt ? row : undefined;
    });
    expect(brokenRow).toMatchObject({ lastStatus: 'error', lastError: 'The server answered 404 Not Found' });
    await waitFor(async () => (await reloadFetcher(t.db, good.id)).lastStatus === 'ok');
  });

  it('fetch-now without wait hands the run to the queue and answers "queued"', async () => {
    const tenant = await buildTenant(t.db);
    const fetcher = await buildFetcher(t.db, { workspaceId: tenant.workspace.id, url: server.url('/rss.xml') });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}`,
      headers: await authHeader(t.tokens, tenant.manager),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      meta: { code: 1, message: 'Fetch queued' },
      data: { status: 'queued', imported: 0, error: null, fetcher: { id: fetcher.id, lastStatus: 'never' } },
    });
    await waitFor(async () => (await reloadFetcher(t.db, fetcher.id)).lastStatus === 'ok');
    expect(await itemCount(tenant.workspace.id)).toBe(3);
  });
});
