import { FEED_COUNT_CAP } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem, buildTag } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

/** A new empty workspace of tenant A, with A's user as a member. */
async function freshWorkspace(): Promise<string> {
  return (await buildWorkspace(t.db, { businessId: a.business.id, memberIds: [a.user.id] })).id;
}

async function list(workspaceId: string, query = '', as = headers) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/feeds/list/?workspaceId=${workspaceId}${query}`,
    headers: as,
  });
  return res;
}
async function ids(workspaceId: string, query = ''): Promise<string[]> {
  const res = await list(workspaceId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.results.map((r: { id: string }) => r.id);
}

describe('GET /api/v1/feeds/list/', () => {
  it('answers active rss items by default, newest first, each with its tags, in the exact shape', async () => {
    const ws = await freshWorkspace();
    const tag = await buildTag(t.db, { workspaceId: ws, name: 'Council', color: '#ff0000' });
    const older = await buildFeedItem(t.db, {
      workspaceId: ws,
      title: 'Older',
      publishedAt: new Date('2026-03-01T10:00:00Z'),
      tagIds: [tag.id],
      link: 'https://news.example/a',
      source: 'City feed',
    });
    const newer = await buildFeedItem(t.db, {
      workspaceId: ws,
      title: 'Newer',
      publishedAt: new Date('2026-03-02T10:00:00Z'),
    });
    await buildFeedItem(t.db, { workspaceId: ws, feedStatus: 'archived' });
    await buildFeedItem(t.db, { workspaceId: ws, feedType: 'original' });
    await buildFeedItem(t.db, { workspaceId: a.workspace.id });
    const res = await list(ws);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Success' });
    expect(body.data).toMatchObject({ count: 2, page: 1, pageSize: 10, totalPages: 1 });
    expect(body.data.results.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(body.data.results[1]).toEqual({
      id: older.id,
      workspaceId: ws,
      feedType: 'rss',
      feedStatus: 'active',
      title: 'Older',
      summary: null,
      content: null,
      link: 'https://news.example/a',
      imageUrl: null,
      author: null,
      publishedAt: '2026-03-01T10:00:00.000Z',
      source: 'City feed',
      tags: [{ tagId: tag.id, name: 'Council', color: '#ff0000' }],
      businessCompanyId: null,
      company: null,
      adStartsAt: null,
      adEndsAt: null,
      ctaUrl: null,
      placement: null,
      eventStartsAt: null,
      eventEndsAt: null,
      venue: null,
      address: null,
      latitude: null,
      longitude: null,
      price: null,
      ticketUrl: null,
      eventLocationId: null,
      distanceKm: null,
      submitterName: null,
      submitterEmail: null,
      createdById: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('filters by type, status, tag, inclusive days, and sorts', async () => {
    const ws = await freshWorkspace();
    const tag = await buildTag(t.db, { workspaceId: ws });
    const d1 = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'original',
      title: 'Banana',
      publishedAt: new Date('2026-04-01T00:00:00Z'),
      tagIds: [tag.id],
    });
    const d2 = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'original',
      title: 'apple',
      publishedAt: new Date('2026-04-02T23:59:59Z'),
    });
    const d3 = await buildFeedItem(t.db, {
      workspaceId: ws,
      feedType: 'original',
      title: 'Cherry',
      publishedAt: new Date('2026-04-03T00:00:00Z'),
      tagIds: [tag.id],
    });
    const pending = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'ugc', feedStatus: 'pending' });
    const q = '&feedType=original';
    expect(await ids(ws, q)).toEqual([d3.id, d2.id, d1.id]);
    expect(await ids(ws, `${q}&sort_by=oldest`)).toEqual([d1.id, d2.id, d3.id]);
    expect(await ids(ws, `${q}&start_date=2026-04-01&end_date=2026-04-02`)).toEqual([d2.id, d1.id]);
    expect(await ids(ws, `${q}&start_date=2026-04-02&end_date=2026-04-02`)).toEqual([d2.id]);
    expect(await ids(ws, `${q}&start_date=2026-04-03`)).toEqual([d3.id]);
    expect(await ids(ws, `${q}&end_date=2026-04-01`)).toEqual([d1.id]);
    expect(await ids(ws, `${q}&tagId=${tag.id}`)).toEqual([d3.id, d1.id]);
    expect(await ids(ws, '&feedType=ugc&feedStatus=pending')).toEqual([pending.id]);
    expect(await ids(ws, '&feedType=ugc')).toEqual([]);
    // Empty parameters, as a form sends them, mean "no filter".
    expect(await ids(ws, `${q}&search_param=&tagId=&start_date=&sort_by=`)).toEqual([d3.id, d2.id, d1.id]);
  });

  it('sorts by title', async () => {
    const ws = await freshWorkspace();
    const b = await buildFeedItem(t.db, { workspaceId: ws, title: 'Bravo' });
    const a1 = await buildFeedItem(t.db, { workspaceId: ws, title: 'Alpha' });
    const c = await buildFeedItem(t.db, { workspaceId: ws, title: 'Charlie' });
    expect(await ids(ws, '&sort_by=title')).toEqual([a1.id, b.id, c.id]);
  });

  it('searches title, summary and content with websearch syntax', async () => {
    const ws = await freshWorkspace();
    const bridge = await buildFeedItem(t.db, { workspaceId: ws, title: 'Bridge reopens downtown' });
    const market = await buildFeedItem(t.db, {
      workspaceId: ws,
      title: 'Weekend',
      summary: 'The farmers market is moving',
    });
    const concert = await buildFeedItem(t.db, {
      workspaceId: ws,
      title: 'Music',
      contentText: 'A concert at the bridge park',
    });
    expect((await ids(ws, '&search_param=bridges')).sort()).toEqual([bridge.id, concert.id].sort());
    expect(await ids(ws, '&search_param=market')).toEqual([market.id]);
    expect(await ids(ws, `&search_param=${encodeURIComponent('bridge -concert')}`)).toEqual([bridge.id]);
    expect(await ids(ws, `&search_param=${encodeURIComponent('"farmers market"')}`)).toEqual([market.id]);
    expect(await ids(ws, `&search_param=${encodeURIComponent("'); drop table feed_items; --")}`)).toEqual([]);
  });

  it('ads: filter by company and answer the company', async () => {
    const ws = await freshWorkspace();
    const shop = await buildBusinessCompany(t.db, {
      workspaceId: ws,
      name: 'Shop',
      logoUrl: 'https://cdn.example/shop.png',
    });
    const cafe = await buildBusinessCompany(t.db, { workspaceId: ws, name: 'Cafe' });
    const ad1 = await buildFeedItem(t.db, { workspaceId: ws, feedType: 'ads', businessCompanyId: shop.id });
    await buildFeedItem(t.db, { workspaceId: ws, feedType: 'ads', businessCompanyId: cafe.id });
    const res = await list(ws, `&feedType=ads&businessCompanyId=${shop.id}`);
    expect(res.json().data.results).toEqual([
      expect.objectContaining({
        id: ad1.id,
        businessCompanyId: shop.id,
        company: { id: shop.id, name: 'Shop', logo: 'https://cdn.example/shop.png' },
      }),
    ]);
    expect((await ids(ws, '&feedType=ads')).length).toBe(2);
  });

  it('pages with counts', async () => {
    const ws = await freshWorkspace();
    for (let i = 0; i < 5; i++) {
      await buildFeedItem(t.db, { workspaceId: ws, publishedAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const res = await list(ws, '&page=3&pageSize=2');
    expect(res.json().data).toMatchObject({ count: 5, page: 3, pageSize: 2, totalPages: 3 });
    expect(res.json().data.results).toHaveLength(1);
  });

  it('counts up to the cap and says when there are more', async () => {
    const ws = await freshWorkspace();
    await t.db.execute(sql`
      insert into feed_items (workspace_id, feed_type, title, published_at)
      select ${ws}::uuid, 'rss', 'Bulk ' || i, now() - i * interval '1 minute' from generate_series(1, ${FEED_COUNT_CAP + 5}) as s(i)
    `);
    const res = await list(ws, '&pageSize=100');
    expect(res.json().data).toMatchObject({
      count: FEED_COUNT_CAP,
      countCapped: true,
      totalPages: FEED_COUNT_CAP / 100,
      page: 1,
      pageSize: 100,
    });
    expect(res.json().data.results).toHaveLength(100);
    const few = await list(ws, '&search_param=bulk&start_date=2000-01-01&end_date=2000-01-02');
    expect(few.json().data).toMatchObject({ count: 0, countCapped: false, totalPages: 0 });
  });

  it.each([
    ['&feedType=video', 'feedType'],
    ['&feedStatus=deleted', 'feedStatus'],
    ['&start_date=01/02/2026', 'start_date'],
    ['&end_date=2026-13-45', 'end_date'],
    ['&start_date=2026-02-02&end_date=2026-02-01', 'end_date'],
    ['&sort_by=random', 'sort_by'],
    ['&tagId=abc', 'tagId'],
    ['&businessCompanyId=abc', 'businessCompanyId'],
    ['&pageSize=101', 'pageSize'],
    ['&page=0', 'page'],
    [`&search_param=${'x'.repeat(201)}`, 'search_param'],
  ])('400 naming the field for %s', async (query, field) => {
    const res = await list(a.workspace.id, query);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  it('400 naming workspaceId when missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/feeds/list/', headers });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'workspaceId');
  });
});
