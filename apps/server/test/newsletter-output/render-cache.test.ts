import {
  DEFAULT_NEWSLETTER_STYLE,
  envelope,
  type NewsletterDocument,
  renderedNewsletterSchema,
  userTypeSchema,
} from '@newsletter-os/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireWorkspace } from '../../src/authz/workspace-scope';
import { adBookings, eventFeedLinks, feedItems, images, newsletters, workspaces } from '../../src/db/schema/index';
import { ok } from '../../src/lib/reply';
import { type RenderInputs, renderCacheFor, renderKeyOf } from '../../src/modules/newsletter-output/render-cache';
import { cachedRenderOf } from '../../src/modules/newsletter-output/render-service';
import { presentNewsletter } from '../../src/modules/newsletters/presenter';
import { findNewsletterAsStored } from '../../src/modules/newsletters/repository';
import type { AuthUser } from '../../src/plugins/auth';
import { buildAdBooking } from '../ad-sales/fixtures';
import { FIXTURE_30, FIXTURE_STYLE } from '../email/newsletter-fixture';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant, type UserRow } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter, lateShowDocument } from '../helpers/factories-newsletters';

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

/** A subject and preview text, so the checks left are the ones a test is about. */
const ENVELOPE = { subject: 'Harbour news', preheader: 'Ferries run late on Sunday' };

/** A link the SSRF-safe client refuses (a private address): the link check reports it without any network. */
const DEAD_LINK = 'http://127.0.0.1:9/archive';

