import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_EVENT_LINK, UNKNOWN_FEED_LINK } from '../../src/authz/calendar-scope';
import { eventFeedLinks, type feedItems, feedItems as feedItemsTable } from '../../src/db/schema/index';
import { calendarTokensFor } from '../../src/lib/calendar-tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem, type FeedItemRow } from '../helpers/factories-content';

let t: TestApp;
let a: Tenant;
let b: Tenant;
const DAY = 86_400_000;
/** Whole minutes: iCalendar times have no milliseconds. */
const inDays = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / 60_000) * 60_000);

const hostileTitle = 'Jazz, wine; and \\ friends <script>alert(1)</script> — 日本 😀';
const longSummary = `First line\nSecond line with commas, semicolons; and a backslash \\. ${'Ünïcödé text '.repeat(12)}`;

function tokens() {
  return calendarTokensFor(t.config.SECRETS_KEY);
}

function buildEvent(workspaceId: string, values: Partial<typeof feedItems.$inferInsert> = {}): Promise<FeedItemRow> {
  return buildFeedItem(t.db, {
    workspaceId,
    feedType: 'events',
    feedStatus: 'active',
    eventStartsAt: inDays(3),
    eventEndsAt: new Date(inDays(3).getTime() + 2 * 3600_000),
    venue: 'Town Hall',
    address: '1 Main St, Springfield',
    ...values,
  });
}

