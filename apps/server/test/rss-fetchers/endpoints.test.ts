import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rss20 } from '../fakes/feed-corpus';
import { type FakeFeedServer, startFeedServer } from '../fakes/feed-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildTag } from '../helpers/factories-content';
import { buildFetcher, reloadFetcher } from '../helpers/factories-rss-fetchers';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
let server: FakeFeedServer;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  [tenant, other] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  server = await startFeedServer({
    '/rss.xml': { body: rss20, etag: '"r1"' },
    '/broken.xml': { body: '<rss version="2.0"><channel><title>x</title>' },
  });
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

async function asAdmin(options: InjectOptions, who = tenant.admin) {
  return t.app.inject({ ...options, headers: { ...options.headers, ...(await authHeader(t.tokens, who)) } });
}

const create = (payload: Record<string, unknown>) =>
  asAdmin({ method: 'POST', url: '/api/v1/feed-fetcher/create/', payload });

describe('POST /feed-fetcher/create/', () => {
  it('creates a fetcher with defaults and answers its exact shape', async () => {
    const res = await create({ workspaceId: tenant.workspace.id, name: '  Town news  ', url: server.url('/rss.xml') });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'RSS fetcher created' });
    expect(body.data).toEqual({
      id: expect.any(String),
      workspaceId: tenant.workspace.id,
      name: 'Town news',
      url: server.url('/rss.xml'),
      intervalMinutes: 60,
      isActive: true,
      defaultTagIds: [],
      lastRunAt: null,
      lastStatus: 'never',
      lastError: null,
      itemCount: 0,
      createdAt: expect.any(String),
    });
  });

  it('keeps the given interval, active flag and workspace tags', async () => {
    const tag = await buildTag(t.db, { workspaceId: tenant.workspace.id });
    const res = await create({
      workspaceId: tenant.workspace.id,
      name: 'Weekly',
      url: 'https://feeds.example/weekly.xml',
      intervalMinutes: 1440,
      isActive: false,
      defaultTagIds: [tag.id, tag.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ intervalMinutes: 1440, isActive: false, defaultTagIds: [tag.id] });
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['name missing', { url: 'https://a.example/f' }, 'name'],
    ['name blank', { name: '   ', url: 'https://a.example/f' }, 'name'],
    ['url missing', { name: 'x' }, 'url'],
    ['url not http(s)', { name: 'x', url: 'ftp://a.example/f' }, 'url'],
    ['url javascript:', { name: 'x', url: 'javascript:alert(1)' }, 'url'],
    ['interval below 15', { name: 'x', url: 'https://a.example/f', intervalMinutes: 5 }, 'intervalMinutes'],
    ['interval above 1440', { name: 'x', url: 'https://a.example/f', intervalMinutes: 1441 }, 'intervalMinutes'],
    ['interval not whole', { name: 'x', url: 'https://a.example/f', intervalMinutes: 20.5 }, 'intervalMinutes'],
    ['isActive not boolean', { name: 'x', url: 'https://a.example/f', isActive: 'yes' }, 'isActive'],
    ['tag id not uuid', { name: 'x', url: 'https://a.example/f', defaultTagIds: ['nope'] }, 'defaultTagIds'],
  ];
  for (const [label, payload, field] of invalid) {
    it(`400 naming ${field} when ${label}`, async () => {
      const res = await create({ workspaceId: tenant.workspace.id, ...payload });
      expect(res.statusCode).toBe(400);
      expectInvalidField(res, field);
    });
  }

  it('400 naming workspaceId when it is not an id', async () => {
    const res = await create({ workspaceId: 'abc', name: 'x', url: 'https://a.example/f' });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'workspaceId');
  });

  it("400 naming defaultTagIds for another workspace's tag, without revealing it", async () => {
    const foreign = await buildTag(t.db, { workspaceId: other.workspace.id, name: 'Foreign secret tag' });
    const res = await create({
      workspaceId: tenant.workspace.id,
      name: 'x',
      url: 'https://a.example/f',
      defaultTagIds: [foreign.id],
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'defaultTagIds: a tag was not found in this newsletter');
    expect(res.body).not.toContain('Foreign secret tag');
  });
});

