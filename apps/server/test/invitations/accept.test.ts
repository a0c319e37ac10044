import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, users, workspaceMembers } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildUser, DEFAULT_PASSWORD, type Tenant } from '../helpers/factories';
import { bearer, loginAs } from '../helpers/factories-auth';
import { buildInvitation } from '../helpers/factories-tenancy';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

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

const url = '/api/v1/accept-invite/';
const accept = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const details = (token: string) => t.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(token)}` });
const inviteToTenant = (values: Parameters<typeof buildInvitation>[1] = {}) =>
  buildInvitation(t.db, { businessId: tenant.business.id, workspaceIds: [tenant.workspace.id], ...values });

const expired = 'This invitation has expired. Ask for a new one.';
const used = 'This invitation has already been used.';
const invalid = 'This invitation link is no longer valid.';

describe('GET /accept-invite/', () => {
  it('shows business, newsletters, email, type and whether the account exists (no sign-in needed)', async () => {
    const { invitation, token } = await inviteToTenant({ userType: 'partner' });
    const res = await details(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Success' },
      data: {
        businessName: tenant.business.name,
        newsletterNames: [tenant.workspace.brandName || tenant.workspace.name],
        email: invitation.email,
        userType: 'partner',
        accountExists: false,
        expiresAt: invitation.expiresAt.toISOString(),
      },
    });
    const existing = await buildUser(t.db, { businessId: null });
    const forExisting = await inviteToTenant({ email: existing.email });
    expect((await details(forExisting.token)).json().data.accountExists).toBe(true);
  });

  it('a missing token → 400 naming token', async () => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'token');
  });

  it('unknown, expired and used links say so', async () => {
    const unknown = await details('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      meta: { code: 0, message: invalid },
      data: { errors: [{ field: 'token', message: invalid }] },
    });
    const old = await inviteToTenant({ expiresAt: new Date(Date.now() - 1000) });
    expect((await details(old.token)).json().meta.message).toBe(expired);
    const done = await inviteToTenant({ acceptedAt: new Date() });
    expect((await details(done.token)).json().meta.message).toBe(used);
  });
});

describe('POST /accept-invite/', () => {
  it('a new email: creates a verified account in the business with the invited type and workspaces, and signs in', async () => {
    const { invitation, token } = await inviteToTenant({ userType: 'partner' });
    const res = await accept({ token, name: '  Pat Partner ', password: 'long enough pass' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Invitation accepted' });
    expect(body.data).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: t.config.ACCESS_TOKEN_TTL,
      user: {
        id: expect.any(String),
        name: 'Pat Partner',
        email: invitation.email,
        userType: 'partner',
        gender: null,
        isVerified: true,
        businessId: tenant.business.id,
        businessName: tenant.business.name,
      },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workspaces/',
      headers: bearer(body.data.accessToken),
    });
    expect(list.json().data.results.map((w: { workspaceId: string }) => w.workspaceId)).toEqual([tenant.workspace.id]);
    // The password chosen here is the account's password.
    expect((await loginAs(t, { email: invitation.email }, 'long enough pass')).user.id).toBe(body.data.user.id);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row?.acceptedAt).toBeInstanceOf(Date);
  });

  it('a new email without name, with a short or a common password → 400 naming the field; the link still works', async () => {
    const { token } = await inviteToTenant();
    const noName = await accept({ token, password: 'long enough pass' });
    expect(noName.statusCode).toBe(400);
    expectInvalid(noName, 'name: Name is required');
    const short = await accept({ token, name: 'Sam', password: 'short' });
    expect(short.statusCode).toBe(400);
    expectInvalid(short, 'password: Password must be at least 8 characters');
    const common = await accept({ token, name: 'Sam', password: 'password123' });
    expect(common.statusCode).toBe(400);
    expectInvalid(common, 'password: This password is too common. Choose one that is harder to guess.');
    expect((await accept({ token, name: 'Sam', password: 'long enough pass' })).statusCode).toBe(200);
  });

  it('an existing account without a business joins with its password', async () => {
    const person = await buildUser(t.db, { businessId: null, userType: 'admin', isVerified: false });
    const { token } = await inviteToTenant({ email: person.email, userType: 'user' });
    const wrong = await accept({ token, password: 'wrong password' });
    expect(wrong.statusCode).toBe(400);
    expectInvalid(wrong, 'password: The password is incorrect');
    const missing = await accept({ token });
    expect(missing.statusCode).toBe(400);
    expectInvalid(missing, 'password: Enter the password of your account');

    const res = await accept({ token, password: DEFAULT_PASSWORD, name: 'Ignored Name' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: person.id,
      name: person.name,
      userType: 'user',
      isVerified: true,
      businessId: tenant.business.id,
    });
    const [membership] = await t.db
      .select()
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.userId, person.id), eq(workspaceMembers.workspaceId, tenant.workspace.id)));
    expect(membership).toBeDefined();
  });

  it('an account signed in as the invited email needs no password; signed in as someone else it does', async () => {
    const person = await buildUser(t.db, { businessId: null });
    const { token } = await inviteToTenant({ email: person.email, userType: 'manager' });
    const stranger = await buildUser(t.db, { businessId: null });
    const asStranger = await accept({ token }, await authHeader(t.tokens, stranger));
    expect(asStranger.statusCode).toBe(400);
    // A broken token on this public page counts as not signed in.
    const broken = await accept({ token }, { authorization: 'Bearer not-a-jwt' });
    expect(broken.statusCode).toBe(400);
    expectInvalid(broken, 'password: Enter the password of your account');
    const res = await accept({ token }, await authHeader(t.tokens, person));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: person.id, userType: 'manager' });
  });

  it('an account in another business cannot join (409) and the link stays unused', async () => {
    const { invitation, token } = await inviteToTenant({ email: other.user.email });
    const res = await accept({ token, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe(
      'This account already belongs to another business. Ask its admin to remove you before joining this one.',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.businessId).toBe(other.business.id);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored?.acceptedAt).toBeNull();
  });

  it('an expired link → 410 with the expiry message', async () => {
    const { token } = await inviteToTenant({ expiresAt: new Date(Date.now() - 60_000) });
    const res = await accept({ token, name: 'Late', password: 'long enough pass' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ meta: { code: 0, message: expired }, data: null });
  });

  it('a used link → 410 with the already-used message', async () => {
    const { token } = await inviteToTenant();
    expect((await accept({ token, name: 'First', password: 'long enough pass' })).statusCode).toBe(200);
    const again = await accept({ token, name: 'Second', password: 'long enough pass' });
    expect(again.statusCode).toBe(410);
    expect(again.json().meta.message).toBe(used);
  });

  it('a replaced or unknown link → 400 with the no-longer-valid message', async () => {
    const { token } = await inviteToTenant({ replacedAt: new Date() });
    const replaced = await accept({ token, name: 'Old', password: 'long enough pass' });
    expect(replaced.statusCode).toBe(400);
    expect(replaced.json().meta.message).toBe(invalid);
    const unknown = await accept({ token: 'made-up-token', name: 'X', password: 'long enough pass' });
    expect(unknown.json().meta.message).toBe(invalid);
  });

  it('two acceptances at once: exactly one wins', async () => {
    const { token } = await inviteToTenant();
    const results = await Promise.all([
      accept({ token, name: 'One', password: 'long enough pass' }),
      accept({ token, name: 'Two', password: 'long enough pass' }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([409, 410]).toContain(codes[1]);
  });

  it('joins only workspaces that still belong to the inviting business', async () => {
    const { invitation, token } = await inviteToTenant({ workspaceIds: [tenant.workspace.id, other.workspace.id] });
    const res = await accept({ token, name: 'Careful', password: 'long enough pass' });
    expect(res.statusCode).toBe(200);
    const memberships = await t.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, res.json().data.user.id));
    expect(memberships.map((m) => m.workspaceId)).toEqual([tenant.workspace.id]);
    expect(invitation.workspaceIds).toHaveLength(2);
  });

  it.each([
    [{}, 'token:'],
    [{ token: '' }, 'token: token is required'],
    [{ token: 'x', password: 'p'.repeat(129) }, 'password: Password must be at most 128 characters'],
  ])('bad input %j → 400 naming the field', async (payload, message) => {
    const res = await accept(payload);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it('is rate limited like the other sign-in endpoints', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({ method: 'POST', url, payload: { token: 'nope' } });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(res.headers['retry-after']).toBeDefined();
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
