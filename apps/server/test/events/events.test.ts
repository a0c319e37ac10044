import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildEventLocation, buildFeedItem, buildTag } from '../helpers/factories-content';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
let icsServer: ReturnType<typeof createServer>;
let icsUrl: string;

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//Events//EN',
  'BEGIN:VEVENT',
  'UID:market-1@test',
  'DTSTAMP:20260101T000000Z',
  'DTSTART:20300105T090000Z',
  'DTEND:20300105T130000Z',
  'SUMMARY:Farmers market',
  'LOCATION:Town square',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

beforeAll(async () => {
  icsServer = createServer((_req, res) => {
    res.setHeader('content-type', 'text/calendar');
    res.end(ICS);
  });
  icsServer.listen(0, '127.0.0.1');
  await once(icsServer, 'listening');
  icsUrl = `http://127.0.0.1:${(icsServer.address() as AddressInfo).port}/calendar.ics`;
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
  icsServer.close();
});

async function freshWorkspace(): Promise<string> {
  return (await buildWorkspace(t.db, { businessId: a.business.id, memberIds: [a.user.id] })).id;
}
async function list(workspaceId: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/v1/events/list/?workspaceId=${workspaceId}${query}`, headers });
}
async function ids(workspaceId: string, query = ''): Promise<string[]> {
  const res = await list(workspaceId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results.map((r: { id: string }) => r.id);
}
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000);

describe('GET /api/v1/events/list/', () => {
  it('lists events only, upcoming first (soonest first), then past ones (latest first)', async () => {
    const ws = await freshWorkspace();
    const past = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'events', eventStartsAt: inDays(-10) });
    const recentPast = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'events', eventStartsAt: inDays(-1) });
    const soon = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'events', eventStartsAt: inDays(1) });
    const later = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'events', eventStartsAt: inDays(30) });
    const running = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      eventStartsAt: inDays(-2),
      eventEndsAt: inDays(2),
    });
    await buildFeedItem(t.db, { workspaceId: ws, feedType: 'rss' });
    expect(await ids(ws)).toEqual([running.id, soon.id, later.id, recentPast.id, past.id]);
    expect(await ids(ws, '&sort_by=oldest')).toEqual([past.id, running.id, recentPast.id, soon.id, later.id]);
    expect(await ids(ws, '&sort_by=newest')).toEqual([later.id, soon.id, recentPast.id, running.id, past.id]);
  });

  it('filters by the days an event spans, status, tag and search', async () => {
    const ws = await freshWorkspace();
    const tag = await buildTag(t.db, { workspaceId: ws });
    const may1 = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      title: 'Choir concert',
      eventStartsAt: new Date('2030-05-01T18:00:00Z'),
      tagIds: [tag.id],
    });
    const festival = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      title: 'Street festival',
      eventStartsAt: new Date('2030-04-28T10:00:00Z'),
      eventEndsAt: new Date('2030-05-03T22:00:00Z'),
    });
    const pending = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      feedStatus: 'pending',
      eventStartsAt: new Date('2030-05-02T10:00:00Z'),
    });
    expect((await ids(ws, '&start_date=2030-05-02&end_date=2030-05-02')).sort()).toEqual([festival.id]);
    expect((await ids(ws, '&start_date=2030-05-01&end_date=2030-05-01')).sort()).toEqual([may1.id, festival.id].sort());
    expect(await ids(ws, '&feedStatus=pending')).toEqual([pending.id]);
    expect(await ids(ws, `&tagId=${tag.id}`)).toEqual([may1.id]);
    expect(await ids(ws, '&search_param=festival')).toEqual([festival.id]);
  });

  it('finds events near locations: default radius, explicit distance, imported-for, with distanceKm', async () => {
    const ws = await freshWorkspace();
    // Berlin centre; Potsdam is about 27 km away, Hamburg about 255 km.
    const berlin = await buildEventLocation(t.db, {
      workspaceId: ws,
      latitude: 52.52,
      longitude: 13.405,
      defaultRadiusKm: 10,
    });
    const hamburg = await buildEventLocation(t.db, {
      workspaceId: ws,
      latitude: 53.55,
      longitude: 9.99,
      defaultRadiusKm: 20,
    });
    const start = inDays(3);
    const mitte = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      eventStartsAt: start,
      latitude: 52.53,
      longitude: 13.41,
    });
    const potsdam = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      eventStartsAt: inDays(4),
      latitude: 52.39,
      longitude: 13.06,
    });
    const hh = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      eventStartsAt: inDays(5),
      latitude: 53.55,
      longitude: 10.05,
    });
    const imported = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'events',
      eventStartsAt: inDays(6),
      eventLocationId: berlin.id,
    });
    const loc = (idsList: string[]) => `&location=${encodeURIComponent(JSON.stringify(idsList))}`;

    expect(await ids(ws, loc([berlin.id]))).toEqual([mitte.id, imported.id]);
    expect(await ids(ws, `${loc([berlin.id])}&distance=30`)).toEqual([mitte.id, potsdam.id, imported.id]);
    expect(await ids(ws, loc([berlin.id, hamburg.id]))).toEqual([mitte.id, hh.id, imported.id]);
    expect(await ids(ws, `&location=${berlin.id},${hamburg.id}&distance=1`)).toEqual([imported.id]);

    const res = await list(ws, `${loc([berlin.id])}&distance=30`);
    const byId = Object.fromEntries(
      res.json().data.results.map((r: { id: string; distanceKm: number | null }) => [r.id, r.distanceKm]),
    );
    expect(byId[mitte.id]).toBeGreaterThan(0.5);
    expect(byId[mitte.id]).toBeLessThan(2);
    expect(byId[potsdam.id]).toBeGreaterThan(25);
    expect(byId[potsdam.id]).toBeLessThan(30);
    expect(byId[imported.id]).toBeNull();
    expect(res.json().data.count).toBe(3);
  });

  it('404 for a location of another workspace, 400 naming the field for bad location/distance', async () => {
    const foreign = await buildEventLocation(t.db, { name: 'Foreign place' });
    const res = await list(a.workspace.id, `&location=${encodeURIComponent(JSON.stringify([foreign.id]))}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Foreign place');
    for (const [query, field] of [
      ['&location=[1,2]', 'location.0'],
      ['&location=["nope"]', 'location.0'],
      ['&location=[', 'location'],
      ['&distance=-5', 'distance'],
      ['&distance=far', 'distance'],
      ['&feedStatus=old', 'feedStatus'],
      ['&sort_by=distance', 'sort_by'],
    ]) {
      const bad = await list(a.workspace.id, query);
      expect(bad.statusCode, query).toBe(400);
      expectInvalidField(bad, String(field));
    }
  });
});

