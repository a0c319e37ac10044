import { randomUUID } from 'node:crypto';
import { workspaceArchiveSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { XMLValidator } from 'fast-xml-parser';
import { parseRssFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { renderFeed } from '../../src/modules/archive/feed';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let other: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
});

const slugFor = () => `harbour-${randomUUID().slice(0, 8)}`;
const put = (tenant: Tenant, payload: Record<string, unknown>) =>
  as(t, tenant.admin, { method: 'PUT', url: '/api/v1/workspace-archive/', payload });

/** An issue sent through the real publish job (no service connected: the ready-to-send mail). */
async function sent(tenant: Tenant, values: { subject: string; preheader: string }) {
  const newsletter = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, status: 'planned', ...values });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
    .where(eq(newsletters.id, newsletter.id));
  const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('published');
  return newsletter;
}

/** Strict XML, then RSS 2.0's required elements: channel title, link and description; each item a title. */
function validRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"/);
  const feed = parseRssFeed(xml);
  expect(feed.title).toBeTruthy();
  expect(feed.link).toMatch(/^https?:\/\//);
  expect(feed.description).toBeTruthy();
  for (const item of feed.items ?? []) {
    expect(item.title ?? item.description).toBeTruthy();
    expect(item.link).toMatch(/^https?:\/\//);
    expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
  }
  return feed;
}

describe('PUT /workspace-archive/', () => {
  it('without a token → 401; bad input → 400 naming the field; another business → 404', async () => {
    const tenant = await buildTenant(t.db);
    const body = { workspaceId: tenant.workspace.id, slug: slugFor(), visibility: 'public' };
    const none = await t.app.inject({ method: 'PUT', url: '/api/v1/workspace-archive/', payload: body });
    expect(none.statusCode).toBe(401);
    expectInvalidField(await put(tenant, { ...body, slug: 'Harbour Weekly!' }), 'slug');
    expectInvalidField(await put(tenant, { ...body, slug: 'ab' }), 'slug');
    expectInvalidField(await put(tenant, { ...body, visibility: 'hidden' }), 'visibility');
    expectInvalidField(await put(tenant, { ...body, workspaceId: 'abc' }), 'workspaceId');
    const foreign = await put(other, body);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(body.slug);
  });

  it('saves the slug and visibility: the exact shape; a public archive has token-free addresses', async () => {
    const tenant = await buildTenant(t.db);
    const slug = slugFor();
    const res = await put(tenant, {
      workspaceId: tenant.workspace.id,
      slug: ` ${slug.toUpperCase()} `,
      visibility: 'public',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, workspaceArchiveSchema)).toEqual([]);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Archive saved' },
      data: {
        workspaceId: tenant.workspace.id,
        slug,
        visibility: 'public',
        indexUrl: `${t.config.APP_URL.replace(/\/+$/, '')}/n/${slug}/`,
        feedUrl: `${t.config.APP_URL.replace(/\/+$/, '')}/n/${slug}/feed.xml`,
      },
    });
    const read = await as(t, tenant.manager, {
      method: 'GET',
      url: `/api/v1/workspace-archive/?workspaceId=${tenant.workspace.id}`,
    });
    expect(read.json().data).toEqual(res.json().data);
  });

  it("another newsletter's slug (current or old) is a 409 on slug; an old slug redirects to the new one", async () => {
    const first = await buildTenant(t.db);
    const second = await buildTenant(t.db);
    const [oldSlug, newSlug] = [slugFor(), slugFor()];
    await put(first, { workspaceId: first.workspace.id, slug: oldSlug, visibility: 'public' });
    const taken = await put(second, { workspaceId: second.workspace.id, slug: oldSlug, visibility: 'public' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().meta.field ?? taken.json().errors?.[0]?.field ?? taken.body).toContain('slug');

    await put(first, { workspaceId: first.workspace.id, slug: newSlug, visibility: 'public' });
    const moved = await t.app.inject({ method: 'GET', url: `/n/${oldSlug}/feed.xml` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/n/${newSlug}/feed.xml`);
    const stillTaken = await put(second, { workspaceId: second.workspace.id, slug: oldSlug, visibility: 'public' });
    expect(stillTaken.statusCode).toBe(409);
  });
});

describe('GET /n/{slug}/feed.xml', () => {
  it('a valid RSS 2.0 feed of the sent issues: subject, preheader, the full email in content:encoded', async () => {
    const tenant = await buildTenant(t.db);
    const slug = slugFor();
    await put(tenant, { workspaceId: tenant.workspace.id, slug, visibility: 'public' });
    const issue = await sent(tenant, { subject: 'Tides & ferries <this week>', preheader: 'The ferry is back' });
    const res = await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['set-cookie']).toBeUndefined();
    const feed = validRss(res.body);
    expect(feed.items).toHaveLength(1);
    const [item] = feed.items ?? [];
    expect(item?.title).toBe('Tides & ferries <this week>');
    expect(item?.description).toBe('The ferry is back');
    expect(item?.link).toBe(`${t.config.APP_URL.replace(/\/+$/, '')}/n/${slug}/${issue.issueDate}`);
    expect(item?.content?.encoded).toMatch(/^<!DOCTYPE html>/i);
    expect(item?.content?.encoded).toContain('Hello readers');

    const again = await t.app.inject({
      method: 'GET',
      url: `/n/${slug}/feed.xml`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('an issue shows at its scheduled minute, never before', async () => {
    const tenant = await buildTenant(t.db);
    const slug = slugFor();
    await put(tenant, { workspaceId: tenant.workspace.id, slug, visibility: 'public' });
    const early = await sent(tenant, { subject: 'Sent ahead of its minute', preheader: '' });
    await t.db
      .update(newsletters)
      .set({ scheduledAt: new Date(Date.now() + 60_000) })
      .where(eq(newsletters.id, early.id));
    await buildNewsletter(t.db, {
      workspaceId: tenant.workspace.id,
      status: 'scheduled',
      subject: 'Next week',
      scheduledAt: new Date(Date.now() + 7 * 86_400_000),
    });
    const before = validRss((await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml` })).body);
    expect(before.items ?? []).toEqual([]);

    await t.db.update(newsletters).set({ scheduledAt: new Date() }).where(eq(newsletters.id, early.id));
    const after = validRss((await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml` })).body);
    expect(after.items?.map((item) => item.title)).toEqual(['Sent ahead of its minute']);
  });

  it('unlisted: only the token Settings shows opens it; a new token revokes the old one; off is a 404', async () => {
    const tenant = await buildTenant(t.db);
    const slug = slugFor();
    const saved = await put(tenant, { workspaceId: tenant.workspace.id, slug, visibility: 'unlisted' });
    const feedUrl = new URL(saved.json().data.feedUrl);
    const token = feedUrl.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml` })).statusCode).toBe(404);
    const wrong = await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml?token=${'A'.repeat(22)}` });
    expect(wrong.statusCode).toBe(404);
    const open = await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml?token=${token}` });
    expect(open.statusCode).toBe(200);
    expect(open.headers['x-robots-tag']).toBe('noindex');
    expect(validRss(open.body).link).toContain(`?token=${token}`);

    const renewed = await put(tenant, {
      workspaceId: tenant.workspace.id,
      slug,
      visibility: 'unlisted',
      newToken: true,
    });
    const newToken = new URL(renewed.json().data.feedUrl).searchParams.get('token');
    expect(newToken).not.toBe(token);
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml?token=${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml?token=${newToken}` })).statusCode).toBe(200);

    const off = await put(tenant, { workspaceId: tenant.workspace.id, slug, visibility: 'off' });
    expect(off.json().data).toMatchObject({ visibility: 'off', indexUrl: null, feedUrl: null });
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml?token=${newToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/n/no-such-archive/feed.xml' })).statusCode).toBe(404);
  });

  it('the thumbnail as enclosure; HTML holding "]]>" and control characters still parses to the same body', () => {
    const html = '<!DOCTYPE html><p>a ]]> b\u0001</p>';
    const xml = renderFeed({
      title: 'Harbour Weekly',
      link: 'https://news.example/n/harbour/',
      selfUrl: 'https://news.example/n/harbour/feed.xml',
      description: 'Issues of Harbour Weekly',
      builtAt: new Date('2026-11-20T14:00:00Z'),
      issues: [
        {
          id: 'b3c0',
          title: 'Ferry',
          description: 'Back on Monday',
          html,
          link: 'https://news.example/n/harbour/2026-11-20',
          sentAt: new Date('2026-11-20T14:00:00Z'),
          thumbnailUrl: 'https://news.example/uploads/ferry.png?w=600',
        },
      ],
    });
    const [item] = validRss(xml).items ?? [];
    expect(item?.content?.encoded).toBe('<!DOCTYPE html><p>a ]]> b</p>');
    expect(item?.enclosures?.[0] ?? (item as { enclosure?: unknown }).enclosure).toMatchObject({
      url: 'https://news.example/uploads/ferry.png?w=600',
      type: 'image/png',
    });
    expect(item?.pubDate).toBe('Fri, 20 Nov 2026 14:00:00 GMT');
  });
});
