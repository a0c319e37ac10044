import { portalInfoSchema, portalLinksSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_LINK } from '../../src/authz/portal-scope';
import { workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';
import { PORTAL_TEST_ENV } from './helpers';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
  admin = await authHeader(t.tokens, a.admin);
});
afterAll(async () => {
  await t.close();
});

interface Link {
  id: string;
  kind: string;
  url: string;
  state: string;
  label: string;
  businessCompanyId: string | null;
}

async function links(workspaceId = a.workspace.id, headers = admin): Promise<Link[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/portal-links/?workspaceId=${workspaceId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(shapeDifferences(res.json().data, portalLinksSchema)).toEqual([]);
  return res.json().data.links;
}

const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
const portalInfo = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/portal/?token=${encodeURIComponent(tokenOf(url))}` });

describe('GET /api/v1/portal-links/', () => {
  it('makes the four links of the spec on first use and shows the same ones afterwards', async () => {
    const first = await links();
    expect(first.map((l) => [l.kind, l.label, new URL(l.url).pathname, l.state])).toEqual([
      ['partner', 'Partner', '/content-upload-portal', 'active'],
      ['ugc', 'UGC', '/ugc', 'active'],
      ['events', 'Events', '/event', 'active'],
      ['ads', 'Ads', '/ad', 'active'],
    ]);
    expect(first.every((l) => l.url.startsWith('http://localhost:3000/'))).toBe(true);
    expect(new URL(first[0]?.url ?? '').searchParams.get('workspaceId')).toBe(a.workspace.id);
    // The token carries the spec's payload, signed.
    const payload = JSON.parse(Buffer.from(tokenOf(first[3]?.url ?? '').split('.')[1] ?? '', 'base64url').toString());
    expect(payload).toMatchObject({
      workspaceId: a.workspace.id,
      brandLogo: null,
      businessId: null,
      businessName: null,
    });
    const again = await links();
    expect(again).toEqual(first);
    expect((await portalInfo(first[2]?.url ?? '')).json().data.kind).toBe('events');
  });

  it('the public page names the newsletter’s time zone, in which event times are entered', async () => {
    const c = await buildTenant(t.db);
    await t.db.update(workspaces).set({ timeZone: 'America/Chicago' }).where(eq(workspaces.id, c.workspace.id));
    const [, , events] = await links(c.workspace.id, await authHeader(t.tokens, c.admin));
    const info = await portalInfo(events?.url ?? '');
    expect(info.json().data).toMatchObject({ kind: 'events', timeZone: 'America/Chicago' });
    expect(shapeDifferences(info.json().data, portalInfoSchema)).toEqual([]);
  });

  it('two first visits at once make one set of links', async () => {
    const c = await buildTenant(t.db);
    const headers = await authHeader(t.tokens, c.admin);
    const [x, y] = await Promise.all([links(c.workspace.id, headers), links(c.workspace.id, headers)]);
    expect(x.map((l) => l.id)).toEqual(y.map((l) => l.id));
    expect(x).toHaveLength(4);
  });

  it('401 without a token, 400 naming workspaceId, 403 for a user, 404 for another business', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/portal-links/?workspaceId=${a.workspace.id}` })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/portal-links/?workspaceId=nope', headers: admin });
    expectInvalidField(bad, 'workspaceId');
    const user = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal-links/?workspaceId=${a.workspace.id}`,
      headers: await authHeader(t.tokens, a.user),
    });
    expect(user.statusCode).toBe(403);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal-links/?workspaceId=${a.workspace.id}`,
      headers: await authHeader(t.tokens, b.admin),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /api/v1/portal-links/rotate/ and /revoke/', () => {
  it('rotating replaces the link: the old URL answers 410, the new one works', async () => {
    const before = (await links()).find((l) => l.kind === 'ugc');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, kind: 'ugc' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('A new link is ready; the old one no longer works');
    const after = res.json().data.links.find((l: Link) => l.kind === 'ugc');
    expect(after.id).not.toBe(before?.id);
    const old = await portalInfo(before?.url ?? '');
    expect(old.statusCode).toBe(410);
    expect(old.json().meta.message).toBe(ENDED_LINK);
    expect((await portalInfo(after.url)).statusCode).toBe(200);
  });

  it('an ad link per business company, which the public form names; an expiry can be set', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: 'Corner Bakery' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, kind: 'ads', businessCompanyId: company.id, expiresInDays: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const link = res.json().data.links.find((l: Link) => l.businessCompanyId === company.id);
    expect(link).toMatchObject({ label: 'Ads: Corner Bakery', businessName: 'Corner Bakery', state: 'active' });
    expect(Date.parse(link.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await portalInfo(link.url)).json().data.business.name).toBe('Corner Bakery');
    const otherCompany = await buildBusinessCompany(t.db, { workspaceId: b.workspace.id });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, kind: 'ads', businessCompanyId: otherCompany.id },
    });
    expect(foreign.statusCode).toBe(404);
    const notAds = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, kind: 'ugc', businessCompanyId: company.id },
    });
    expectInvalidField(notAds, 'businessCompanyId');
    const badKind = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/rotate/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, kind: 'jobs' },
    });
    expectInvalidField(badKind, 'kind');
  });

  it('revoking turns a link off: it shows as revoked with no URL and 410s', async () => {
    const events = (await links()).find((l) => l.kind === 'events');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/revoke/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, linkId: events?.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data.links.find((l: Link) => l.kind === 'events');
    expect(after).toMatchObject({ id: events?.id, state: 'revoked', url: '' });
    expect((await portalInfo(events?.url ?? '')).statusCode).toBe(410);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/portal-links/revoke/',
      headers: await authHeader(t.tokens, b.admin),
      payload: { workspaceId: b.workspace.id, linkId: events?.id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
