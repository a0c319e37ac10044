import type { UserType } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workspaceMembers } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildBusiness, buildTenant, buildUser, buildWorkspace, type Tenant, type UserRow } from '../helpers/factories';
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

const update = (caller: UserRow, targetId: string, payload: object) =>
  as(t, caller, { method: 'PUT', url: `/api/v1/users/${targetId}/update/`, payload });
const member = (userType: UserType = 'user') =>
  buildUser(t.db, { businessId: tenant.business.id, userType, workspaceIds: [tenant.workspace.id] });

describe('PUT /users/{id}/update/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/users/${tenant.user.id}/update/`, payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('changes name, gender, type and the exact list of workspaces', async () => {
    const target = await member();
    const second = await buildWorkspace(t.db, { businessId: tenant.business.id, name: 'B Letter' });
    const res = await update(tenant.manager, target.id, {
      name: '  Renamed Person ',
      gender: 'female',
      userType: 'partner',
      workspaces: [second.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'User updated' },
      data: {
        id: target.id,
        name: 'Renamed Person',
        email: target.email,
        userType: 'partner',
        gender: 'female',
        isVerified: true,
        workspaces: [{ workspaceId: second.id, name: 'B Letter' }],
        createdAt: expect.any(String),
      },
    });
    const memberships = await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, target.id));
    expect(memberships.map((m) => m.workspaceId)).toEqual([second.id]);
  });

  it('only the given fields change; an empty gender clears it', async () => {
    const target = await buildUser(t.db, { businessId: tenant.business.id, userType: 'user', gender: 'male' });
    const res = await update(tenant.admin, target.id, { gender: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: target.name, userType: 'user', gender: null });
  });

  it('a manager cannot change an admin (403) nor make someone an admin (403)', async () => {
    const admin = await member('admin');
    const changeAdmin = await update(tenant.manager, admin.id, { name: 'Nope' });
    expect(changeAdmin.statusCode).toBe(403);
    expect(changeAdmin.json().meta.message).toBe('Managers cannot change or remove an admin.');
    const target = await member();
    const promote = await update(tenant.manager, target.id, { userType: 'admin' });
    expect(promote.statusCode).toBe(403);
    expect(promote.json().meta.message).toBe('Managers cannot make someone an admin.');
    const self = await update(tenant.manager, tenant.manager.id, { userType: 'admin' });
    expect(self.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.userType).toBe('user');
  });

  it('an admin can promote and demote; the last admin cannot be demoted (409)', async () => {
    const business = await buildBusiness(t.db);
    const only = await buildUser(t.db, { businessId: business.id, userType: 'admin' });
    const demoteSelf = await update(only, only.id, { userType: 'manager' });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().meta.message).toBe('A business needs at least one admin.');

    const colleague = await buildUser(t.db, { businessId: business.id, userType: 'user' });
    expect((await update(only, colleague.id, { userType: 'admin' })).statusCode).toBe(200);
    expect((await update(colleague, only.id, { userType: 'manager' })).statusCode).toBe(200);
    const last = await update(colleague, colleague.id, { userType: 'user' });
    expect(last.statusCode).toBe(409);
  });

  it('two admins demoting each other at once leave one admin', async () => {
    const business = await buildBusiness(t.db);
    const first = await buildUser(t.db, { businessId: business.id, userType: 'admin' });
    const second = await buildUser(t.db, { businessId: business.id, userType: 'admin' });
    const results = await Promise.all([
      update(first, second.id, { userType: 'user' }),
      update(second, first.id, { userType: 'user' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const admins = await t.db.select().from(users).where(eq(users.businessId, business.id));
    expect(admins.filter((u) => u.userType === 'admin')).toHaveLength(1);
  });

  it('a workspace of another business → 404 and the memberships stay', async () => {
    const target = await member();
    const res = await update(tenant.admin, target.id, { workspaces: [tenant.workspace.id, other.workspace.id] });
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.message).toBe('Workspace not found');
    const memberships = await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, target.id));
    expect(memberships.map((m) => m.workspaceId)).toEqual([tenant.workspace.id]);
  });

  it("another business's user → 404, unchanged", async () => {
    const res = await update(tenant.admin, other.user.id, { name: 'Hijacked' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    expect(row?.name).toBe(other.user.name);
  });

  it.each([
    [{ name: '  ' }, 'name: Name is required'],
    [{ gender: 'other' }, 'gender:'],
    [{ userType: 'owner' }, 'userType:'],
    [{ workspaces: ['not-an-id'] }, 'workspaces.0: workspaces must hold workspace ids'],
    [{ workspaces: 'x' }, 'workspaces:'],
  ])('bad input %j → 400 naming the field', async (payload, message) => {
    const res = await update(tenant.admin, tenant.user.id, payload);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it('users and partners → 403', async () => {
    for (const caller of [tenant.user, tenant.partner]) {
      expect((await update(caller, tenant.user.id, { name: 'X' })).statusCode).toBe(403);
    }
  });
});
