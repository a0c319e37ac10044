import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventLocations, feedItems } from '../../src/db/schema/index';
import { parseIcs, placeOf } from '../../src/integrations/events/ics';
import { AppError } from '../../src/lib/errors';
import { importEventsForLocation } from '../../src/modules/events/import-events';
import { icsCalendar, rss20 } from '../fakes/feed-corpus';
import { type FakeFeedServer, startFeedServer } from '../fakes/feed-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildWorkspace } from '../helpers/factories';
import { buildEventLocation } from '../helpers/factories-content';
import { scopeOf } from '../helpers/scope';

const NOW = new Date();
const DAY = 86_400_000;

let t: TestApp;
let server: FakeFeedServer;

beforeAll(async () => {
  t = await createTestApp();
  server = await startFeedServer({
    '/town.ics': { body: icsCalendar(NOW), contentType: 'text/calendar' },
    '/events.xml': { body: rss20 },
    '/not-a-calendar.ics': { body: '<html>nope</html>', contentType: 'text/html' },
  });
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

function events(workspaceId: string) {
  return t.db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.workspaceId, workspaceId), eq(feedItems.feedType, 'events')));
}

describe('parseIcs', () => {
  it('expands a weekly RRULE over the next 90 days, keeps upcoming one-offs, skips past and cancelled', () => {
    const calendar = parseIcs(icsCalendar(NOW), 'https://cal.example/town.ics', NOW);
    expect(calendar.title).toBe('Springfield Events');
    const markets = calendar.events.filter((e) => e.guid === 'weekly-market@springfield.example');
    expect(markets.length).toBeGreaterThanOrEqual(12);
    expect(markets.length).toBeLessThanOrEqual(14);
    for (const m of markets) {
      expect(m.startsAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + 90 * DAY);
      expect((m.endsAt ?? m.startsAt).getTime()).toBeGreaterThanOrEqual(NOW.getTime());
      expect(m.endsAt && m.endsAt.getTime() - m.startsAt.getTime()).toBe(4 * 3_600_000);
    }
    expect(new Set(markets.map((m) => m.dedupeKey)).size).toBe(markets.length);
    expect(markets[0]).toMatchObject({
      title: 'Farmers market',
      venue: 'Town Square',
      address: 'Town Square, 1 Main St, Springfield',
      latitude: 39.7817,
      longitude: -89.6501,
      link: 'https://springfield.example/market',
      summary: 'Fresh produce every week. Bring a bag.',
    });
    expect(markets[0]?.content).toBe('<p>Fresh produce every week.<br />Bring a bag.</p>');
    const titles = calendar.events.map((e) => e.title);
    expect(titles).toContain('Summer concert');
    expect(titles).not.toContain('Already happened');
    expect(titles).not.toContain('Cancelled show');
  });

  it.each([
    ['Harbor promenade, Harbor promenade, Millbrook', 'Harbor promenade', 'Harbor promenade, Millbrook'],
    ['Town Hall,  town hall , 1 Main St,, Springfield', 'Town Hall', 'Town Hall, 1 Main St, Springfield'],
    ['Bandstand', 'Bandstand', 'Bandstand'],
    [' , ', null, null],
  ])('reads the location %j once: venue %j, address %j', (location, venue, address) => {
    expect(placeOf(location)).toEqual({ venue, address });
  });

  it('refuses what is not a calendar', () => {
    expect(() => parseIcs('<html></html>', 'https://cal.example/x.ics')).toThrow(
      'The response is not an iCalendar (ICS) file',
    );
  });
});

describe('importEventsForLocation', () => {
  it('imports ICS and RSS sources, falls back to the location coordinates, reports a broken source', async () => {
    const workspace = await buildWorkspace(t.db);
    const location = await buildEventLocation(t.db, {
      workspaceId: workspace.id,
      latitude: 40,
      longitude: -90,
      sources: [
        { url: server.url('/town.ics'), kind: 'ics' },
        { url: server.url('/events.xml'), kind: 'rss' },
        { url: server.url('/not-a-calendar.ics'), kind: 'ics' },
        { url: server.url('/missing.ics'), kind: 'ics' },
      ],
    });
    const result = await importEventsForLocation(t.db, await scopeOf(t.db, workspace.id), location.id, {
      allowPrivate: true,
      now: NOW,
    });
    const stored = await events(workspace.id);
    expect(result.locationId).toBe(location.id);
    expect(result.imported).toBe(stored.length);
    expect(result.sources.map((s) => s.error)).toEqual([
      null,
      null,
      'The response is not an iCalendar (ICS) file',
      'The server answered 404 Not Found',
    ]);
    expect(result.sources[1]?.imported).toBe(3);

    const concert = stored.find((e) => e.title === 'Summer concert');
    expect(concert).toMatchObject({
      feedType: 'events',
      feedStatus: 'active',
      venue: 'Bandstand',
      latitude: 40,
      longitude: -90,
      eventLocationId: location.id,
      source: 'Springfield Events',
      guid: 'concert@springfield.example',
    });
    expect(concert?.dedupeKey).toBe(`event:concert@springfield.example@${concert?.eventStartsAt?.toISOString()}`);
    const market = stored.find((e) => e.guid === 'weekly-market@springfield.example');
    expect(market).toMatchObject({ latitude: 39.7817, longitude: -89.6501 });
    const bridge = stored.find((e) => e.title === 'Bridge repairs start Monday');
    expect(bridge?.eventStartsAt).toEqual(new Date('2026-04-06T08:30:00Z'));

    const [saved] = await t.db.select().from(eventLocations).where(eq(eventLocations.id, location.id));
    expect(saved?.lastFetchedAt).toBeInstanceOf(Date);
    expect(saved?.lastError).toContain('The server answered 404 Not Found');
  });

  it('importing again adds nothing (uid + start is the key)', async () => {
    const workspace = await buildWorkspace(t.db);
    const location = await buildEventLocation(t.db, {
      workspaceId: workspace.id,
      sources: [{ url: server.url('/town.ics'), kind: 'ics' }],
    });
    const first = await importEventsForLocation(t.db, await scopeOf(t.db, workspace.id), location.id, {
      allowPrivate: true,
      now: NOW,
    });
    const again = await Promise.all([
      importEventsForLocation(t.db, await scopeOf(t.db, workspace.id), location.id, { allowPrivate: true, now: NOW }),
      importEventsForLocation(t.db, await scopeOf(t.db, workspace.id), location.id, { allowPrivate: true, now: NOW }),
    ]);
    expect(first.imported).toBeGreaterThan(10);
    expect(again.map((r) => r.imported)).toEqual([0, 0]);
    expect(await events(workspace.id)).toHaveLength(first.imported);
  });

  it('fetches through the guard: a loopback source is refused without OUTBOUND_ALLOW_PRIVATE', async () => {
    const workspace = await buildWorkspace(t.db);
    const location = await buildEventLocation(t.db, {
      workspaceId: workspace.id,
      sources: [{ url: 'http://127.0.0.1/town.ics', kind: 'ics' }],
    });
    const result = await importEventsForLocation(t.db, await scopeOf(t.db, workspace.id), location.id);
    expect(result.sources[0]?.error).toBe('127.0.0.1 is a loopback address and cannot be fetched');
    expect(result.imported).toBe(0);
  });

  it("another workspace's location is not found", async () => {
    const location = await buildEventLocation(t.db);
    const other = await buildWorkspace(t.db);
    const err = await importEventsForLocation(t.db, await scopeOf(t.db, other.id), location.id).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(404);
  });
});
