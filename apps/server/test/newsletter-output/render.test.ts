import { DEFAULT_NEWSLETTER_STYLE, renderedNewsletterSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter, fullDocument, lateShowDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.manager);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, withToken = true) => t.app.inject({ method: 'GET', url, headers: withToken ? headers : {} });
const renderUrl = (id: string, query = `workspaceId=${a.workspace.id}`) => `/api/v1/newsletters/${id}/render?${query}`;

describe('GET /api/v1/newsletters/{id}/render', () => {
  it('answers the email HTML, plain text, figures and checks in the exact shape', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      subject: 'Bridge reopens',
      preheader: 'And more this week',
      document: fullDocument(),
      style: { ...DEFAULT_NEWSLETTER_STYLE, brandLogoUrl: '/uploads/logos/riverside.png' },
    });
    const res = await get(renderUrl(newsletter.id));
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(shapeDifferences(data, renderedNewsletterSchema)).toEqual([]);
    expect(data.html).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr"/);
    expect(data.html).toContain('And more this week');
    // Beside it, the same newsletter as Beehiiv will send it: no head or stylesheet, the preheader beside the body.
    expect(data.beehiiv.html).toMatch(/^<div lang="en" dir="ltr"><table role="presentation"/);
    expect(data.beehiiv.html).not.toMatch(/<style|<head|<!DOCTYPE|And more this week/);
    expect(data.beehiiv).toMatchObject({ previewText: 'And more this week', subjectLine: 'Bridge reopens' });
    expect(data.beehiiv.bytes).toBe(Buffer.byteLength(data.beehiiv.html));
    // The logo is named after the workspace and served from the product's own address.
    expect(data.html).toContain(`src="http://localhost:3000/uploads/logos/riverside.png" alt="${a.workspace.name}"`);
    expect(data.text).toContain('This week in Riverside');
    expect(data.stats).toEqual({
      bytes: Buffer.byteLength(data.html),
      estimatedBytesAfterLinkRewriting: expect.any(Number),
      links: expect.any(Number),
      images: expect.any(Number),
    });
    expect(data.stats.links).toBeGreaterThan(5);
    // The demo document's event lies before this issue date and its source items do not exist here.
    expect(data.checks.map((check: { id: string }) => check.id)).toEqual(
      expect.arrayContaining(['event-ended', 'feed-changed']),
    );
  });

  it('carries the workspace language and its direction on <html> and the first wrapper', async () => {
    const arabic = await buildWorkspace(t.db, {
      businessId: a.business.id,
      memberIds: [a.manager.id],
      language: 'ar',
    });
    const newsletter = await buildNewsletter(t.db, { workspaceId: arabic.id, document: fullDocument() });
    const res = await get(renderUrl(newsletter.id, `workspaceId=${arabic.id}`));
    expect(res.statusCode, res.body).toBe(200);
    const { html } = res.json().data;
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    expect(html).toContain('<div lang="ar" dir="rtl" role="article"');
  });

  it('prints event times in the workspace zone in the HTML and the plain text', async () => {
    const chicago = await buildWorkspace(t.db, {
      businessId: a.business.id,
      memberIds: [a.manager.id],
      timeZone: 'America/Chicago',
    });
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: chicago.id,
      issueDate: '2026-12-03',
      document: lateShowDocument(),
    });
    const res = await get(renderUrl(newsletter.id, `workspaceId=${chicago.id}`));
    expect(res.statusCode, res.body).toBe(200);
    const { html, text, checks } = res.json().data;
    expect(html).toContain('Wed 2 Dec · 10:32 pm · Town Hall');
    expect(text).toContain('Wed 2 Dec · 10:32 pm · Town Hall');
    // For a Thursday issue the Wednesday-night show is over in Chicago, though in UTC it is on Thursday.
    expect(checks.map((check: { id: string }) => check.id)).toContain('event-ended');
  });

  it('warns about a feed block whose item changed in the content manager since it was added', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: a.workspace.id, title: 'Market day' });
    const addedAt = new Date(item.updatedAt.getTime() - 60_000).toISOString();
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      subject: 'Market day',
      preheader: 'Stalls from 8 am',
      style: DEFAULT_NEWSLETTER_STYLE,
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
    const res = await get(renderUrl(newsletter.id));
    expect(res.json().data.checks).toEqual([
      { id: 'feed-changed', severity: 'warning', message: expect.stringContaining('Refresh'), blockIds: ['story'] },
    ]);
  });

  it('finds no problem in a short newsletter with a subject and preview text', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      subject: 'Harbour news',
      preheader: 'Ferries run late on Sunday',
    });
    expect((await get(renderUrl(newsletter.id))).json().data.checks).toEqual([]);
  });

  it('warns about an empty subject and preview text', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, subject: '', preheader: '' });
    const checks = (await get(renderUrl(newsletter.id))).json().data.checks;
    expect(checks.map((check: { id: string; severity: string }) => [check.id, check.severity])).toEqual([
      ['empty-subject', 'warning'],
      ['empty-preheader', 'warning'],
    ]);
  });

  it('refuses without a token, with bad input, and from another workspace', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id });
    expect((await get(renderUrl(newsletter.id), false)).statusCode).toBe(401);
    expectInvalidField(await get(renderUrl(newsletter.id, 'workspaceId=nope')), 'workspaceId');
    expectInvalidField(
      await get(renderUrl(newsletter.id, `workspaceId=${a.workspace.id}&checkLinks=maybe`)),
      'checkLinks',
    );
    expectInvalidField(await get(`/api/v1/newsletters/nope/render?workspaceId=${a.workspace.id}`), 'id');
    const other = await buildWorkspace(t.db, { businessId: a.business.id });
    const elsewhere = await get(renderUrl(newsletter.id, `workspaceId=${other.id}`));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(newsletter.title);
  });
});