describe('GET /feed-fetcher/', () => {
  it('pages the workspace fetchers, newest first, with their run state', async () => {
    const own = await buildTenant(t.db);
    for (let i = 0; i < 3; i++) {
      await buildFetcher(t.db, {
        workspaceId: own.workspace.id,
        name: `F${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        lastStatus: i === 2 ? 'error' : 'never',
        lastError: i === 2 ? 'The server answered 404 Not Found' : null,
      });
    }
    await buildFetcher(t.db, { workspaceId: other.workspace.id, name: 'Not mine' });
    const res = await asAdmin(
      { method: 'GET', url: `/api/v1/feed-fetcher/?workspaceId=${own.workspace.id}&page=1&pageSize=2` },
      own.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ count: 3, page: 1, pageSize: 2, totalPages: 2 });
    expect(data.results.map((f: { name: string }) => f.name)).toEqual(['F2', 'F1']);
    expect(data.results[0]).toMatchObject({ lastStatus: 'error', lastError: 'The server answered 404 Not Found' });
    expect(res.body).not.toContain('Not mine');
  });

  it('400 naming pageSize when too large', async () => {
    const res = await asAdmin({
      method: 'GET',
      url: `/api/v1/feed-fetcher/?workspaceId=${tenant.workspace.id}&pageSize=1000`,
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'pageSize');
  });
});

describe('PUT /feed-fetcher/{id}/update/ and DELETE /feed-fetcher/{id}/delete/', () => {
  it('updates the given fields; a new URL drops the old conditional-GET validators and body hash', async () => {
    const fetcher = await buildFetcher(t.db, {
      workspaceId: tenant.workspace.id,
      etag: '"old"',
      lastModified: 'x',
      bodyHash: 'old-body',
    });
    const res = await asAdmin({
      method: 'PUT',
      url: `/api/v1/feed-fetcher/${fetcher.id}/update/`,
      payload: {
        workspaceId: tenant.workspace.id,
        name: 'Renamed',
        url: 'https://feeds.example/new.xml',
        isActive: false,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: fetcher.id,
      name: 'Renamed',
      url: 'https://feeds.example/new.xml',
      isActive: false,
      intervalMinutes: fetcher.intervalMinutes,
    });
    expect(await reloadFetcher(t.db, fetcher.id)).toMatchObject({ etag: null, lastModified: null, bodyHash: null });
  });

  it('400 naming intervalMinutes, 404 for an unknown or foreign fetcher', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: tenant.workspace.id });
    const bad = await asAdmin({
      method: 'PUT',
      url: `/api/v1/feed-fetcher/${fetcher.id}/update/`,
      payload: { workspaceId: tenant.workspace.id, intervalMinutes: 10 },
    });
    expect(bad.statusCode).toBe(400);
    expectInvalidField(bad, 'intervalMinutes');
    const foreign = await buildFetcher(t.db, { workspaceId: other.workspace.id });
    const res = await asAdmin({
      method: 'PUT',
      url: `/api/v1/feed-fetcher/${foreign.id}/update/`,
      payload: { workspaceId: tenant.workspace.id, name: 'Hijack' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.message).toBe('RSS fetcher not found');
    expect((await reloadFetcher(t.db, foreign.id)).name).toBe(foreign.name);
  });

  it('deletes once, then 404', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: tenant.workspace.id });
    const url = `/api/v1/feed-fetcher/${fetcher.id}/delete/?workspaceId=${tenant.workspace.id}`;
    const res = await asAdmin({ method: 'DELETE', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'RSS fetcher deleted' }, data: null });
    expect((await asAdmin({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('400 naming id when the path id is not an id', async () => {
    const res = await asAdmin({
      method: 'DELETE',
      url: `/api/v1/feed-fetcher/nope/delete/?workspaceId=${tenant.workspace.id}`,
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'id');
  });
});

describe('POST /feed-fetcher/{id}/fetch-now/', () => {
  it('wait=true runs the fetch in the request and answers the outcome', async () => {
    const tag = await buildTag(t.db, { workspaceId: tenant.workspace.id });
    const fetcher = await buildFetcher(t.db, {
      workspaceId: tenant.workspace.id,
      url: server.url('/rss.xml'),
      defaultTagIds: [tag.id],
    });
    const url = `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}&wait=true`;
    const res = await asAdmin({ method: 'POST', url });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Fetched' });
    expect(body.data).toMatchObject({ status: 'ok', imported: 3, error: null });
    expect(body.data.fetcher).toMatchObject({ id: fetcher.id, lastStatus: 'ok', itemCount: 3, lastError: null });
    expect(body.data.fetcher.lastRunAt).toEqual(expect.any(String));
    const again = await asAdmin({ method: 'POST', url });
    expect(again.json().data).toMatchObject({ status: 'not-modified', imported: 0 });
  });

  it('a broken feed is a 200 whose outcome carries the readable error', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: tenant.workspace.id, url: server.url('/broken.xml') });
    const res = await asAdmin({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}&wait=true`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.message).toBe('Fetch failed');
    expect(res.json().data).toMatchObject({
      status: 'error',
      error: 'The feed is incomplete: the document ends before its closing </rss> tag',
      fetcher: { lastStatus: 'error' },
    });
  });

  it('without a job queue in the process, fetch-now runs inline too', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: tenant.workspace.id, url: server.url('/rss.xml') });
    const res = await asAdmin({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}`,
    });
    expect(res.json().data.status).toBe('ok');
  });

  it('400 naming wait, 404 for a foreign fetcher', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: other.workspace.id });
    const bad = await asAdmin({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}&wait=maybe`,
    });
    expect(bad.statusCode).toBe(400);
    expectInvalidField(bad, 'wait');
    const res = await asAdmin({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}&wait=true`,
    });
    expect(res.statusCode).toBe(404);
    expect((await reloadFetcher(t.db, fetcher.id)).lastRunAt).toBeNull();
  });
});

describe('POST /rss-feeds-add/', () => {
  it('imports the current items once and answers the count and the feed title', async () => {
    const own = await buildTenant(t.db);
    const tag = await buildTag(t.db, { workspaceId: own.workspace.id });
    const payload = { workspaceId: own.workspace.id, url: server.url('/rss.xml'), tagIds: [tag.id] };
    const res = await asAdmin({ method: 'POST', url: '/api/v1/rss-feeds-add/', payload }, own.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Imported 3 items from Riverside Weekly' },
      data: { title: 'Riverside Weekly', format: 'rss', found: 3, imported: 3 },
    });
    const again = await asAdmin({ method: 'POST', url: '/api/v1/rss-feeds-add/', payload }, own.admin);
    expect(again.json().data).toMatchObject({ found: 3, imported: 0 });
    const list = await asAdmin(
      { method: 'GET', url: `/api/v1/feeds/list/?workspaceId=${own.workspace.id}&tagId=${tag.id}&pageSize=10` },
      own.admin,
    );
    expect(list.json().data.count).toBe(3);
  });

  it('a given name becomes the source', async () => {
    const own = await buildTenant(t.db);
    const res = await asAdmin(
      {
        method: 'POST',
        url: '/api/v1/rss-feeds-add/',
        payload: { workspaceId: own.workspace.id, url: server.url('/rss.xml'), name: 'River news' },
      },
      own.admin,
    );
    expect(res.json().data.title).toBe('River news');
  });

  it('a bad feed is a 400 with the readable error', async () => {
    const cases: [string, string][] = [
      [server.url('/broken.xml'), 'url: The feed is incomplete: the document ends before its closing </rss> tag'],
      [server.url('/absent.xml'), 'url: The server answered 404 Not Found'],
    ];
    for (const [url, message] of cases) {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/v1/rss-feeds-add/',
        payload: { workspaceId: tenant.workspace.id, url },
      });
      expectInvalid(res, message);
    }
  });

  it('400 naming url or tagIds for bad input', async () => {
    const noUrl = await asAdmin({
      method: 'POST',
      url: '/api/v1/rss-feeds-add/',
      payload: { workspaceId: tenant.workspace.id },
    });
    expectInvalidField(noUrl, 'url');
    const foreignTag = await buildTag(t.db, { workspaceId: other.workspace.id });
    const res = await asAdmin({
      method: 'POST',
      url: '/api/v1/rss-feeds-add/',
      payload: { workspaceId: tenant.workspace.id, url: server.url('/rss.xml'), tagIds: [foreignTag.id] },
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'tagIds: a tag was not found in this newsletter');
  });
});
