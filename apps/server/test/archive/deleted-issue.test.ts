import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveTombstones, newsletters, workspaces } from '../../src/db/schema/index';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';

// A published issue whose row is deleted leaves its day's tombstone: the archive answers 410 Gone there (a plain
// page, no cookie), and the index and the feed no longer list it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function publishedIssue(tenant: Tenant, issueDate: string, subject: string) {
  const newsletter = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, status: 'planned', issueDate });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date(`${issueDate}T08:00:00Z`), subject })
    .where(eq(newsletters.id, newsletter.id));
  const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('published');
  return newsletter;
}

async function archive(visibility: 'public' | 'unlisted') {
  const tenant = await buildTenant(t.db);
  const slug = `gone-${randomUUID().slice(0, 8)}`;
  const saved = await as(t, tenant.admin, {
    method: 'PUT',
    url: '/api/v1/workspace-archive/',
    payload: { workspaceId: tenant.workspace.id, slug, visibility },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const query = new URL(String(saved.json().data.indexUrl)).search;
  return { tenant, slug, query };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('a deleted issue in the archive', () => {
  it('answers 410 with a plain page and no cookie; the index and the feed drop it', async () => {
    const { tenant, slug, query } = await archive('unlisted');
    const kept = await publishedIssue(tenant, '2026-02-02', 'Kept issue');
    const removed = await publishedIssue(tenant, '2026-02-09', 'Removed issue');
    expect((await get(`/n/${slug}/2026-02-09${query}`)).statusCode).toBe(200);

    await t.db.delete(newsletters).where(eq(newsletters.id, removed.id));

    const page = await get(`/n/${slug}/2026-02-09${query}`);
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<h1 style="font-size:1.5rem;margin:0 0 .5rem">This issue was removed</h1>');
    expect(page.body).toContain(`href="${t.config.APP_URL.replace(/\/+$/, '')}/n/${slug}/${query}"`);
    expect(page.body).not.toContain('Removed issue');

    const index = await get(`/n/${slug}/${query}`);
    expect(index.body).toContain('Kept issue');
    expect(index.body).not.toContain('Removed issue');
    const feed = await get(`/n/${slug}/feed.xml${query}`);
    expect(feed.body).toContain(`<guid isPermaLink="false">${kept.id}</guid>`);
    expect(feed.body).not.toContain(removed.id);
    // Without the token an unlisted archive stays closed, deleted issue or not.
    expect((await get(`/n/${slug}/2026-02-09`)).statusCode).toBe(404);
  });

  it('a deleted draft leaves no tombstone: its day is a plain 404', async () => {
    const { tenant, slug } = await archive('public');
    const draft = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, issueDate: '2026-02-16' });
    await t.db.delete(newsletters).where(eq(newsletters.id, draft.id));
    expect((await get(`/n/${slug}/2026-02-16`)).statusCode).toBe(404);
  });

  it('a new issue published on that day takes the address back', async () => {
    const { tenant, slug } = await archive('public');
    const first = await publishedIssue(tenant, '2026-02-23', 'First take');
    await t.db.delete(newsletters).where(eq(newsletters.id, first.id));
    expect((await get(`/n/${slug}/2026-02-23`)).statusCode).toBe(410);
    await publishedIssue(tenant, '2026-02-23', 'Second take');
    const page = await get(`/n/${slug}/2026-02-23`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Second take');
  });

  it('deleting a whole workspace still works and leaves nothing behind', async () => {
    const { tenant } = await archive('public');
    await publishedIssue(tenant, '2026-03-02', 'Last issue');
    await t.db.delete(workspaces).where(eq(workspaces.id, tenant.workspace.id));
    const left = await t.db
      .select()
      .from(archiveTombstones)
      .where(and(eq(archiveTombstones.workspaceId, tenant.workspace.id)));
    expect(left).toEqual([]);
  });
});
