import { pendingInvitationSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as, buildInvitation, tokenFromText } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
/** A pending invitation of the tenant whose last mail went out `ageMs` ago (past the resend cool-down by default). */
const pending = (values: { userType?: string; ageMs?: number; businessId?: string } = {}) =>
  buildInvitation(t.db, {
    businessId: values.businessId ?? tenant.business.id,
    userType: values.userType ?? 'user',
    invitedById: tenant.admin.id,
    createdAt: new Date(Date.now() - (values.ageMs ?? 20 * MINUTE)),
  });
const rowOf = async (id: string) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0];

describe('GET /invitations/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/invitations/' })).statusCode).toBe(401);
  });

  it('a page size over 100 → 400 naming pageSize', async () => {
    expectInvalidField(
      await as(t, tenant.admin, { method: 'GET', url: '/api/v1/invitations/?pageSize=500' }),
      'pageSize',
    );
  });

  it('lists the pending invitations newest first, with exactly the contract’s fields, and nothing answered', async () => {
    const older = await pending({ ageMs: 60 * MINUTE });
    const newer = await pending({ userType: 'partner', ageMs: 30 * MINUTE });
    const accepted = await pending();
    await t.db.update(invitations).set({ acceptedAt: new Date() }).where(eq(invitations.id, accepted.invitation.id));
    const revoked = await pending();
    await t.db.update(invitations).set({ replacedAt: new Date() }).where(eq(invitations.id, revoked.invitation.id));
    const foreign = await pending({ businessId: other.business.id });

    const res = await as(t, tenant.manager, { method: 'GET', url: '/api/v1/invitations/?page=1&pageSize=100' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    const ids = page.results.map((row: { id: string }) => row.id);
    expect(ids.indexOf(newer.invitation.id)).toBeLessThan(ids.indexOf(older.invitation.id));
    expect(ids).not.toContain(accepted.invitation.id);
    expect(ids).not.toContain(revoked.invitation.id);
    expect(res.body).not.toContain(foreign.invitation.email);
    const shown = page.results.find((row: { id: string }) => row.id === newer.invitation.id);
    expect(shown).toEqual({
      id: newer.invitation.id,
      email: newer.invitation.email,
      userType: 'partner',
      sentAt: newer.invitation.createdAt.toISOString(),
      expiresAt: newer.invitation.expiresAt.toISOString(),
    });
    expect(shapeDifferences(shown, pendingInvitationSchema)).toEqual([]);
  });
});

describe('POST /invitations/{id}/resend/', () => {
  const resend = (id: string, caller = tenant.admin) =>
    as(t, caller, { method: 'POST', url: `/api/v1/invitations/${id}/resend/` });

  it('without a token → 401', async () => {
    const { invitation } = await pending();
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/invitations/${invitation.id}/resend/` });
    expect(res.statusCode).toBe(401);
  });

  it('an id that is not one → 400 naming id', async () => {
    expectInvalidField(await resend('not-an-id'), 'id');
  });

  it('mails a fresh 7-day link; the old link stops working, the new one works', async () => {
    const { invitation, token: oldToken } = await pending({ ageMs: 8 * 24 * 60 * MINUTE });
    const res = await resend(invitation.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ code: 1, message: 'Invitation sent' });
    const sent = res.json().data;
    expect(shapeDifferences(sent, pendingInvitationSchema)).toEqual([]);
    expect(sent).toMatchObject({ email: invitation.email, userType: 'user' });
    expect(sent.id).not.toBe(invitation.id);
    expect(new Date(sent.expiresAt).getTime() - Date.now()).toBeGreaterThan(7 * 24 * 60 * MINUTE - MINUTE);

    expect((await rowOf(invitation.id))?.replacedAt).not.toBeNull();
    const mail = await t.lastMailTo(invitation.email);
    const newToken = tokenFromText(mail?.text ?? '');
    const check = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/accept-invite/?token=${encodeURIComponent(token)}` });
    expect((await check(newToken)).statusCode).toBe(200);
    expect((await check(oldToken)).statusCode).not.toBe(200);
  });

  it('refuses to mail the same address again within the cool-down: 429 with Retry-After', async () => {
    const { invitation } = await pending({ ageMs: 2 * MINUTE });
    const res = await resend(invitation.id);
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().meta.message).toBe('This invitation was sent a moment ago. You can send it again in 8 minutes.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(7 * 60);
    expect((await rowOf(invitation.id))?.replacedAt).toBeNull();
  });

  it('a manager cannot resend an admin’s invitation (403) and a user cannot resend any (403)', async () => {
    const { invitation } = await pending({ userType: 'admin' });
    expect((await resend(invitation.id, tenant.manager)).statusCode).toBe(403);
    const plain = await pending();
    expect((await resend(plain.invitation.id, tenant.user)).statusCode).toBe(403);
  });

  it('another business’s invitation → 404, unchanged', async () => {
    const { invitation } = await pending({ businessId: other.business.id });
    const res = await resend(invitation.id);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(invitation.email);
    expect((await rowOf(invitation.id))?.replacedAt).toBeNull();
  });
});

describe('DELETE /invitations/{id}/', () => {
  const revoke = (id: string, caller = tenant.admin) =>
    as(t, caller, { method: 'DELETE', url: `/api/v1/invitations/${id}/` });

  it('without a token → 401', async () => {
    const { invitation } = await pending();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/invitations/${invitation.id}/` })).statusCode).toBe(
      401,
    );
  });

  it('an id that is not one → 400 naming id', async () => {
    expectInvalidField(await revoke('nope'), 'id');
  });

  it('revokes: the link stops working and the invitation leaves the list; a second revoke → 404', async () => {
    const { invitation, token } = await pending();
    const res = await revoke(invitation.id, tenant.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'Invitation revoked' }, data: null });
    const check = await t.app.inject({ method: 'GET', url: `/api/v1/accept-invite/?token=${token}` });
    expect(check.statusCode).not.toBe(200);
    expect((await revoke(invitation.id)).statusCode).toBe(404);
  });

  it('another business’s invitation → 404, still pending', async () => {
    const { invitation } = await pending({ businessId: other.business.id });
    expect((await revoke(invitation.id)).statusCode).toBe(404);
    expect((await rowOf(invitation.id))?.replacedAt).toBeNull();
  });
});
