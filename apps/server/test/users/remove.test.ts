import type { UserType } from '@newsletter-os/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users, workspaceMembers } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildUser, buildWorkspace, type Tenant, type UserRow } from '../helpers/factories';
import { bearer, loginAs, post } from '../helpers/factories-auth';
import { as } from '../helpers/factories-tenancy';
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

const remove = (caller: UserRow, userId: string) =>
  as(t, caller, { method: 'DELETE', url: `/api/v1/users/delete/?userId=${userId}` });
const member = (userType: UserType = 'user') =>
  buildUser(t.db, { businessId: tenant.business.id, userType, workspaceIds: [tenant.workspace.id] });

describe('DELETE /users/delete/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/users/delete/?userId=${tenant.user.id}` });
    expect(res.statusCode).toBe(401);
  });

  it('removes the user from the business and its workspaces, ends their sessions at once, keeps the account', async () => {
    const target = await member();
    // Memberships of every workspace of the business go.
    await buildWorkspace(t.db, { businessId: tenant.business.id, memberIds: [target.id] });
    const session = await loginAs(t, target);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/workspaces/', headers: bearer(session.accessToken) }))
        .statusCode,
    ).toBe(200);

    const res = await remove(tenant.manager, target.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'User removed' }, data: null });

    // The access token stops working on the very next request, and the refresh token cannot renew it.
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workspaces/',
      headers: bearer(session.accessToken),
    });
    expect(after.statusCode).toBe(401);
    expect((await post(t, '/refresh-token/', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    const live = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, target.id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(0);

    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ businessId: null, email: target.email });
    expect(row?.sessionVersion).toBe(target.sessionVersion + 1);
    expect(await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, target.id))).toHaveLength(0);

    // The account still signs in, now without a business.
    const again = await loginAs(t, target);
    expect(again.user).toMatchObject({ businessId: null, businessName: null });
    const list = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/users?pageSize=100' });
    expect(list.body).not.toContain(target.email);
  });

  it('accepts userId in the body too', async () => {
    const target = await member();
    const res = await as(t, tenant.admin, {
      method: 'DELETE',
      url: '/api/v1/users/delete/',
      payload: { userId: target.id },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.businessId).toBeNull();
  });

  it('you cannot remove yourself (400 naming userId)', async () => {
    const res = await remove(tenant.admin, tenant.admin.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.message).toBe('You cannot remove yourself.');
  });

  it('a manager cannot remove an admin (403); an admin can when another admin remains', async () => {
    const admin = await member('admin');
    const res = await remove(tenant.manager, admin.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.message).toBe('Managers cannot change or remove an admin.');
    expect((await remove(tenant.admin, admin.id)).statusCode).toBe(200);
  });

  it('a manager can remove another manager', async () => {
    const manager = await member('manager');
    expect((await remove(tenant.manager, manager.id)).statusCode).toBe(200);
  });

  it("another business's user → 404; they keep their business and sessions", async () => {
    const res = await remove(tenant.admin, other.user.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'User not found' }, data: null });
    const still = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workspaces/',
      headers: await authHeader(t.tokens, other.user),
    });
    expect(still.statusCode).toBe(200);
  });

  it.each([
    ['', 'userId: userId is required'],
    ['?userId=abc', 'userId: userId must be a valid id'],
  ])('query %j → 400 naming userId', async (query, message) => {
    const res = await as(t, tenant.admin, { method: 'DELETE', url: `/api/v1/users/delete/${query}` });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it('users and partners → 403, and the target stays', async () => {
    const target = await member();
    for (const caller of [tenant.user, tenant.partner]) {
      expect((await remove(caller, target.id)).statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.businessId).toBe(tenant.business.id);
  });
});
