import { type CalendarMonth, calendarMonthSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, buildWorkspace, type Tenant, type WorkspaceRow } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  headers = await authHeader(t.tokens, a.admin);
});
afterAll(async () => {
  await t.close();
});

async function zonedWorkspace(timeZone: string): Promise<WorkspaceRow> {
  const workspace = await buildWorkspace(t.db, { businessId: a.business.id, timeZone });
  return workspace;
}

async function month(workspaceId: string, m: number, y: number): Promise<CalendarMonth> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/calendar/?workspaceId=${workspaceId}&month=${m}&year=${y}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return calendarMonthSchema.parse(res.json().data);
}

const day = (calendar: CalendarMonth, date: string) => {
  const found = calendar.days.find((d) => d.date === date);
  if (!found) throw new Error(`${date} is not in the month`);
  return found;
};
const eventDates = (calendar: CalendarMonth) => calendar.events.map((event) => [event.title, event.date]);

describe('GET /api/v1/calendar/', () => {
  it('answers every day of the month with its newsletters, ads and events, in the exact shape', async () => {
    const workspace = await zonedWorkspace('UTC');
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: workspace.id,
      issueDate: '2027-02-10',
      title: 'Ten',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/?workspaceId=${workspace.id}&month=2&year=2027`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, calendarMonthSchema)).toEqual([]);
    const calendar = res.json().data as CalendarMonth;
    expect(calendar.days.map((d) => d.date)).toHaveLength(28);
    expect(calendar.days[0]?.date).toBe('2027-02-01');
    expect(calendar).toMatchObject({ month: 2, year: 2027, timeZone: 'UTC', defaultSendTime: '09:00' });
    expect(day(calendar, '2027-02-10').newsletters).toEqual([
      {
        id: newsletter.id,
        date: '2027-02-10',
        title: 'Ten',
        subject: '',
        status: 'draft',
        version: 1,
        scheduledAt: null,
        sendTime: null,
        failureReason: null,
        handoff: null,
        publishedAt: null,
      },
    ]);
  });

  it('in a zone west of UTC (New York): the DST change day, 23:30 on the 31st, and the month’s edges', async () => {
    const ws = await zonedWorkspace('America/New_York');
    // 8 March 2026 is the spring-forward day: 09:00 EDT is 13:00 UTC.
    await buildNewsletter(t.db, {
      workspaceId: ws.id,
      issueDate: '2026-03-08',
      status: 'scheduled',
      scheduledAt: new Date('2026-03-08T13:00:00Z'),
    });
    // 23:30 EDT on the 31st is already 1 April in UTC.
    await buildNewsletter(t.db, {
      workspaceId: ws.id,
      issueDate: '2026-03-31',
      status: 'scheduled',
      scheduledAt: new Date('2026-04-01T03:30:00Z'),
    });
    const event = (title: string, at: string) =>
      buildFeedItem(t.db, { workspaceId: ws.id, feedType: 'events', title, eventStartsAt: new Date(at) });
    await Promise.all([
      event('late February', '2026-03-01T04:59:00Z'), // 23:59 EST on 28 Feb
      event('first minute', '2026-03-01T05:00:00Z'), // 00:00 EST on 1 Mar
      event('before the jump', '2026-03-08T06:59:00Z'), // 01:59 EST
      event('after the jump', '2026-03-08T07:00:00Z'), // 03:00 EDT
      event('last evening', '2026-04-01T03:30:00Z'), // 23:30 EDT on 31 Mar
      event('April', '2026-04-01T04:00:00Z'), // 00:00 EDT on 1 Apr
    ]);
    const march = await month(ws.id, 3, 2026);
    expect(day(march, '2026-03-08').newsletters.map((n) => n.sendTime)).toEqual(['09:00']);
    expect(day(march, '2026-03-31').newsletters.map((n) => n.sendTime)).toEqual(['23:30']);
    expect(eventDates(march)).toEqual([
      ['first minute', '2026-03-01'],
      ['before the jump', '2026-03-08'],
      ['after the jump', '2026-03-08'],
      ['last evening', '2026-03-31'],
    ]);
    expect(day(march, '2026-03-31').eventIds).toHaveLength(1);
    const april = await month(ws.id, 4, 2026);
    expect(april.days.flatMap((d) => d.newsletters)).toEqual([]);
    expect(eventDates(april)).toEqual([['April', '2026-04-01']]);
  });

  it('in zones east of UTC (Berlin with its DST change, Kolkata without)', async () => {
    const berlin = await zonedWorkspace('Europe/Berlin');
    // 29 March 2026: clocks jump from 02:00 to 03:00 in Berlin.
    await buildNewsletter(t.db, {
      workspaceId: berlin.id,
      issueDate: '2026-03-29',
      status: 'published',
      scheduledAt: new Date('2026-03-29T07:00:00Z'),
    });
    await Promise.all([
      buildFeedItem(t.db, {
        workspaceId: berlin.id,
        feedType: 'events',
        title: 'midnight',
        eventStartsAt: new Date('2026-03-28T23:30:00Z'),
      }),
      buildFeedItem(t.db, {
        workspaceId: berlin.id,
        feedType: 'events',
        title: 'after the jump',
        eventStartsAt: new Date('2026-03-29T01:30:00Z'),
      }),
      buildFeedItem(t.db, {
        workspaceId: berlin.id,
        feedType: 'events',
        title: 'last evening',
        eventStartsAt: new Date('2026-03-31T21:30:00Z'),
      }),
      buildFeedItem(t.db, {
        workspaceId: berlin.id,
        feedType: 'events',
        title: 'April',
        eventStartsAt: new Date('2026-03-31T22:00:00Z'),
      }),
      buildFeedItem(t.db, {
        workspaceId: berlin.id,
        feedType: 'events',
        title: 'February',
        eventStartsAt: new Date('2026-02-28T22:59:00Z'),
      }),
    ]);
    const march = await month(berlin.id, 3, 2026);
    expect(day(march, '2026-03-29').newsletters.map((n) => [n.status, n.sendTime])).toEqual([['published', '09:00']]);
    expect(eventDates(march)).toEqual([
      ['midnight', '2026-03-29'],
      ['after the jump', '2026-03-29'],
      ['last evening', '2026-03-31'],
    ]);

    const kolkata = await zonedWorkspace('Asia/Kolkata');
    await buildNewsletter(t.db, {
      workspaceId: kolkata.id,
      issueDate: '2026-03-31',
      status: 'scheduled',
      scheduledAt: new Date('2026-03-31T18:00:00Z'),
    });
    await Promise.all([
      buildFeedItem(t.db, {
        workspaceId: kolkata.id,
        feedType: 'events',
        title: 'first minute',
        eventStartsAt: new Date('2026-02-28T18:30:00Z'),
      }),
      buildFeedItem(t.db, {
        workspaceId: kolkata.id,
        feedType: 'events',
        title: 'April',
        eventStartsAt: new Date('2026-03-31T18:30:00Z'),
      }),
    ]);
    const kMarch = await month(kolkata.id, 3, 2026);
    expect(day(kMarch, '2026-03-31').newsletters.map((n) => n.sendTime)).toEqual(['23:30']);
    expect(eventDates(kMarch)).toEqual([['first minute', '2026-03-01']]);
  });

  it('lays ad bookings over the days they cover in the zone, and leaves out pending ads and events', async () => {
    const ws = await zonedWorkspace('Europe/Berlin');
    const spanning = await buildFeedItem(t.db, {
      workspaceId: ws.id,
      feedType: 'ads',
      title: 'Bakery',
      placement: 'top',
      adStartsAt: new Date('2026-03-30T22:00:00Z'), // 00:00 CEST on 31 Mar
      adEndsAt: new Date('2026-04-05T12:00:00Z'),
    });
    const inside = await buildFeedItem(t.db, {
      workspaceId: ws.id,
      feedType: 'ads',
      title: 'Garage',
      adStartsAt: new Date('2026-03-10T09:00:00Z'),
      adEndsAt: new Date('2026-03-12T09:00:00Z'),
    });
    await buildFeedItem(t.db, {
      workspaceId: ws.id,
      feedType: 'ads',
      feedStatus: 'pending',
      title: 'Unreviewed',
      adStartsAt: new Date('2026-03-10T09:00:00Z'),
      adEndsAt: new Date('2026-03-12T09:00:00Z'),
    });
    await buildFeedItem(t.db, { workspaceId: ws.id, feedType: 'ads', title: 'Undated' });
    await buildFeedItem(t.db, {
      workspaceId: ws.id,
      feedType: 'events',
      feedStatus: 'pending',
      title: 'Unreviewed event',
      eventStartsAt: new Date('2026-03-10T09:00:00Z'),
    });
    const march = await month(ws.id, 3, 2026);
    expect(march.ads).toEqual([
      { id: inside.id, title: 'Garage', placement: null, startDate: '2026-03-10', endDate: '2026-03-12' },
      { id: spanning.id, title: 'Bakery', placement: 'top', startDate: '2026-03-31', endDate: '2026-04-05' },
    ]);
    expect(march.days.filter((d) => d.adIds.length > 0).map((d) => [d.date, d.adIds])).toEqual([
      ['2026-03-10', [inside.id]],
      ['2026-03-11', [inside.id]],
      ['2026-03-12', [inside.id]],
      ['2026-03-31', [spanning.id]],
    ]);
    expect(march.events).toEqual([]);
  });

  it('answers today in the workspace’s zone', async () => {
    const ws = await zonedWorkspace('Pacific/Kiritimati');
    const now = new Date();
    const calendar = await month(ws.id, now.getUTCMonth() + 1, now.getUTCFullYear());
    const expected = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(now);
    expect(calendar.today).toBe(expected);
  });

  it('never shows another workspace’s newsletters, ads or events', async () => {
    await buildNewsletter(t.db, { workspaceId: b.workspace.id, issueDate: '2027-05-05', title: 'Rival issue' });
    await buildFeedItem(t.db, {
      workspaceId: b.workspace.id,
      feedType: 'events',
      title: 'Rival event',
      eventStartsAt: new Date('2027-05-05T12:00:00Z'),
    });
    const mine = await month(a.workspace.id, 5, 2027);
    expect(JSON.stringify(mine)).not.toContain('Rival');
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/?workspaceId=${b.workspace.id}&month=5&year=2027`,
      headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Rival');
  });

  it('400 naming the field for a bad month or year, 401 without a token', async () => {
    const url = (query: string) => `/api/v1/calendar/?workspaceId=${a.workspace.id}&${query}`;
    const get = (query: string) => t.app.inject({ method: 'GET', url: url(query), headers });
    expectInvalidField(await get('month=13&year=2026'), 'month');
    expectInvalidField(await get('month=0&year=2026'), 'month');
    expectInvalidField(await get('month=3'), 'year');
    expectInvalidField(await get('month=3&year=abc'), 'year');
    expectInvalidField(await get('month=1.5&year=2026'), 'month');
    const anonymous = await t.app.inject({ method: 'GET', url: url('month=3&year=2026') });
    expect(anonymous.statusCode).toBe(401);
  });

  it('uses the zone saved in settings', async () => {
    const ws = await zonedWorkspace('UTC');
    await buildFeedItem(t.db, {
      workspaceId: ws.id,
      feedType: 'events',
      title: 'late',
      eventStartsAt: new Date('2026-04-01T03:30:00Z'),
    });
    expect(eventDates(await month(ws.id, 3, 2026))).toEqual([]);
    await t.db.update(workspaces).set({ timeZone: 'America/New_York' }).where(eq(workspaces.id, ws.id));
    expect(eventDates(await month(ws.id, 3, 2026))).toEqual([['late', '2026-03-31']]);
  });
});
