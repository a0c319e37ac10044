import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDED_LINK, INVALID_LINK } from '../../src/authz/portal-scope';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany } from '../helpers/factories-content';
import { buildPortalLink, countIn, formTokenFor, PORTAL_TEST_ENV, submit, ugcFields } from './helpers';

let t: TestApp;
let a: Tenant;
let b: Tenant;
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
});

const segments = (token: string) => token.split('.') as [string, string, string];
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (segment: string) => JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));

async function attempt(token: string) {
  const fields = { ...ugcFields, formToken: 'x', altcha: 'x' };
  return submit(t, '/feeds-ugc-public/', token, fields);
}

async function expectRefused(token: string, status: number, message: string) {
  const before = await countIn(t.db, 'feed_items', a.workspace.id);
  const beforeB = await countIn(t.db, 'feed_items', b.workspace.id);
  const info = await t.app.inject({ method: 'GET', url: `/api/v1/portal/?token=${encodeURIComponent(token)}` });
  expect(info.statusCode, info.body).toBe(status);
  expect(info.json().meta.message).toBe(message);
  const res = await attempt(token);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().meta.message).toBe(message);
  expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBe(before);
  expect(await countIn(t.db, 'feed_items', b.workspace.id)).toBe(beforeB);
  expect(await countIn(t.db, 'portal_submissions', a.workspace.id)).toBe(0);
}

describe('portal link tokens', () => {
  it('a valid link shows the workspace branding from the database, never from the token', async () => {
    const { token } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const [header, payload, signature] = segments(token);
    expect(decode(payload)).toMatchObject({ workspaceId: a.workspace.id, brandLogo: null });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/portal/?token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.json().data).toMatchObject({
      kind: 'ugc',
      workspaceName: a.workspace.name,
      logoUrl: null,
      business: null,
    });
    // A logo slipped into the payload breaks the signature instead of being shown.
    const edited = `${header}.${encode({ ...decode(payload), brandLogo: 'https://evil.example/logo.png' })}.${signature}`;
    await expectRefused(edited, 400, INVALID_LINK);
  });

  it('an ad link names its business from the database', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: 'Corner Bakery' });
    const { token } = await buildPortalLink(t, {
      workspaceId: a.workspace.id,
      kind: 'ads',
      businessCompanyId: company.id,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/portal/?token=${token}` });
    expect(res.json().data.business).toEqual({ id: company.id, name: 'Corner Bakery', logoUrl: company.logoUrl });
  });

  it('refuses a payload edited to point at another workspace, and creates nothing anywhere', async () => {
    const { token } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const [header, payload, signature] = segments(token);
    const moved = `${header}.${encode({ ...decode(payload), workspaceId: b.workspace.id })}.${signature}`;
    await expectRefused(moved, 400, INVALID_LINK);
  });

  it('refuses a token without a signature, and one with alg none', async () => {
    const { token } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const [header, payload] = segments(token);
    await expectRefused(`${header}.${payload}.`, 400, INVALID_LINK);
    const none = `${encode({ alg: 'none', typ: 'portal-link+jwt' })}.${payload}.`;
    await expectRefused(none, 400, INVALID_LINK);
    // The spec's unsigned encoded JSON is not a link either.
    await expectRefused(encode({ workspaceId: a.workspace.id, brandLogo: null }), 400, INVALID_LINK);
  });

  it('refuses a token signed with another key', async () => {
    const { link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const forged = await new SignJWT({ lid: link.id, workspaceId: a.workspace.id, brandLogo: null })
      .setProtectedHeader({ alg: 'HS256', typ: 'portal-link+jwt' })
      .sign(new TextEncoder().encode('a-key-the-attacker-guessed-0123456789'));
    await expectRefused(forged, 400, INVALID_LINK);
  });

  it('a link of another workspace gives nothing: its submissions land in its own workspace only', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: b.workspace.id, kind: 'ugc' });
    const [header, payload, signature] = segments(token);
    const retargeted = `${header}.${encode({ ...decode(payload), workspaceId: a.workspace.id, lid: link.id })}.${signature}`;
    await expectRefused(retargeted, 400, INVALID_LINK);
  });

  it('answers 410 for a revoked link and for an expired one', async () => {
    const revoked = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc', revokedAt: new Date() });
    await expectRefused(revoked.token, 410, ENDED_LINK);
    const expired = await buildPortalLink(t, {
      workspaceId: a.workspace.id,
      kind: 'ugc',
      expiresAt: new Date(Date.now() - 1000),
    });
    await expectRefused(expired.token, 410, ENDED_LINK);
  });

  it('a link of one kind does not open another kind of form', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'events' });
    const res = await submit(t, '/feeds-ugc-public/', token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id),
      altcha: 'x',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'token', message: 'This link is for another kind of submission.' },
    ]);
    const partner = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'partner' });
    const info = await t.app.inject({ method: 'GET', url: `/api/v1/portal/?token=${partner.token}` });
    expect(info.statusCode).toBe(400);
  });

  it('without a token the portal scope answers 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/portal/' });
    expect(res.statusCode).toBe(401);
  });
});
