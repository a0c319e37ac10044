import { userSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildUser, type Tenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
});

const getMe = async (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/me/', headers });
const patchMe = async (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/v1/me', headers, payload });

describe('GET /api/v1/me/', () => {
  it('needs an access token', async () => {
    const res = await getMe({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Authentication required' }, data: null });
  });

  it.each(['admin', 'manager', 'user', 'partner'] as const)('answers a %s their own record', async (role) => {
    const member = tenant[role];
    const res = await getMe(await authHeader(t.tokens, member));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Success' },
      data: {
        id: member.id,
        name: member.name,
        email: member.email,
        userType: role,
        gender: null,
        isVerified: true,
        businessId: tenant.business.id,
        businessName: tenant.business.name,
      },
    });
    expect(userSchema.safeParse(res.json().data).success).toBe(true);
  });

  it('answers businessId and businessName null for a user without a business', async () => {
    const user = await buildUser(t.db, { businessId: null });
    const res = await getMe(await authHeader(t.tokens, user));
    expect(res.json().data).toMatchObject({ businessId: null, businessName: null });
  });

  it('never shows anything of another user', async () => {
    const res = await getMe(await authHeader(t.tokens, tenant.user));
    const body = res.body;
    for (const other of [tenant.admin, tenant.manager, tenant.partner]) {
      expect(body).not.toContain(other.id);
      expect(body).not.toContain(other.email);
    }
    expect(body).not.toContain('password');
  });
});

describe('PATCH /api/v1/me/', () => {
  it('needs an access token', async () => {
    expect((await patchMe({}, { name: 'X' })).statusCode).toBe(401);
  });

  it('updates name and gender and answers the record', async () => {
    const user = await buildUser(t.db);
    const headers = await authHeader(t.tokens, user);
    const res = await patchMe(headers, { name: '  Grace Hopper ', gender: 'female' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Profile updated.' },
      data: expect.objectContaining({ id: user.id, name: 'Grace Hopper', gender: 'female', email: user.email }),
    });
    // Leaving gender out keeps it; null clears it.
    expect((await patchMe(headers, { name: 'Grace' })).json().data.gender).toBe('female');
    expect((await patchMe(headers, { name: 'Grace', gender: null })).json().data.gender).toBeNull();
    expect((await getMe(headers)).json().data.name).toBe('Grace');
  });

  it('ignores fields that are not editable here', async () => {
    const user = await buildUser(t.db, { userType: 'user' });
    const headers = await authHeader(t.tokens, user);
    const res = await patchMe(headers, { name: 'Sneaky', userType: 'admin', email: 'other@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ userType: 'user', email: user.email });
  });

  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'n'.repeat(101) }, 'name'],
    [{ name: 'Ok', gender: 'other' }, 'gender'],
  ])('rejects bad input %# with 400 naming the field', async (payload, field) => {
    const user = await buildUser(t.db);
    const res = await patchMe(await authHeader(t.tokens, user), payload);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });
});
