import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const origin = () => t.config.APP_URL.replace(/\/+$/, '');
const meta = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html)?.[1];

async function archiveWithIssue(
  visibility: 'public' | 'unlisted',
  values: Partial<typeof newsletters.$inferInsert> = {},
) {
  const tenant: Tenant = await buildTenant(t.db);
  const slug = `pages-${randomUUID().slice(0, 8)}`;
  const saved = await as(t, tenant.admin, {
    method: 'PUT',
    url: '/api/v1/workspace-archive/',
    payload: { workspaceId: tenant.workspace.id, slug, visibility },
  });
  const newsletter = await buildNewsletter(t.db, {
    workspaceId: tenant.workspace.id,
    status: 'planned',
    subject: 'Ferry "returns" Monday',
    preheader: 'Timetables & fares inside',
    ...values,
  });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
    .where(eq(newsletters.id, newsletter.id));
  const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('published');
  return { tenant, slug, newsletter, indexUrl: String(saved.json().data.indexUrl) };
}

describe('GET /n/{slug}/{date}: an issue as a web page', () => {
  it('the sent email with Open Graph, Twitter card, canonical URL and NewsArticle JSON-LD; cached; no cookie', async () => {
    const { slug, newsletter } = await archiveWithIssue('public');
    const res = await t.app.inject({ method: 'GET', url: `/n/${slug}/${newsletter.issueDate}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['set-cookie']).toBeUndefined();
    const html = res.body;
    const pageUrl = `${origin()}/n/${slug}/${newsletter.issueDate}`;
    expect(html).toContain('<title>Ferry &quot;returns&quot; Monday</title>');
    expect(meta(html, 'property', 'og:title')).toBe('Ferry &quot;returns&quot; Monday');
    expect(meta(html, 'property', 'og:description')).toBe('Timetables &amp; fares inside');
    expect(meta(html, 'property', 'og:url')).toBe(pageUrl);
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
    expect(html).toContain(`<link rel="canonical" href="${pageUrl}">`);
    expect(html).not.toContain('name="robots"');
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Ferry "returns" Monday',
      description: 'Timetables & fares inside',
      url: pageUrl,
    });
    expect(html).toContain('Hello readers');
    expect(html).toContain(`href="${origin()}/n/${slug}/"`);

    const again = await t.app.inject({
      method: 'GET',
      url: `/n/${slug}/${newsletter.issueDate}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a day without an issue, a malformed date and an issue before its minute are 404', async () => {
    const { slug, tenant } = await archiveWithIssue('public');
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/2020-01-01` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/yesterday` })).statusCode).toBe(404);
    const later = await buildNewsletter(t.db, {
      workspaceId: tenant.workspace.id,
      status: 'scheduled',
      scheduledAt: new Date(Date.now() + 3_600_000),
    });
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/${later.issueDate}` })).statusCode).toBe(404);
  });
});

describe('GET /n/{slug}/: the index', () => {
  it('lists the issues newest first with the feed linked; unlisted pages carry noindex and keep the token', async () => {
    const { slug, newsletter, indexUrl, tenant } = await archiveWithIssue('unlisted');
    const token = new URL(indexUrl).searchParams.get('token') ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}/` })).statusCode).toBe(404);
    // Typed without its last slash, the address still finds the index.
    expect((await t.app.inject({ method: 'GET', url: `/n/${slug}?token=${token}` })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: `/n/${slug}/?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain(
      `type="application/rss+xml" title="${tenant.workspace.name}" href="${origin()}/n/${slug}/feed.xml?token=${token}">`,
    );
    expect(res.body).toContain(`href="${origin()}/n/${slug}/feed.xml?token=${token}">RSS feed</a>`);
    expect(res.body).toContain(`href="${origin()}/n/${slug}/${newsletter.issueDate}?token=${token}"`);
    const issue = await t.app.inject({ method: 'GET', url: `/n/${slug}/${newsletter.issueDate}?token=${token}` });
    expect(issue.statusCode).toBe(200);
    expect(issue.body).toContain('<meta name="robots" content="noindex">');
    // The canonical address never carries the token.
    expect(issue.body).toContain(`<link rel="canonical" href="${origin()}/n/${slug}/${newsletter.issueDate}">`);
  });
});

describe('the web title and the chosen picture (docs/decisions/0056)', () => {
  const picture = (id: string, src: string) => ({
    id,
    type: 'image' as const,
    src,
    alt: `Picture ${id}`,
    decorative: false,
  });

  it('head the issue page, the index and the feed item, as og:image and enclosure', async () => {
    const chosen = 'https://images.harbour.example/lighthouse.jpg';
    const { slug, newsletter } = await archiveWithIssue('public', {
      webTitle: 'The ferry is back on Monday',
      thumbnailUrl: chosen,
      document: {
        schemaVersion: 1,
        blocks: [picture('first', 'https://images.harbour.example/ferry.jpg'), picture('second', chosen)],
      },
    });
    const page = (await t.app.inject({ method: 'GET', url: `/n/${slug}/${newsletter.issueDate}` })).body;
    expect(page).toContain('<title>The ferry is back on Monday</title>');
    expect(meta(page, 'property', 'og:title')).toBe('The ferry is back on Monday');
    expect(meta(page, 'name', 'twitter:title')).toBe('The ferry is back on Monday');
    expect(meta(page, 'property', 'og:image')).toBe(chosen);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '{}');
    expect(ld).toMatchObject({ headline: 'The ferry is back on Monday', image: [chosen] });

    const index = (await t.app.inject({ method: 'GET', url: `/n/${slug}/` })).body;
    expect(index).toContain('<span class="title">The ferry is back on Monday</span>');
    const feed = (await t.app.inject({ method: 'GET', url: `/n/${slug}/feed.xml` })).body;
    expect(feed).toContain('<title>The ferry is back on Monday</title>');
    expect(feed).toContain(`<enclosure url="${chosen}" length="0" type="image/jpeg"/>`);
  });
});
