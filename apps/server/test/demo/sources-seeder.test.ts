import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newsletterSeeder } from '../../demo/newsletter-seeder';
import { scheduleDemoSeeder } from '../../demo/schedule-seeder';
import { demoSeeders } from '../../demo/seeders';
import { DEMO_FETCHER_NAME, repointDemoSources, sourcesDemoSeeder } from '../../demo/sources-seeder';
import { type FakeLocalNews, LOCAL_NEWS_STORIES, startFakeLocalNews } from '../../fakes/local-news';
import { scopeFromTrustedJob } from '../../src/authz/workspace-scope';
import { eventLocations, feedItems, rssFetchers, workspaces } from '../../src/db/schema/index';
import { runFetcher } from '../../src/modules/rss-fetchers/run-fetcher';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';

let t: TestApp;
let news: FakeLocalNews;
beforeAll(async () => {
  t = await createTestApp();
  news = await startFakeLocalNews();
});
afterAll(async () => {
  await news?.close();
  await t?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const DAY = 86_400_000;

/** The wall-clock day and time of `date` in `timeZone`, as "YYYY-MM-DD HH:MM". */
function wallClock(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('the demo sources seeder', () => {
  it('imports the local paper through the RSS fetcher and the coming week’s events in the newsletter’s zone', async () => {
    vi.stubEnv('DEMO_LOCAL_NEWS_URL', news.url);
    for (const zone of ['America/Los_Angeles', 'Asia/Tokyo']) {
      const tenant = await buildTenant(t.db);
      const workspaceId = tenant.workspace.id;
      await t.db.update(workspaces).set({ timeZone: zone }).where(eq(workspaces.id, workspaceId));
      const seeded = {
        db: t.db,
        businessId: tenant.business.id,
        adminId: tenant.admin.id,
        workspaceIds: [workspaceId],
      };
      // The seed's stand-in story of the same paper (for `npm run db:seed`) makes way for the real import.
      await t.db.insert(feedItems).values({
        workspaceId,
        feedType: 'rss',
        feedStatus: 'active',
        title: 'A stand-in story',
        source: DEMO_FETCHER_NAME,
      });
      await sourcesDemoSeeder.seed(seeded);
      const rss = await t.db
        .select({ title: feedItems.title })
        .from(feedItems)
        .where(and(eq(feedItems.workspaceId, workspaceId), eq(feedItems.feedType, 'rss')));
      expect(rss).toHaveLength(LOCAL_NEWS_STORIES.length);

      const [fetcher] = await t.db.select().from(rssFetchers).where(eq(rssFetchers.workspaceId, workspaceId));
      expect(fetcher).toMatchObject({ name: DEMO_FETCHER_NAME, lastStatus: 'ok', url: `${news.url}/news.rss` });
      const stories = await t.db
        .select()
        .from(feedItems)
        .where(and(eq(feedItems.workspaceId, workspaceId), eq(feedItems.fetcherId, fetcher?.id ?? '')));
      expect(stories.map((s) => s.title).sort()).toEqual(LOCAL_NEWS_STORIES.map((s) => s.title).sort());
      expect(stories.every((s) => s.feedType === 'rss' && (s.publishedAt?.getTime() ?? 0) > Date.now() - 5 * DAY)).toBe(
        true,
      );

      const [location] = await t.db.select().from(eventLocations).where(eq(eventLocations.workspaceId, workspaceId));
      expect(location).toMatchObject({ name: 'Riverside', lastError: null });
      const events = await t.db
        .select()
        .from(feedItems)
        .where(and(eq(feedItems.workspaceId, workspaceId), eq(feedItems.eventLocationId, location?.id ?? '')));
      expect(events.length).toBe(6);
      for (const event of events) {
        const startsIn = (event.eventStartsAt?.getTime() ?? 0) - Date.now();
        expect(startsIn, event.title).toBeGreaterThan(0);
        expect(startsIn, event.title).toBeLessThan(8 * DAY);
      }
      // The jazz night is tomorrow at 18:30 on the newsletter's own clock.
      const jazz = events.find((e) => e.title === 'Riverside jazz night at the bandstand');
      const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(Date.now() + DAY));
      expect(wallClock(jazz?.eventStartsAt ?? new Date(0), zone), zone).toBe(`${tomorrow} 18:30`);
      expect(jazz?.venue).toBe('Riverside Park bandstand');
    }
  });

  it('points the seeded fetcher and location at the fake’s address of this run, and nothing else', async () => {
    vi.stubEnv('DEMO_LOCAL_NEWS_URL', news.url);
    const tenant = await buildTenant(t.db);
    const workspaceId = tenant.workspace.id;
    await sourcesDemoSeeder.seed({
      db: t.db,
      businessId: tenant.business.id,
      adminId: tenant.admin.id,
      workspaceIds: [workspaceId],
    });
    await t.db.insert(rssFetchers).values({ workspaceId, name: 'Their own', url: 'https://news.example/feed.xml' });

    vi.stubEnv('DEMO_LOCAL_NEWS_URL', 'http://127.0.0.1:1');
    await repointDemoSources(t.db);
    // The same stories from the fake's next address (the next demo start) are the same items, not new ones.
    const before = await t.db.select().from(feedItems).where(eq(feedItems.workspaceId, workspaceId));
    const nextStart = await startFakeLocalNews();
    vi.stubEnv('DEMO_LOCAL_NEWS_URL', nextStart.url);
    await repointDemoSources(t.db);
    const [ours] = await t.db
      .select()
      .from(rssFetchers)
      .where(and(eq(rssFetchers.workspaceId, workspaceId), eq(rssFetchers.name, DEMO_FETCHER_NAME)));
    const scope = await scopeFromTrustedJob(t.db, workspaceId);
    if (!scope || !ours) throw new Error('seeded fetcher missing');
    expect((await runFetcher(t.db, scope, ours.id, { allowPrivate: true }))?.status).toBe('ok');
    const after = await t.db.select().from(feedItems).where(eq(feedItems.workspaceId, workspaceId));
    await nextStart.close();
    expect(ours.url).not.toBe(`${news.url}/news.rss`);
    expect(after).toHaveLength(before.length);
    vi.stubEnv('DEMO_LOCAL_NEWS_URL', 'http://127.0.0.1:1');
    await repointDemoSources(t.db);
    const fetchers = await t.db.select().from(rssFetchers).where(eq(rssFetchers.workspaceId, workspaceId));
    expect(fetchers.map((f) => f.url).sort()).toEqual(['http://127.0.0.1:1/news.rss', 'https://news.example/feed.xml']);
    const [location] = await t.db.select().from(eventLocations).where(eq(eventLocations.workspaceId, workspaceId));
    expect(location?.sources[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:1\/events\.ics\?tz=/);
  });

  it('runs after the zones are set and before the newsletters pick their items', () => {
    const at = (seeder: object) => demoSeeders.indexOf(seeder as (typeof demoSeeders)[number]);
    expect(at(sourcesDemoSeeder)).toBeGreaterThan(at(scheduleDemoSeeder));
    expect(at(sourcesDemoSeeder)).toBeLessThan(at(newsletterSeeder));
  });
});
