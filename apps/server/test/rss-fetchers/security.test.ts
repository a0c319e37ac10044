import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostile, hostileMarkers } from '../fakes/feed-corpus';
import { type FakeFeedServer, startFeedServer } from '../fakes/feed-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildFetcher } from '../helpers/factories-rss-fetchers';
import { expectInvalid } from '../helpers/field-errors';

describe('XSS: a hostile feed comes out inert in the API', () => {
  let t: TestApp;
  let tenant: Tenant;
  let server: FakeFeedServer;

  beforeAll(async () => {
    t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
    tenant = await buildTenant(t.db);
    server = await startFeedServer({ '/evil.xml': { body: hostile } });
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it('titles, summaries, content, links, images, authors and the source carry nothing that can run', async () => {
    const headers = await authHeader(t.tokens, tenant.admin);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rss-feeds-add/',
      headers,
      payload: { workspaceId: tenant.workspace.id, url: server.url('/evil.xml') },
    });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().data).toMatchObject({ title: 'Evil Feed', imported: 2 });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/feeds/list/?workspaceId=${tenant.workspace.id}&feedType=rss&sort_by=title`,
      headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data.results as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    for (const item of items) {
      const text = JSON.stringify(item);
      for (const marker of hostileMarkers) expect(text.toLowerCase()).not.toContain(marker.toLowerCase());
    }
    const [first, second] = items;
    expect(first).toMatchObject({
      title: 'Hello world',
      link: null,
      imageUrl: null,
      author: '">',
      source: 'Evil Feed',
    });
    expect(first?.content).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(first?.content).toContain(
      '<a href="https://ok.example/" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(second).toMatchObject({ title: 'Second bold', link: 'https://evil.example/2' });
  });
});

describe('SSRF through the API with OUTBOUND_ALLOW_PRIVATE off', () => {
  let t: TestApp;
  let tenant: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await buildTenant(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refused: [string, string][] = [
    ['http://127.0.0.1/feed.xml', 'url: 127.0.0.1 is a loopback address and cannot be fetched'],
    ['http://[::1]/feed.xml', 'url: ::1 is a loopback address and cannot be fetched'],
    ['http://0.0.0.0/feed.xml', 'url: 0.0.0.0 is a "this network" address and cannot be fetched'],
    ['http://10.0.0.8/feed.xml', 'url: 10.0.0.8 is a private address and cannot be fetched'],
    ['http://172.20.1.1/feed.xml', 'url: 172.20.1.1 is a private address and cannot be fetched'],
    ['http://192.168.1.20/feed.xml', 'url: 192.168.1.20 is a private address and cannot be fetched'],
    ['http://169.254.169.254/latest/meta-data/', 'url: 169.254.169.254 is a link-local address and cannot be fetched'],
    ['http://100.64.0.9/feed.xml', 'url: 100.64.0.9 is a carrier-grade NAT address and cannot be fetched'],
    [
      'http://[::ffff:127.0.0.1]/feed.xml',
      'url: ::ffff:7f00:1 is an IPv4-mapped address of a loopback address and cannot be fetched',
    ],
    ['https://feeds.example:8443/feed.xml', 'url: Only the standard ports 80 and 443 can be fetched, not 8443'],
  ];

  for (const [url, message] of refused) {
    it(`create and add-feed refuse ${url}`, async () => {
      const headers = await authHeader(t.tokens, tenant.admin);
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feed-fetcher/create/',
        headers,
        payload: { workspaceId: tenant.workspace.id, name: 'x', url },
      });
      expect(created.statusCode).toBe(400);
      expectInvalid(created, message);
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/rss-feeds-add/',
        headers,
        payload: { workspaceId: tenant.workspace.id, url },
      });
      expect(added.statusCode).toBe(400);
      expectInvalid(added, message);
    });
  }

  it('file: and gopher: are refused by the request schema', async () => {
    const headers = await authHeader(t.tokens, tenant.admin);
    for (const url of ['file:///etc/passwd', 'gopher://example.com/']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/feed-fetcher/create/',
        headers,
        payload: { workspaceId: tenant.workspace.id, name: 'x', url },
      });
      expect(res.statusCode).toBe(400);
      expectInvalid(res, 'url: Enter a full http or https feed URL');
    }
  });

  it('a name resolving to loopback is refused when the fetch connects, and recorded on the fetcher', async () => {
    const fetcher = await buildFetcher(t.db, { workspaceId: tenant.workspace.id, url: 'http://localhost/feed.xml' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${tenant.workspace.id}&wait=true`,
      headers: await authHeader(t.tokens, tenant.admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.error).toBe('The host localhost could not be found or is not allowed');
    expect(res.json().data.fetcher.lastError).toBe('The host localhost could not be found or is not allowed');
    expect(JSON.stringify(res.json())).not.toMatch(/127\.0\.0\.1|::1|loopback|resolves/);
  });
});