describe('POST /api/v1/events/', () => {
  it('adds an event by hand (JSON)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/',
      headers,
      payload: {
        workspaceId: a.workspace.id,
        title: 'Library reading',
        eventStartsAt: '2030-02-01T17:00:00Z',
        venue: 'City library',
        latitude: 52.5,
        longitude: 13.4,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().meta.message).toBe('Event created');
    expect(res.json().data).toMatchObject({
      feedType: 'events',
      feedStatus: 'active',
      title: 'Library reading',
      eventStartsAt: '2030-02-01T17:00:00.000Z',
      venue: 'City library',
      latitude: 52.5,
      longitude: 13.4,
      createdById: a.user.id,
    });
  });

  it('400 naming the field for a bad manual event', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/',
      headers,
      payload: { workspaceId: a.workspace.id, title: 'No date' },
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'eventStartsAt');
    const badLocation = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/',
      headers,
      payload: { workspaceId: a.workspace.id, locationId: 'nope' },
    });
    expect(badLocation.statusCode).toBe(400);
    expectInvalid(badLocation, 'locationId: locationId must be a valid id');
  });

  it("fetches a location's sources now and reports imports and source errors", async () => {
    const ws = await freshWorkspace();
    const location = await buildEventLocation(t.db, {
      workspaceId: ws,
      sources: [
        { url: icsUrl, kind: 'ics' },
        // Nothing listens on port 1: this source fails and the other still imports.
        { url: 'http://127.0.0.1:1/none.ics', kind: 'ics' },
      ],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/',
      headers,
      payload: { workspaceId: ws, locationId: location.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta.message).toBe('1 events imported; 1 sources failed');
    expect(body.data).toMatchObject({ locationId: location.id, imported: 1 });
    expect(body.data.sources[0]).toEqual({ url: icsUrl, kind: 'ics', imported: 1, error: null });
    expect(body.data.sources[1].error).toEqual(expect.any(String));
    const listed = await ids(ws, `&location=${encodeURIComponent(JSON.stringify([location.id]))}`);
    expect(listed).toHaveLength(1);
  });

  it('404 for a location of another workspace', async () => {
    const foreign = await buildEventLocation(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/',
      headers,
      payload: { workspaceId: a.workspace.id, locationId: foreign.id },
    });
    expect(res.statusCode).toBe(404);
  });
});
