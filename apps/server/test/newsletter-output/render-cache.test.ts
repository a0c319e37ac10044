import { DEFAULT_NEWSLETTER_STYLE, type NewsletterDocument, userTypeSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireWorkspace } from '../../src/authz/workspace-scope';
import { feedItems, newsletters, workspaces } from '../../src/db/schema/index';
import { type RenderInputs, renderCacheFor, renderKeyOf } from '../../src/modules/newsletter-output/render-cache';
import { renderWithChecks } from '../../src/modules/newsletter-output/render-service';
import { presentNewsletter } from '../../src/modules/newsletters/presenter';
import type { AuthUser } from '../../src/plugins/auth';
import { FIXTURE_30, FIXTURE_STYLE } from '../email/newsletter-fixture';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant, type UserRow } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';

// The render cache: a repeat of an unchanged newsletter is answered from it, and any change to what the email is
// made from (the newsletter, its look, the workspace's language and zone, the feed items and bookings) is not.

let t: TestApp;
let a: Tenant;
let b: Tenant;
let headersA: { authorization: string };
let headersB: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  headersA = await authHeader(t.tokens, a.manager);
  headersB = await authHeader(t.tokens, b.manager);
});
afterAll(async () => {
  await t.close();
});

const render = (tenant: Tenant, id: string, headers: { authorization: string }) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/newsletters/${id}/render?workspaceId=${tenant.workspace.id}`,
    headers,
  });

const authUserOf = (user: UserRow, businessName: string | null = null): AuthUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  userType: userTypeSchema.parse(user.userType),
  gender: user.gender,
  businessId: user.businessId,
  businessName,
  sessionVersion: user.sessionVersion,
});

/** The render service called as the route calls it, for the newsletter as stored now. */
async function renderStored(tenant: Tenant, id: string) {
  const scope = await requireWorkspace(t.db, authUserOf(tenant.manager), tenant.workspace.id);
  const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new Error('newsletter not found');
  return renderWithChecks(t.db, scope, t.config, presentNewsletter(row), {
    checkLinks: false,
    publicationName: tenant.workspace.name,
  });
}

/** The 30-block quality fixture stored in the tenant's workspace, on an issue date of its own unless given. */
const fixtureNewsletter = (tenant: Tenant, values: Partial<typeof newsletters.$inferInsert> = {}) => {
  const { issueDate: _fixtureDate, ...fixture } = FIXTURE_30;
  return buildNewsletter(t.db, { workspaceId: tenant.workspace.id, ...fixture, style: FIXTURE_STYLE, ...values });
};

describe('the render cache', () => {
  it('answers a repeat of an unchanged newsletter from the cache: the same answer, byte for byte', async () => {
    const newsletter = await fixtureNewsletter(a);
    const cache = renderCacheFor(t.config);
    const first = await render(a, newsletter.id, headersA);
    expect(first.statusCode, first.body).toBe(200);
    const entries = cache.size;
    const again = await render(a, newsletter.id, headersA);
    expect(again.body).toBe(first.body);
    expect(cache.size).toBe(entries);
    // The service hands out the very answer it cached (frozen, as every caller shares it).
    const cached = await renderStored(a, newsletter.id);
    expect(await renderStored(a, newsletter.id)).toBe(cached);
    expect(Object.isFrozen(cached.checks)).toBe(true);
    expect(JSON.parse(first.body).data).toEqual(cached);
  });

  it('renders again after an edit to the document, the subject or the look', async () => {
    const newsletter = await fixtureNewsletter(a);
    const before = await renderStored(a, newsletter.id);
    const document: NewsletterDocument = {
      ...FIXTURE_30.document,
      blocks: [{ id: 'added', type: 'paragraph', content: [{ type: 'text', text: 'A late addition' }] }],
    };
    await t.db.update(newsletters).set({ document }).where(eq(newsletters.id, newsletter.id));
    const edited = await renderStored(a, newsletter.id);
    expect(edited).not.toBe(before);
    expect(edited.html).toContain('A late addition');
    expect(before.html).not.toContain('A late addition');

    await t.db.update(newsletters).set({ subject: 'A new subject' }).where(eq(newsletters.id, newsletter.id));
    expect((await renderStored(a, newsletter.id)).beehiiv.subjectLine).toBe('A new subject');

    await t.db
      .update(newsletters)
      .set({ style: { ...FIXTURE_STYLE, headerText: 'Riverside News · now on Sundays' } })
      .where(eq(newsletters.id, newsletter.id));
    expect((await renderStored(a, newsletter.id)).html).toContain('Riverside News · now on Sundays');
  });

  it("renders again when the workspace's zone or language changes", async () => {
    const at = '2026-12-03T04:32:00.000Z';
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      style: DEFAULT_NEWSLETTER_STYLE,
      document: {
        schemaVersion: 1,
        blocks: [
          {
            id: 'show',
            type: 'event',
            contentType: 'feed',
            sourceItemId: '00000000-0000-4000-8000-000000000001',
            snapshotAt: at,
            sourceUpdatedAt: at,
            snapshot: { title: 'Late show', startsAt: at, venue: 'Town Hall', link: 'https://example.com/show' },
          },
        ],
      },
    });
    const zone = (timeZone: string, language = 'en') =>
      t.db.update(workspaces).set({ timeZone, language }).where(eq(workspaces.id, a.workspace.id));
    try {
      await zone('UTC');
      expect((await renderStored(a, newsletter.id)).html).toContain('Thu 3 Dec · 4:32 am');
      await zone('America/Chicago');
      expect((await renderStored(a, newsletter.id)).html).toContain('Wed 2 Dec · 10:32 pm');
      await zone('America/Chicago', 'ar');
      expect((await renderStored(a, newsletter.id)).html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    } finally {
      await zone('UTC');
    }
  });

  it('finds a feed item archived since the last render: the database state is part of the key', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, title: 'Market day' });
    const addedAt = item.updatedAt.toISOString();
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      subject: 'Market day',
      preheader: 'Stalls from 8 am',
      document: {
        schemaVersion: 1,
        blocks: [
          {
            id: 'story',
            type: 'article',
            contentType: 'feed',
            sourceItemId: item.id,
            snapshotAt: addedAt,
            sourceUpdatedAt: addedAt,
            snapshot: { title: 'Market day', link: 'https://example.com/market' },
          },
        ],
      },
    });
    expect((await renderStored(a, newsletter.id)).checks).toEqual([]);
    await t.db.update(feedItems).set({ feedStatus: 'archived' }).where(eq(feedItems.id, item.id));
    const checks = (await renderStored(a, newsletter.id)).checks;
    expect(checks.map((check) => [check.id, check.blockIds])).toEqual([['feed-changed', ['story']]]);
  });

  it("keeps workspaces apart: the same newsletter in another workspace is rendered with that workspace's name", async () => {
    const ours = await fixtureNewsletter(a, { style: { ...FIXTURE_STYLE, brandLogoUrl: '/uploads/logo.png' } });
    const theirs = await fixtureNewsletter(b, {
      issueDate: ours.issueDate,
      style: { ...FIXTURE_STYLE, brandLogoUrl: '/uploads/logo.png' },
    });
    const ourHtml = (await render(a, ours.id, headersA)).json().data.html as string;
    const theirHtml = (await render(b, theirs.id, headersB)).json().data.html as string;
    expect(ourHtml).toContain(`alt="${a.workspace.name}"`);
    expect(theirHtml).toContain(`alt="${b.workspace.name}"`);
    expect(theirHtml).not.toContain(a.workspace.name);
    // A cached render is no way into another business's newsletter.
    const across = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/${ours.id}/render?workspaceId=${a.workspace.id}`,
      headers: headersB,
    });
    expect(across.statusCode).toBe(404);
    expect(across.body).not.toContain(ours.title);
  });
});

