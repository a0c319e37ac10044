import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFeedText } from '../../src/integrations/feeds/parse';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem, multipart } from '../helpers/factories-content';
import { as, multipartForm } from '../helpers/factories-tenancy';

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

/** 498 KB of nested `<b>`: under the content limit, and most of a minute of parser work before the depth check. */
const deepContent = '<b>'.repeat(166_000);

describe('markup nested too deep is refused before it is parsed', () => {
  it('in the content of a created item: 400 naming content, at once', async () => {
    const form = multipart({ workspaceId: a.workspace.id, title: 'Deep', content: deepContent });
    const started = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-ugc/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'content', message: 'Content is nested more than 100 levels deep; simplify its formatting.' },
    ]);
  });

  it('in the content of an edit', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'original' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds/list/',
      headers,
      payload: { workspaceId: a.workspace.id, id: item.id, fields: { content: deepContent } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors[0].field).toBe('content');
    expect(res.json().meta.message).toMatch(/^Content is nested more than 100 levels deep/);
  });

  it('in a title, which simply loses its tags', async () => {
    const form = multipart({ workspaceId: a.workspace.id, title: `${'<i>'.repeat(150)}Deep title` });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-ugc/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.title).toBe('Deep title');
  });

  it('keeps content nested exactly as deep as allowed', async () => {
    const content = `${'<div>'.repeat(100)}Still fine${'</div>'.repeat(100)}`;
    const form = multipart({ workspaceId: a.workspace.id, title: 'Nested', content });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-ugc/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.content).toBe(content);
  });

  it('in an SVG logo of 110,000 nested groups: 400 naming logo', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(110_000)}</svg>`;
    const form = multipartForm({ workspaceId: a.workspace.id }, [
      { name: 'logo', bytes: Buffer.from(svg), filename: 'logo.svg', type: 'image/svg+xml' },
    ]);
    const started = performance.now();
    const res = await as(t, a.admin, {
      method: 'POST',
      url: '/api/v1/update-workspaces-brands/',
      payload: form as unknown as string,
    });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors[0].field).toBe('logo');
    expect(res.json().meta.message).toMatch(/^Logo is nested more than 100 levels deep/);
  });
});

describe('a feed item nested too deep', () => {
  it('keeps its words as plain text, says why, and does not fail the feed', () => {
    const rss = `<?xml version="1.0"?><rss version="2.0"><channel><title>Town</title><link>https://town.example/</link>
      <item><title>Deep</title><guid>1</guid><description><![CDATA[${'<span>'.repeat(5_000)}Hello &amp; welcome]]></description></item>
      <item><title>Plain</title><guid>2</guid><description><![CDATA[<p>Normal <b>news</b></p>]]></description></item>
    </channel></rss>`;
    const started = performance.now();
    const feed = parseFeedText(rss, 'https://town.example/feed.xml');
    expect(performance.now() - started).toBeLessThan(2_000);
    const [deep, plain] = feed.items;
    expect(deep?.content).toBe('<p>Hello &amp; welcome</p>');
    expect(deep?.contentNote).toMatch(/^Formatting removed: the markup is nested more than 100 levels deep/);
    expect(plain?.content).toBe('<p>Normal <b>news</b></p>');
    expect(plain?.contentNote).toBeUndefined();
  });
});
