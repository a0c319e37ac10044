import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterPublications, newsletters, workspaces } from '../../src/db/schema/index';
import { CATALOGUES, EMAIL_LANGUAGES } from '../../src/email/messages';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';

// "View in browser" at the top of the email leads to the issue's archive page: with the token while the archive is
// unlisted, absent while it is off. Beehiiv adds its own, so its body never carries ours.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const origin = () => t.config.APP_URL.replace(/\/+$/, '');

async function tenantWithArchive(visibility: 'public' | 'unlisted' | 'off' | null) {
  const tenant: Tenant = await buildTenant(t.db);
  const slug = `web-${randomUUID().slice(0, 8)}`;
  let indexUrl: string | null = null;
  if (visibility) {
    const saved = await as(t, tenant.admin, {
      method: 'PUT',
      url: '/api/v1/workspace-archive/',
      payload: { workspaceId: tenant.workspace.id, slug, visibility },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    indexUrl = saved.json().data.indexUrl;
  }
  const newsletter = await buildNewsletter(t.db, {
    workspaceId: tenant.workspace.id,
    status: 'planned',
    issueDate: '2026-03-09',
  });
  return { tenant, slug, newsletter, indexUrl };
}

async function render(tenant: Tenant, newsletterId: string) {
  const res = await as(t, tenant.user, {
    method: 'GET',
    url: `/api/v1/newsletters/${newsletterId}/render?workspaceId=${tenant.workspace.id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { html: string; text: string; beehiiv: { html: string } };
}

const linkIn = (html: string) =>
  /<div class="nl-web-version"[^>]*><a href="([^"]*)"[^>]*>([^<]*)<\/a><\/div>/.exec(html)?.slice(1, 3);

describe('"View in browser" in the email', () => {
  it('public archive: the issue page, above the content, in the plain text too, never in the Beehiiv body', async () => {
    const { tenant, slug, newsletter } = await tenantWithArchive('public');
    const rendered = await render(tenant, newsletter.id);
    const url = `${origin()}/n/${slug}/2026-03-09`;
    expect(linkIn(rendered.html)).toEqual([url, 'View in browser']);
    // Before the content column: the first thing a reader sees.
    expect(rendered.html.indexOf('nl-web-version')).toBeLessThan(rendered.html.indexOf('class="nl-content"'));
    expect(rendered.text.split('\n')[0]).toBe(`View in browser: ${url}`);
    expect(rendered.beehiiv.html).not.toContain('View in browser');
    expect(rendered.beehiiv.html).not.toContain(`/n/${slug}/`);
  });

  it('unlisted archive: the page address carries the archive token', async () => {
    const { tenant, slug, newsletter, indexUrl } = await tenantWithArchive('unlisted');
    const token = new URL(String(indexUrl)).searchParams.get('token') ?? '';
    expect(token).not.toBe('');
    const rendered = await render(tenant, newsletter.id);
    expect(linkIn(rendered.html)).toEqual([`${origin()}/n/${slug}/2026-03-09?token=${token}`, 'View in browser']);
  });

  it('archive off, or never set up: no link at all', async () => {
    for (const visibility of ['off', null] as const) {
      const { tenant, newsletter } = await tenantWithArchive(visibility);
      const rendered = await render(tenant, newsletter.id);
      expect(rendered.html).not.toContain('nl-web-version');
      expect(rendered.html).not.toContain('View in browser');
      expect(rendered.text).not.toContain('View in browser');
    }
  });

  it("is in the workspace's language", async () => {
    const { tenant, newsletter } = await tenantWithArchive('public');
    await t.db.update(workspaces).set({ language: 'es' }).where(eq(workspaces.id, tenant.workspace.id));
    expect(linkIn((await render(tenant, newsletter.id)).html)?.[1]).toBe('Ver en el navegador');
  });

  it('every email language has its own words for it', () => {
    const labels = EMAIL_LANGUAGES.map((language) => CATALOGUES[language].viewInBrowser);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(EMAIL_LANGUAGES.length);
  });

  it('the sent email keeps it; the archive page it leads to leaves it out', async () => {
    const { tenant, slug, newsletter } = await tenantWithArchive('public');
    const token = randomUUID();
    await t.db
      .update(newsletters)
      .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date('2026-03-09T08:00:00Z') })
      .where(eq(newsletters.id, newsletter.id));
    const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
    expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('published');
    const [sent] = await t.db
      .select({ html: newsletterPublications.html })
      .from(newsletterPublications)
      .where(eq(newsletterPublications.newsletterId, newsletter.id));
    expect(linkIn(sent?.html ?? '')).toEqual([`${origin()}/n/${slug}/2026-03-09`, 'View in browser']);
    const page = await t.app.inject({ method: 'GET', url: `/n/${slug}/2026-03-09` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).not.toContain('View in browser');
    expect(page.body).toContain('nl-content');
  });
});