async function feedLink(workspaceId: string, revoked = false) {
  const [row] = await t.db
    .insert(eventFeedLinks)
    .values({ workspaceId, revokedAt: revoked ? new Date() : null })
    .returning();
  if (!row) throw new Error('feed link not created');
  return { row, token: tokens().sign('feed', row.id) };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const eventUrl = (token: string) => `/api/v1/calendar/event.ics?token=${encodeURIComponent(token)}`;
const feedUrl = (token: string) => `/api/v1/calendar/events.ics?token=${encodeURIComponent(token)}`;
const pageUrl = (token: string) => `/api/v1/calendar/events?token=${encodeURIComponent(token)}`;

function parse(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

function expectWellFormed(body: string) {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/calendar/event.ics', () => {
  it('answers one valid VEVENT with the item stable UID, UTC times and RFC 5545 escaping and folding', async () => {
    const item = await buildEvent(a.workspace.id, {
      title: hostileTitle,
      summary: longSummary,
      link: 'https://news.example/events/jazz?a=1,2',
      price: '$10',
    });
    const res = await get(eventUrl(tokens().sign('event', item.id)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    // Each event downloads under its own name (not event.ics for all), its own letters where the browser allows.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="jazz-wine-and-friends-script-alert-1-script.ics"; filename*=UTF-8''${encodeURIComponent('jazz-wine-and-friends-script-alert-1-script-日本.ics')}`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expectWellFormed(res.body);
    // Escaped on the wire, exactly as RFC 5545 spells it.
    expect(res.body.replace(/\r\n /g, '')).toContain('SUMMARY:Jazz\\, wine\\; and \\\\ friends <script>');
    expect(res.body.replace(/\r\n /g, '')).toContain(
      'DESCRIPTION:First line\\nSecond line with commas\\, semicolons\\;',
    );

    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(events).toHaveLength(1);
    const [event] = events;
    if (!event) throw new Error('no event');
    expect(event.uid).toBe(`${item.id}@${new URL(t.config.APP_URL).host}`);
    expect(event.summary).toBe(hostileTitle);
    expect(event.location).toBe('Town Hall, 1 Main St, Springfield');
    expect(event.description).toBe(`${longSummary.trim()}\n\nPrice: $10`);
    expect(event.component.getFirstPropertyValue('url')).toBe('https://news.example/events/jazz?a=1,2');
    expect(res.body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.startDate.toJSDate().toISOString()).toBe(item.eventStartsAt?.toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(item.eventEndsAt?.toISOString());
    expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
  });

  it('sets no cookie on any public calendar answer (shared caches keep them)', async () => {
    const item = await buildEvent(a.workspace.id);
    const { token } = await feedLink(a.workspace.id);
    for (const url of [eventUrl(tokens().sign('event', item.id)), feedUrl(token), pageUrl(token)]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it("raises the VEVENT's SEQUENCE when the event is edited", async () => {
    const item = await buildEvent(a.workspace.id);
    const url = eventUrl(tokens().sign('event', item.id));
    const sequenceOf = async () => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec((await get(url)).body)?.[1]);
    const first = await sequenceOf();
    expect(first).toBeGreaterThanOrEqual(0);
    await t.db
      .update(feedItemsTable)
      .set({ title: 'Moved to Friday', updatedAt: new Date(item.updatedAt.getTime() + 90_000) })
      .where(eq(feedItemsTable.id, item.id));
    expect(await sequenceOf()).toBeGreaterThan(first);
  });

  it('gives the same bytes and ETag every time, and 304 for a matching If-None-Match', async () => {
    const item = await buildEvent(a.workspace.id);
    const url = eventUrl(tokens().sign('event', item.id));
    const [first, second] = [await get(url), await get(url)];
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    const cached = await get(url, { 'if-none-match': `W/"other", ${first.headers.etag}` });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it('gives an event without an end one hour', async () => {
    const item = await buildEvent(a.workspace.id, { eventEndsAt: null });
    const [event] = parse((await get(eventUrl(tokens().sign('event', item.id)))).body).events;
    expect(event?.endDate.toJSDate().getTime()).toBe((item.eventStartsAt?.getTime() ?? 0) + 3600_000);
  });

  it('answers 404 for an event that is not approved, not yet published, not an event, or deleted', async () => {
    const hidden = await Promise.all([
      buildEvent(a.workspace.id, { feedStatus: 'pending' }),
      buildEvent(a.workspace.id, { feedStatus: 'rejected' }),
      buildEvent(a.workspace.id, { feedStatus: 'archived' }),
      buildEvent(a.workspace.id, { publishedAt: inDays(1) }),
      buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'original' }),
    ]);
    for (const item of hidden) {
      const res = await get(eventUrl(tokens().sign('event', item.id)));
      expect(res.statusCode, item.feedStatus).toBe(404);
      expect(res.json().meta.message).toBe(UNKNOWN_EVENT_LINK);
    }
    const unknown = await get(eventUrl(tokens().sign('event', '00000000-0000-4000-8000-000000000000')));
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for a forged, tampered or feed token, 400 for an oversized one and 401 without one', async () => {
    const item = await buildEvent(a.workspace.id);
    const good = tokens().sign('event', item.id);
    const [id, mac] = good.split('.') as [string, string];
    const flipped = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const { token: feedToken } = await feedLink(a.workspace.id);
    for (const token of [flipped, `${id}.`, id, 'x.y.z', feedToken, `${good}=`, '%00']) {
      const res = await get(eventUrl(token));
      expect(res.statusCode, token).toBe(404);
      expect(res.body).not.toContain(item.title);
    }
    const long = await get(eventUrl('x'.repeat(201)));
    expect(long.statusCode).toBe(400);
    expect(long.json().meta.message).toContain('token');
    expect((await get('/api/v1/calendar/event.ics')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/calendar/events.ics and /events (the workspace feed)', () => {
  let c: Tenant;
  let shown: FeedItemRow[];
  let hidden: FeedItemRow[];
  let token: string;
  beforeAll(async () => {
    // A workspace of its own, so the events above do not count.
    c = await buildTenant(t.db);
    const ws = c.workspace.id;
    ({ token } = await feedLink(ws));
    shown = [
      await buildEvent(ws, { title: 'Later event', eventStartsAt: inDays(10), eventEndsAt: null }),
      await buildEvent(ws, { title: 'Sooner event <b>bold</b> & "quoted"', eventStartsAt: inDays(1) }),
      // Started yesterday, ends tomorrow: still on.
      await buildEvent(ws, { title: 'Running festival', eventStartsAt: inDays(-1), eventEndsAt: inDays(1) }),
    ];
    hidden = [
      await buildEvent(ws, { title: 'Pending event', feedStatus: 'pending' }),
      await buildEvent(ws, { title: 'Rejected event', feedStatus: 'rejected' }),
      await buildEvent(ws, { title: 'Archived event', feedStatus: 'archived' }),
      await buildEvent(ws, { title: 'Scheduled event', publishedAt: inDays(2) }),
      await buildEvent(ws, { title: 'Past event', eventStartsAt: inDays(-5), eventEndsAt: inDays(-4) }),
      await buildFeedItem(t.db, { workspaceId: ws, feedType: 'original', title: 'An article' }),
      await buildEvent(b.workspace.id, { title: 'Other workspace event' }),
    ];
  });

  it('lists only approved, published, upcoming events of its workspace, soonest first', async () => {
    const res = await get(feedUrl(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=900');
    expectWellFormed(res.body);
    const { calendar, events } = parse(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${c.workspace.name} events`);
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT6H');
    const ids = events.map((event) => event.uid.split('@')[0]);
    expect(ids).toEqual([shown[2]?.id, shown[1]?.id, shown[0]?.id]);
    for (const item of hidden) expect(res.body).not.toContain(item.id);
    expect(res.body).not.toContain('Other workspace event');
  });

  it('renders the same events as a page with schema.org Event data, every value escaped', async () => {
    const res = await get(pageUrl(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const html = res.body;
    expect(html).toContain('Sooner event &lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
    expect(html).not.toContain('<b>bold</b>');
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    expect(json).not.toContain('<');
    const data = JSON.parse(json);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((e: { name: string }) => e.name)).toEqual([
      'Running festival',
      'Sooner event <b>bold</b> & "quoted"',
      'Later event',
    ]);
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'Event',
      location: {
        '@type': 'Place',
        name: 'Town Hall',
        address: { '@type': 'PostalAddress', streetAddress: '1 Main St, Springfield' },
      },
      organizer: { '@type': 'Organization', name: c.workspace.name },
    });
    for (const item of hidden) expect(html).not.toContain(item.title);
    // Each event links to its own "Add to calendar", and the page to its feed.
    expect(html).toContain(`token=${tokens().sign('event', shown[1]?.id ?? '')}`);
    expect(html).toContain(`webcal://${new URL(t.config.APP_URL).host}/api/v1/calendar/events.ics?token=${token}`);
  });

  it('shows an empty state when no event is upcoming', async () => {
    const d = await buildTenant(t.db);
    const { token: dToken } = await feedLink(d.workspace.id);
    const empty = await get(pageUrl(dToken));
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No upcoming events right now.');
    expect(parse((await get(feedUrl(dToken))).body).events).toEqual([]);
  });

  it('answers 404 for a revoked link, an event token and a forged one', async () => {
    const { token: revoked } = await feedLink(c.workspace.id, true);
    const item = shown[0];
    if (!item) throw new Error('no item');
    const [id, mac] = token.split('.') as [string, string];
    const forged = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    for (const bad of [revoked, tokens().sign('event', item.id), forged]) {
      for (const url of [feedUrl(bad), pageUrl(bad)]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().meta.message).toBe(UNKNOWN_FEED_LINK);
        expect(res.body).not.toContain(item.title);
      }
    }
  });
});
