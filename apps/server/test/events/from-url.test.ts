import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eventFromUrlSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, workspaces } from '../../src/db/schema/index';
import { type FakeFeedServer, startFeedServer } from '../fakes/feed-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';

// Events from a link: saved event pages of several shapes, served by a local server (never the internet).

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures/event-pages', name));
const html = 'text/html; charset=utf-8';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let user: Record<string, string>;
let other: Record<string, string>;
let pages: FakeFeedServer;
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
  // West of UTC: a time without an offset is read in this zone.
  await t.db.update(workspaces).set({ timeZone: 'America/Denver' }).where(eq(workspaces.id, a.workspace.id));
  await t.db.update(workspaces).set({ timeZone: 'Asia/Tokyo' }).where(eq(workspaces.id, b.workspace.id));
  user = await authHeader(t.tokens, a.user);
  other = await authHeader(t.tokens, b.admin);
  pages = await startFeedServer({
    '/e/winter-jazz-night-tickets-88123456789': { body: fixture('ticketing.html'), contentType: html },
    '/riverside-code-coffee/events/301234567/': { body: fixture('meetup.html'), contentType: html },
    '/Calendar.aspx': { body: fixture('city-calendar.html'), contentType: html },
    '/events/candlelight-carols/': { body: fixture('open-graph.html'), contentType: html },
    '/calendar/winter-market.ics': { body: fixture('winter-market.ics'), contentType: 'text/calendar; charset=utf-8' },
    '/news/bridge-budget': { body: fixture('article.html'), contentType: html },
    '/short': { redirect: '/events/candlelight-carols/' },
  });
});
afterAll(async () => {
  await pages.close();
  await t.close();
});

function read(url: string, headers: Record<string, string> = user, workspaceId = a.workspace.id) {
  return t.app.inject({ method: 'POST', url: '/api/v1/events/from-url/', headers, payload: { workspaceId, url } });
}

async function itemCount() {
  return (await t.db.select().from(feedItems).where(eq(feedItems.workspaceId, a.workspace.id))).length;
}

describe('POST /api/v1/events/from-url/', () => {
  it('reads a ticketing site’s MusicEvent JSON-LD: offset times, venue and address, price range, tickets', async () => {
    const before = await itemCount();
    const res = await read(pages.url('/e/winter-jazz-night-tickets-88123456789'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ code: 1, message: 'Event read from the page' });
    expect(shapeDifferences(res.json().data, eventFromUrlSchema)).toEqual([]);
    expect(res.json().data).toEqual({
      title: 'Winter Jazz Night with The Harbour Quartet',
      summary: 'The Harbour Quartet play standards and new songs from their album "Low Tide". Doors at 7pm.',
      eventStartsAt: '2026-12-13T00:30:00.000Z',
      eventEndsAt: '2026-12-13T03:30:00.000Z',
      venue: 'The Bowery Room',
      address: '6 Delancey St, New York, NY 10002, US',
      imageUrl: 'https://img.tickets.example/images/129384/original.jpg',
      price: '$25.00–$40.00',
      ticketUrl: 'https://www.tickets.example/e/winter-jazz-night-tickets-88123456789',
      link: pages.url('/e/winter-jazz-night-tickets-88123456789'),
      foundIn: 'json-ld',
      timeZone: 'America/Denver',
    });
    // Nothing is saved until the user saves the form.
    expect(await itemCount()).toBe(before);
  });

  it('reads a meetup page’s Event from a JSON-LD list beside the organisation, free entry', async () => {
    const res = await read(pages.url('/riverside-code-coffee/events/301234567/'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Riverside Code & Coffee: December meetup',
      summary:
        'Lightning talks, coffee and a look at what everyone is building. Bring a laptop if you want to show something.',
      eventStartsAt: '2026-12-04T02:30:00.000Z',
      eventEndsAt: '2026-12-04T04:30:00.000Z',
      venue: 'Riverside Public Library',
      address: '3581 Mission Inn Ave, Riverside, CA 92501, us',
      imageUrl: 'https://secure.meetupstatic.example/photos/event/6/a/3/4/highres_512345.jpeg',
      price: 'Free',
      foundIn: 'json-ld',
    });
  });

  it('reads a city calendar’s microdata, its times without an offset in the newsletter’s zone (west of UTC)', async () => {
    const res = await read(pages.url('/Calendar.aspx?EID=2231'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      title: 'Winter Market on the Square',
      summary: 'Local makers, hot cider and carols from the school choir. Free entry.',
      // 10 am to 4 pm in Denver (UTC−7 in December).
      eventStartsAt: '2026-12-05T17:00:00.000Z',
      eventEndsAt: '2026-12-05T23:00:00.000Z',
      venue: 'Town Square',
      address: '100 Main Street, Riverton, WY 82501',
      imageUrl: 'https://www.riverton.example/ImageRepository/Document?documentID=4412',
      price: null,
      ticketUrl: null,
      link: pages.url('/Calendar.aspx?EID=2231'),
      foundIn: 'microdata',
      timeZone: 'America/Denver',
    });
  });

  it('reads the same page east of UTC in that newsletter’s zone', async () => {
    const res = await read(pages.url('/Calendar.aspx?EID=2231'), other, b.workspace.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.eventStartsAt).toBe('2026-12-05T01:00:00.000Z');
    expect(res.json().data.timeZone).toBe('Asia/Tokyo');
  });

  it('falls back to Open Graph on a page that has only that, after a redirect', async () => {
    const res = await read(pages.url('/short'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      title: 'Candlelight Carols at St Mary’s'.replace('’', "'"),
      summary: 'Our traditional candlelit service of lessons and carols. All welcome; mince pies after.',
      eventStartsAt: '2026-12-21T01:00:00.000Z',
      eventEndsAt: '2026-12-21T02:30:00.000Z',
      venue: "St Mary's Church",
      address: null,
      imageUrl: 'https://stmarys.example/wp-content/uploads/2026/11/carols-1200x630.jpg',
      price: null,
      ticketUrl: null,
      link: pages.url('/events/candlelight-carols/'),
      foundIn: 'open-graph',
      timeZone: 'America/Denver',
    });
  });

  it('reads the first event of an .ics link in its own zone', async () => {
    const res = await read(pages.url('/calendar/winter-market.ics'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Winter Market on the Square',
      summary: 'Local makers, hot cider and carols from the school choir.',
      eventStartsAt: '2026-12-05T17:00:00.000Z',
      eventEndsAt: '2026-12-05T23:00:00.000Z',
      venue: 'Town Square',
      foundIn: 'ics',
    });
  });

  it('answers 422 "No event found on this page" on a news article', async () => {
    const res = await read(pages.url('/news/bridge-budget'));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'No event found on this page' }, data: null });
  });

  it('answers 422 when the page does not answer', async () => {
    const res = await read(pages.url('/missing'));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().meta.message).toMatch(/^The page could not be read/);
  });

  it('answers 401 without a token', async () => {
    expect((await read(pages.url('/short'), {})).statusCode).toBe(401);
  });

  it('names the field of bad input (400)', async () => {
    expectInvalidField(await read('not a link'), 'url');
    expectInvalidField(await read('ftp://example.com/event'), 'url');
    expectInvalidField(await read(pages.url('/short'), user, 'nope'), 'workspaceId');
  });

  it('answers 404 for another business’s workspace', async () => {
    const res = await read(pages.url('/short'), other, a.workspace.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Carols');
  });
});
