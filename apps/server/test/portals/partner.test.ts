import { partnerUploadPageSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, portalSubmissions } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, buildUser, type Tenant } from '../helpers/factories';
import { buildTag, makeImage, multipart } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';
import { PORTAL_TEST_ENV } from './helpers';

let t: TestApp;
let a: Tenant;
let partner: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
  partner = await authHeader(t.tokens, a.partner);
});
afterAll(async () => {
  await t.close();
});

function upload(fields: Record<string, string | string[]>, headers = partner, image?: Buffer) {
  const form = multipart(
    { workspaceId: a.workspace.id, ...fields },
    image ? [{ field: 'image', filename: 'p.png', contentType: 'image/png', bytes: image }] : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/partner-content/upload/',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const list = (query = '', headers = partner) =>
  t.app.inject({ method: 'GET', url: `/api/v1/partner-content/list/?workspaceId=${a.workspace.id}${query}`, headers });

describe('partner content', () => {
  it('GET /partner-content/upload/ answers the workspace tags to choose from', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id, name: 'Sport', color: '#112233' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/partner-content/upload/?workspace_id=${a.workspace.id}`,
      headers: partner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ tags: [{ tagId: tag.id, name: 'Sport', color: '#112233' }] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/partner-content/upload/', headers: partner });
    expectInvalidField(bad, 'workspace_id');
  });

  it('POST /partner-content/upload/ creates a pending item and answers its trackingId', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const res = await upload(
      { title: 'Match report', text: 'We won 3-1.', tagIds: [tag.id], imageAlt: 'The team' },
      partner,
      await makeImage('png'),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Submission Successful!' },
      data: { trackingId: expect.stringMatching(/^SUB-/), status: 'pending' },
    });
    const [row] = await t.db
      .select({ item: feedItems, submission: portalSubmissions })
      .from(portalSubmissions)
      .innerJoin(feedItems, eq(feedItems.id, portalSubmissions.itemId))
      .where(eq(portalSubmissions.trackingId, res.json().data.trackingId));
    expect(row?.item).toMatchObject({
      feedType: 'ugc',
      feedStatus: 'pending',
      source: 'Partner upload',
      createdById: a.partner.id,
    });
    expect(row?.submission).toMatchObject({ origin: 'partner', submittedById: a.partner.id, imageAlt: 'The team' });
    expect(expectInvalidField(await upload({ text: 'No title' }), 'title')).toBeTruthy();
  });

  it('a link typed without https:// gets it, as the business website does; a login-like link is refused', async () => {
    const res = await upload({ title: 'Market day', text: 'Stalls', link: 'example.com/market' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ link: feedItems.link })
      .from(portalSubmissions)
      .innerJoin(feedItems, eq(feedItems.id, portalSubmissions.itemId))
      .where(eq(portalSubmissions.trackingId, res.json().data.trackingId));
    expect(row?.link).toBe('https://example.com/market');
    expectInvalidField(await upload({ title: 'Mail', text: 'x', link: 'mailto:a@b.com' }), 'link');
  });

  it('GET /partner-content/list/ lists only the caller’s own uploads, 20 a page, searchable', async () => {
    const other = await buildUser(t.db, {
      businessId: a.business.id,
      userType: 'partner',
      workspaceIds: [a.workspace.id],
    });
    await upload({ title: 'Theirs, not mine', text: 'x' }, await authHeader(t.tokens, other));
    await upload({ title: 'Bake sale', text: 'Cakes' });
    const res = await list();
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(shapeDifferences(page, partnerUploadPageSchema)).toEqual([]);
    expect(page.pageSize).toBe(20);
    const titles = page.results.map((r: { title: string }) => r.title);
    expect(titles).toContain('Bake sale');
    expect(titles).not.toContain('Theirs, not mine');
    expect(res.body).not.toContain('Theirs');
    const searched = (await list('&search=bake')).json().data.results;
    expect(searched.map((r: { title: string }) => r.title)).toEqual(['Bake sale']);
  });

  it('DELETE /partner-content/delete/ withdraws one of the caller’s own; another’s is not found', async () => {
    const mine = (await upload({ title: 'Withdraw me', text: 'x' })).json().data.trackingId;
    const other = await buildUser(t.db, {
      businessId: a.business.id,
      userType: 'partner',
      workspaceIds: [a.workspace.id],
    });
    const theirs = (await upload({ title: 'Keep me', text: 'x' }, await authHeader(t.tokens, other))).json().data
      .trackingId;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/partner-content/delete/?trackingId=${theirs}`,
      headers: partner,
    });
    expect(refused.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/partner-content/delete/?trackingId=${mine}`,
      headers: partner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'Upload withdrawn' }, data: null });
    const row = (await list('&search=Withdraw')).json().data.results[0];
    expect(row.status).toBe('withdrawn');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/partner-content/delete/?trackingId=${mine}`,
      headers: partner,
    });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/partner-content/delete/?trackingId=x',
      headers: partner,
    });
    expectInvalidField(bad, 'trackingId');
  });

  it('a plain user may not upload (403); staff see partner uploads in the queue', async () => {
    const res = await upload({ title: 'Nope', text: 'x' }, await authHeader(t.tokens, a.user));
    expect(res.statusCode).toBe(403);
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}&pageSize=100`,
      headers: await authHeader(t.tokens, a.user),
    });
    expect(queue.json().data.results.some((r: { origin: string }) => r.origin === 'partner')).toBe(true);
  });
});

describe('partner mails and withdrawals', () => {
  const moderate = (id: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/submissions/${id}/moderate/`,
      headers: staffHeaders,
      payload: { workspaceId: a.workspace.id, action },
    });
  let staffHeaders: { authorization: string };
  beforeAll(async () => {
    staffHeaders = await authHeader(t.tokens, a.user);
  });

  async function uploadAndFind(title: string) {
    const trackingId = (await upload({ title, text: 'x' })).json().data.trackingId as string;
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}&pageSize=100`,
      headers: staffHeaders,
    });
    const found = queue.json().data.results.find((r: { trackingId: string }) => r.trackingId === trackingId);
    return { trackingId, id: found.id as string };
  }

  it('the receipt speaks of a login page, not of a secret link', async () => {
    await uploadAndFind('Club news');
    const mail = await t.lastMailTo(a.partner.email);
    expect(mail?.subject).toBe('We received your upload "Club news"');
    expect(mail?.text).not.toContain('anyone with it');
    expect(mail?.text).toContain('See your uploads (sign in if asked):');
    expect(mail?.text).toContain('/partner-content-history');
  });

  it('an approved upload cannot be withdrawn: 409 saying to ask the team, and it stays approved', async () => {
    const { trackingId, id } = await uploadAndFind('Approved story');
    expect((await moderate(id, 'approve')).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/partner-content/delete/?trackingId=${trackingId}`,
      headers: partner,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().meta.message).toBe(
      'This upload is approved and may already be in a newsletter: ask the team to take it down.',
    );
    const row = (await list('&search=Approved story')).json().data.results[0];
    expect(row.status).toBe('approved');
  });
});