/** An ad block placed from the booking (its feed item does not matter to the booking checks). */
const adBlockOf = (bookingId: string) => ({
  id: 'ad',
  type: 'ad' as const,
  contentType: 'feed' as const,
  sourceItemId: '00000000-0000-4000-8000-0000000000ad',
  snapshotAt: '2027-05-01T08:00:00.000Z',
  sourceUpdatedAt: '2027-05-01T08:00:00.000Z',
  bookingId,
  snapshot: { title: 'Fresh bread daily', businessName: 'Corner Bakery' },
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

/** The render service called as the route calls it, for the newsletter as stored now: the cached answer. */
async function renderStored(tenant: Tenant, id: string) {
  const scope = await requireWorkspace(t.db, authUserOf(tenant.manager), tenant.workspace.id);
  const stored = await findNewsletterAsStored(t.db, scope, id);
  if (!stored) throw new Error('newsletter not found');
  return (await cachedRenderOf(t.db, scope, t.config, presentNewsletter(stored.row), stored.documentJson)).answer;
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
    // The text kept with the entry is what the route's schema serializer makes of the same answer.
    expect(first.body).toBe(JSON.stringify(envelope(renderedNewsletterSchema).encode(ok(cached))));
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
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      style: DEFAULT_NEWSLETTER_STYLE,
      document: lateShowDocument(),
    });
    const zone = (timeZone: string, language = 'en') =>
      t.db.update(workspaces).set({ timeZone, language }).where(eq(workspaces.id, a.workspace.id));
    try {
      await zone('UTC');
      // The year shows when the issue's is another (the factory's issue date is not in 2026).
      expect((await renderStored(a, newsletter.id)).html).toMatch(/Thu 3 Dec( 2026)? · 4:32 am/);
      await zone('America/Chicago');
      expect((await renderStored(a, newsletter.id)).html).toMatch(/Wed 2 Dec( 2026)? · 10:32 pm/);
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

describe('what the render reads from the database on every call (one statement)', () => {
  it("shows a booking's change at once: the day's booking missing, then cancelled; a named one of another day", async () => {
    const day = '2027-06-01';
    const { product, company, booking } = await buildAdBooking(t.db, a.workspace.id, [day]);
    const label = `${product.name} — ${company.name}`;
    const issue = await buildNewsletter(t.db, { workspaceId: a.workspace.id, issueDate: day, ...ENVELOPE });
    expect((await renderStored(a, issue.id)).checks.map((check) => [check.id, check.message])).toEqual([
      ['ad-booking-missing', expect.stringContaining(`${label} is booked for this issue`)],
    ]);
    await t.db.update(adBookings).set({ status: 'cancelled' }).where(eq(adBookings.id, booking.id));
    expect((await renderStored(a, issue.id)).checks).toEqual([]);

    // An ad block naming a booking of another day: its label and its days come from the same statement.
    const other = await buildAdBooking(t.db, a.workspace.id, ['2027-06-03', '2027-06-02']);
    const carrier = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      issueDate: '2027-06-05',
      ...ENVELOPE,
      document: { schemaVersion: 1, blocks: [adBlockOf(other.booking.id)] },
    });
    const mismatch = (await renderStored(a, carrier.id)).checks.find((check) => check.id === 'ad-booking-mismatch');
    expect(mismatch?.message).toContain(
      `${other.product.name} — ${other.company.name} is booked for 2027-06-02 and 2027-06-03, not for this issue`,
    );
  });

  it("shows the workspace's new name and its events page at once", async () => {
    const tenant = await buildTenant(t.db);
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: tenant.workspace.id,
      style: { ...DEFAULT_NEWSLETTER_STYLE, brandLogoUrl: '/uploads/logo.png' },
    });
    expect((await renderStored(tenant, newsletter.id)).html).not.toContain('Events calendar');
    await t.db.update(workspaces).set({ name: 'Hillside Weekly' }).where(eq(workspaces.id, tenant.workspace.id));
    await t.db.insert(eventFeedLinks).values({ workspaceId: tenant.workspace.id });
    const html = (await renderStored(tenant, newsletter.id)).html;
    expect(html).toContain('alt="Hillside Weekly"');
    expect(html).toContain('Events calendar');
  });

  it("writes the logo at its size in the workspace's image library, not another workspace's", async () => {
    const tenant = await buildTenant(t.db);
    const other = await buildTenant(t.db);
    const url = `/uploads/${tenant.workspace.id}/logo-wide.png`;
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: tenant.workspace.id,
      style: { ...DEFAULT_NEWSLETTER_STYLE, brandLogoUrl: url },
    });
    const logoOf = (html: string) =>
      /<img src="[^"]*logo-wide\.png" alt="[^"]*" width="(\d+)" height="(\d+)"/.exec(html);
    const row = { storageKey: 'logo-wide.png', url, mimeType: 'image/png', sizeBytes: 1000, imageType: 'logo' };
    // Another workspace's row for the same address is never read.
    await t.db.insert(images).values({ ...row, workspaceId: other.workspace.id, width: 100, height: 100 });
    expect(logoOf((await renderStored(tenant, newsletter.id)).html)?.slice(1)).toEqual(['160', '48']);
    await t.db.insert(images).values({ ...row, workspaceId: tenant.workspace.id, width: 300, height: 150 });
    expect(logoOf((await renderStored(tenant, newsletter.id)).html)?.slice(1)).toEqual(['160', '80']);
  });

  it("reads a feed item's update time as the content manager answers it, to the millisecond", async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, title: 'Harbour fair' });
    // Microseconds in the database, as now() stores them: the block carries the time as the item was answered.
    await t.db.execute(sql`update feed_items set updated_at = '2026-10-08 08:00:00.123456+00' where id = ${item.id}`);
    const [answered] = await t.db.select().from(feedItems).where(eq(feedItems.id, item.id));
    const sourceUpdatedAt = answered?.updatedAt.toISOString() ?? '';
    expect(sourceUpdatedAt).toBe('2026-10-08T08:00:00.123Z');
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      ...ENVELOPE,
      document: {
        schemaVersion: 1,
        blocks: [
          {
            id: 'fair',
            type: 'article',
            contentType: 'feed',
            sourceItemId: item.id,
            snapshotAt: sourceUpdatedAt,
            sourceUpdatedAt,
            snapshot: { title: 'Harbour fair', link: 'https://example.com/fair' },
          },
        ],
      },
    });
    expect((await renderStored(a, newsletter.id)).checks).toEqual([]);
    await t.db.execute(sql`update feed_items set updated_at = '2026-10-08 08:00:00.124+00' where id = ${item.id}`);
    expect((await renderStored(a, newsletter.id)).checks.map((check) => check.id)).toEqual(['feed-changed']);
  });

  it('adds the link check to a cached render when asked, fresh each time, and leaves the cached answer as it was', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      document: {
        schemaVersion: 1,
        blocks: [
          {
            id: 'body',
            type: 'paragraph',
            content: [{ type: 'text', text: 'Our archive', marks: [{ type: 'link', attrs: { href: DEAD_LINK } }] }],
          },
        ],
      },
    });
    const checkIds = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/newsletters/${newsletter.id}/render?workspaceId=${a.workspace.id}${query}`,
        headers: headersA,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.checks as { id: string }[]).map((check) => check.id);
    };
    expect(await checkIds('')).not.toContain('unreachable-links');
    expect(await checkIds('&checkLinks=true')).toContain('unreachable-links');
    expect(await checkIds('')).not.toContain('unreachable-links');
    expect(await checkIds('&checkLinks=true')).toContain('unreachable-links');
  });
});

describe('the render cache key', () => {
  const inputs: RenderInputs = {
    workspaceId: '00000000-0000-4000-8000-0000000000aa',
    newsletter: { ...FIXTURE_30, style: FIXTURE_STYLE },
    documentJson: JSON.stringify(FIXTURE_30.document),
    identity: { publicationName: 'Riverside News', language: 'en', timeZone: 'Europe/London', eventsFeedUrl: null },
    feedItems: new Map([['item', { updatedAt: '2026-10-08T08:00:00.000Z', archived: false }]]),
    adBookings: [{ id: 'booking', label: 'Presenting sponsor — Bakery', status: 'confirmed', dates: ['2026-10-10'] }],
    imageSizes: new Map([['/uploads/logo.png', { width: 300, height: 150 }]]),
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
        documentJson: JSON.stringify({ ...FIXTURE_30.document, blocks: FIXTURE_30.document.blocks.slice(1) }),
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
      { ...inputs, imageSizes: new Map([['/uploads/logo.png', { width: 300, height: 100 }]]) },
    ];
    const keys = new Set([inputs, ...variants].map(renderKeyOf));
    expect(keys.size).toBe(variants.length + 1);
  });
});
