import { and, eq, isNull, sql } from 'drizzle-orm';
import { scopeFromTrustedJob } from '../src/authz/workspace-scope';
import { eventLocations, feedItems, rssFetchers, tags, workspaces } from '../src/db/schema/index';
import type { DemoSeed } from '../src/db/seed';
import { insertEventLocation } from '../src/modules/event-locations/repository';
import { importEventsForLocation } from '../src/modules/events/import-events';
import { runFetcher } from '../src/modules/rss-fetchers/run-fetcher';
import { createFetcher } from '../src/modules/rss-fetchers/service';
import type { DemoSeeder } from './seeders';

type Db = DemoSeed['db'];

export const DEMO_FETCHER_NAME = 'Riverside Gazette';
export const DEMO_LOCATION_NAME = 'Riverside';
/** Riverside, Illinois: a real place, so the distance filters and the map read sensibly. */
const RIVERSIDE = { latitude: 41.835, longitude: -87.8225 };

/** The local news fake's address (started before the seed, see fakes/local-news.ts). */
function newsOrigin(): string {
  const origin = process.env.DEMO_LOCAL_NEWS_URL;
  if (!origin) throw new Error('The local news fake is not running (DEMO_LOCAL_NEWS_URL is not set)');
  return origin;
}

const newsUrl = (origin: string) => `${origin}/news.rss`;
const eventsUrl = (origin: string, timeZone: string) => `${origin}/events.ics?tz=${encodeURIComponent(timeZone)}`;

/**
 * Per demo newsletter: an RSS fetcher on the local newspaper and an event location on its events calendar, both
 * run once through the product's own import paths, so the RSS and events tabs open full and the fetcher and the
 * location show a successful last run.
 */
export const sourcesDemoSeeder: DemoSeeder = {
  name: 'RSS fetcher and event location, imported once',
  async seed({ db, workspaceIds }) {
    const origin = newsOrigin();
    const outbound = { allowPrivate: true };
    for (const workspaceId of workspaceIds) {
      const scope = await scopeFromTrustedJob(db, workspaceId);
      if (!scope) continue;
      const [local] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.workspaceId, workspaceId), eq(tags.name, 'Local news')));
      const fetcher = await createFetcher(
        db,
        scope,
        { name: DEMO_FETCHER_NAME, url: newsUrl(origin), intervalMinutes: 60, defaultTagIds: local ? [local.id] : [] },
        outbound,
      );
      // The seed's stand-in stories of the same paper (for `npm run db:seed`, which has no feed to read) make way
      // for the real import, so the RSS tab lists each story once.
      await db
        .delete(feedItems)
        .where(
          and(
            eq(feedItems.workspaceId, workspaceId),
            eq(feedItems.feedType, 'rss'),
            eq(feedItems.source, DEMO_FETCHER_NAME),
            isNull(feedItems.fetcherId),
          ),
        );
      const run = await runFetcher(db, scope, fetcher.id, outbound);
      if (run?.status !== 'ok') throw new Error(`The demo RSS fetcher did not import: ${run?.error ?? 'no run'}`);

      const [workspace] = await db
        .select({ timeZone: workspaces.timeZone })
        .from(workspaces)
        .where(eq(workspaces.id, workspaceId));
      const location = await insertEventLocation(db, scope, {
        name: DEMO_LOCATION_NAME,
        ...RIVERSIDE,
        defaultRadiusKm: 25,
        sources: [{ url: eventsUrl(origin, workspace?.timeZone ?? 'UTC'), kind: 'ics' }],
      });
      const imported = await importEventsForLocation(db, scope, location.id, outbound);
      const failed = imported.sources.find((source) => source.error);
      if (failed) throw new Error(`The demo event location did not import: ${failed.error}`);
    }
  },
};

const LOOPBACK_ORIGIN = /^http:\/\/127\.0\.0\.1:\d+/;

/**
 * At every demo start: the local news fake listens on a new port each time, so the seeded fetcher and location are
 * pointed at this run's address (only theirs: a fetcher or location the visitor added keeps its own).
 */
export async function repointDemoSources(db: Db): Promise<void> {
  const origin = process.env.DEMO_LOCAL_NEWS_URL;
  if (!origin) return;
  await db
    .update(rssFetchers)
    .set({ url: newsUrl(origin), etag: null, lastModified: null })
    .where(
      and(
        eq(rssFetchers.name, DEMO_FETCHER_NAME),
        sql`${rssFetchers.url} ~ '^http://127\\.0\\.0\\.1:[0-9]+/news\\.rss$'`,
      ),
    );
  const locations = await db.select().from(eventLocations).where(eq(eventLocations.name, DEMO_LOCATION_NAME));
  for (const location of locations) {
    const sources = location.sources.map((source) =>
      LOOPBACK_ORIGIN.test(source.url) && source.url.includes('/events.ics')
        ? { ...source, url: source.url.replace(LOOPBACK_ORIGIN, origin) }
        : source,
    );
    await db.update(eventLocations).set({ sources }).where(eq(eventLocations.id, location.id));
  }
}
