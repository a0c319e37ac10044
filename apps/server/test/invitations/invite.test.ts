import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant, type UserRow } from '../helpers/factories';
import { newEmail } from '../helpers/factories-auth';
import { as, tokenFromText } from '../helpers/factories-tenancy';
import { expectInvalid } from '../helpers/field-errors';

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

const url = '/api/v1/invite-users/';
const invite = (payload: object, caller: UserRow = tenant.admin) => as(t, caller, { method: 'POST', url, payload });
const details = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/accept-invite/?token=${encodeURIComponent(token)}` });
async function mailedToken(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return tokenFromText(mail.text);
}

describe('POST /invite-users/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { emails: [newEmail()], userType: 'user', workspaces: [] },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores one hashed single-use link per email (deduplicated, lower-cased) and mails it', async () => {
    const email = newEmail('invitee');
    const second = newEmail('invitee');
    const before = Date.now();
    const res = await invite({
      emails: [email.toUpperCase(), email, second],
      userType: 'partner',
      workspaces: [tenant.workspace.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Invitations sent' });
    expect(body.data).toEqual({
      invited: [
        { email, expiresAt: expect.any(String) },
        { email: second, expiresAt: expect.any(String) },
      ],
    });
    const expires = new Date(body.data.invited[0].expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000);
    expect(expires - before).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe(`You are invited to join ${tenant.business.name} on Newsletter OS`);
    expect(mail?.text).toContain(
      `${tenant.admin.name} invited you to join ${tenant.business.name} on Newsletter OS as a partner. You will work on the newsletter ${tenant.workspace.brandName || tenant.workspace.name}.`,
    );
    expect(mail?.text).toMatch(/^http:\/\/localhost:3000\/accept-invitation\?token=[\w-]+\r?$/m);
    const token = await mailedToken(email);

    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(row).toMatchObject({
      businessId: tenant.business.id,
      userType: 'partner',
      workspaceIds: [tenant.workspace.id],
      invitedById: tenant.admin.id,
      tokenHash: hashToken(token),
      acceptedAt: null,
      replacedAt: null,
    });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(1);
  });

  it('re-inviting an email after the cool-down replaces its old link', async () => {
    const email = newEmail('again');
    await invite({ emails: [email], userType: 'user', workspaces: [] });
    const oldToken = await mailedToken(email);
    // Past the per-recipient cool-down (see limits.test.ts for re-invites within it).
    await t.db
      .update(invitations)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(invitations.email, email));
    await invite({ emails: [email], userType: 'manager', workspaces: [] }, tenant.admin);
    const newToken = await mailedToken(email);
    expect(newToken).not.toBe(oldToken);

    const old = await details(oldToken);
    expect(old.statusCode).toBe(400);
    expect(old.json().meta.message).toBe('This invitation link is no longer valid.');
    const fresh = await details(newToken);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().data.userType).toBe('manager');
  });

  it('an email of another business can be invited too (that business is not revealed)', async () => {
    const res = await invite({ emails: [other.user.email], userType: 'user', workspaces: [] });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(other.business.name);
  });

  it('managers invite users, partners and managers, but not admins (403)', async () => {
    const ok = await invite(
      { emails: [newEmail()], userType: 'manager', workspaces: [tenant.workspace.id] },
      tenant.manager,
    );
    expect(ok.statusCode).toBe(200);
    const email = newEmail();
    const res = await invite({ emails: [email], userType: 'admin', workspaces: [] }, tenant.manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.message).toBe('Managers cannot invite admins.');
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it('someone already in this business → 409 naming the email; nobody is invited', async () => {
    const fresh = newEmail();
    const res = await invite({ emails: [fresh, tenant.user.email.toUpperCase()], userType: 'user', workspaces: [] });
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe(`${tenant.user.email} is already a member of this business.`);
    expect(await t.lastMailTo(fresh)).toBeUndefined();
  });

  it('a workspace of another business → 404; nothing stored or mailed', async () => {
    const email = newEmail();
    const res = await invite({
      emails: [email],
      userType: 'user',
      workspaces: [tenant.workspace.id, other.workspace.id],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Workspace not found' }, data: null });
    expect(await t.db.select().from(invitations).where(eq(invitations.email, email))).toHaveLength(0);
    expect(await t.lastMailTo(email)).toBeUndefined();
  });

  it.each([
    [{ emails: ['not-an-email'], userType: 'user' }, 'emails.0: Enter a valid email address'],
    [{ emails: [], userType: 'user' }, 'emails: Add at least one email address'],
    [{ emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.com`), userType: 'user' }, 'emails: At most 50'],
    [{ emails: ['a@example.com'], userType: 'owner' }, 'userType:'],
    [
      { emails: ['a@example.com'], userType: 'user', workspaces: ['x'] },
      'workspaces.0: workspaces must hold workspace ids',
    ],
    [{ userType: 'user' }, 'emails:'],
  ])('bad input %# → 400 naming the field', async (payload, message) => {
    const res = await invite(payload);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it('users and partners → 403', async () => {
    for (const caller of [tenant.user, tenant.partner]) {
      const res = await invite({ emails: [newEmail()], userType: 'user', workspaces: [] }, caller);
      expect(res.statusCode).toBe(403);
    }
  });
});
