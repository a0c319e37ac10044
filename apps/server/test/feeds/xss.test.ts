import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem, multipart } from '../helpers/factories-content';
import { expectInvalid } from '../helpers/field-errors';

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

/** Hostile markup as users paste it: scripts, handlers, dangerous URLs, frames, styles, broken tags. */
const hostile = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '"><script>alert(1)</script>',
];

/** Markup that could run if a client ever rendered it as HTML. */
const dangerous = [
  /<script/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /<iframe(?![^>]*src="https:\/\/(www\.youtube\.com|player\.vimeo\.com))/i,
  /<svg/i,
  /<object/i,
  /<embed/i,
  /<form/i,
  /<style/i,
  /<meta/i,
  /data:image\/svg/i,
  /srcdoc/i,
];

function expectInert(value: unknown) {
  const text = JSON.stringify(value);
  for (const pattern of dangerous) expect(text, `${pattern} in ${text}`).not.toMatch(pattern);
}

describe('hostile HTML comes out inert', () => {
  it.each(hostile)('in title, summary and content of a created item: %s', async (html) => {
    const form = multipart({
      workspaceId: a.workspace.id,
      title: `Headline ${html}`,
      summary: html,
      content: `<p>ok</p>${html}`,
      author: html,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds-ugc/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item.title.startsWith('Headline')).toBe(true);
    expectInert(item);
    // Titles and summaries are plain text: no markup at all survives.
    expect(item.title).not.toMatch(/<[a-z]/i);
    expect(item.summary ?? '').not.toMatch(/<[a-z]/i);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/feeds/list/?workspaceId=${a.workspace.id}&feedType=ugc&feedStatus=pending&pageSize=100`,
      headers,
    });
    expectInert(listed.json());
  });

  it('in edits through POST /feeds/list/', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'original' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds/list/',
      headers,
      payload: {
        workspaceId: a.workspace.id,
        id: item.id,
        fields: { title: `T ${hostile.slice(0, 5).join(' ')}`, content: hostile.join('\n') },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectInert(res.json());
  });

  it('keeps harmless formatting, safe links (with rel) and video embeds', async () => {
    const form = multipart({
      workspaceId: a.workspace.id,
      title: 'Fish & Chips < 5 EUR',
      content:
        '<h2>Menu</h2><p>Try <a href="https://food.example">this</a></p><iframe src="https://www.youtube.com/embed/abc"></iframe>',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    const item = res.json().data;
    expect(item.title).toBe('Fish & Chips < 5 EUR');
    expect(item.content).toContain('<h2>Menu</h2>');
    expect(item.content).toContain('href="https://food.example"');
    expect(item.content).toContain('rel="noopener noreferrer nofollow"');
    expect(item.content).toContain('<iframe src="https://www.youtube.com/embed/abc"');
  });

  it('a title that is nothing but markup is refused as empty', async () => {
    const form = multipart({ workspaceId: a.workspace.id, title: '<script>alert(1)</script>' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feeds/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'title: Title is required');
  });
});