describe('the render cache key', () => {
  const inputs: RenderInputs = {
    workspaceId: '00000000-0000-4000-8000-0000000000aa',
    newsletter: { ...FIXTURE_30, style: FIXTURE_STYLE },
    identity: { publicationName: 'Riverside News', language: 'en', timeZone: 'Europe/London', eventsFeedUrl: null },
    feedItems: new Map([['item', { updatedAt: '2026-10-08T08:00:00.000Z', archived: false }]]),
    adBookings: [{ id: 'booking', label: 'Presenting sponsor — Bakery', status: 'confirmed', dates: ['2026-10-10'] }],
  };

  it('is the same for equal inputs, whatever objects carry them', () => {
    expect(renderKeyOf(structuredClone(inputs))).toBe(renderKeyOf(inputs));
  });

  it('changes with every input the render and the checks read', () => {
    const variants: RenderInputs[] = [
      { ...inputs, workspaceId: '00000000-0000-4000-8000-0000000000bb' },
      { ...inputs, newsletter: { ...inputs.newsletter, title: 'Another title' } },
      { ...inputs, newsletter: { ...inputs.newsletter, subject: 'Another subject' } },
      { ...inputs, newsletter: { ...inputs.newsletter, preheader: 'Another preheader' } },
      { ...inputs, newsletter: { ...inputs.newsletter, issueDate: '2026-10-11' } },
      {
        ...inputs,
        newsletter: {
          ...inputs.newsletter,
          document: { ...inputs.newsletter.document, blocks: inputs.newsletter.document.blocks.slice(1) },
        },
      },
      { ...inputs, newsletter: { ...inputs.newsletter, style: { ...FIXTURE_STYLE, accentColor: '#000000' } } },
      { ...inputs, identity: { ...inputs.identity, publicationName: 'Hillside News' } },
      { ...inputs, identity: { ...inputs.identity, language: 'ar' } },
      { ...inputs, identity: { ...inputs.identity, timeZone: 'America/Chicago' } },
      { ...inputs, identity: { ...inputs.identity, eventsFeedUrl: 'https://news.example.com/events' } },
      { ...inputs, feedItems: new Map([['item', { updatedAt: '2026-10-08T08:00:00.000Z', archived: true }]]) },
      { ...inputs, feedItems: new Map() },
      {
        ...inputs,
        adBookings: [{ ...(inputs.adBookings[0] as RenderInputs['adBookings'][number]), status: 'cancelled' }],
      },
      { ...inputs, adBookings: [] },
    ];
    const keys = new Set([inputs, ...variants].map(renderKeyOf));
    expect(keys.size).toBe(variants.length + 1);
  });
});
