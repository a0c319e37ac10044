import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, buildUser, buildWorkspace, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
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

describe('GET /users', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);
  });

  it("lists the business's users with their workspaces, paginated", async () => {
    const res = await as(t, tenant.manager, { method: 'GET', url: '/api/v1/users?page=1&pageSize=10' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ count: 4, page: 1, pageSize: 10, totalPages: 1 });
    expect(data.results.map((u: { id: string }) => u.id).sort()).toEqual(
      [tenant.admin.id, tenant.manager.id, tenant.user.id, tenant.partner.id].sort(),
    );
    const partner = data.results.find((u: { id: string }) => u.id === tenant.partner.id);
    expect(partner).toEqual({
      id: tenant.partner.id,
      name: tenant.partner.name,
      email: tenant.partner.email,
      userType: 'partner',
      gender: null,
      isVerified: true,
      workspaces: [{ workspaceId: tenant.workspace.id, name: tenant.workspace.name }],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages, and never counts or shows another business', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/users?page=2&pageSize=3' });
    expect(res.json().data).toMatchObject({ count: 4, page: 2, pageSize: 3, totalPages: 2 });
    expect(res.json().data.results).toHaveLength(1);
    expect(res.body).not.toContain(other.admin.email);
  });

  it('users and partners → 403', async () => {
    for (const user of [tenant.user, tenant.partner]) {
      expect((await as(t, user, { method: 'GET', url: '/api/v1/users' })).statusCode).toBe(403);
    }
  });

  it('pageSize over 100 → 400 naming pageSize', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/users?pageSize=101' });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'pageSize');
  });
});

describe('GET /users/{id}/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/users/${tenant.user.id}/` })).statusCode).toBe(401);
  });

  it('answers one user with the workspaces of this business only', async () => {
    const second = await buildWorkspace(t.db, { businessId: tenant.business.id, name: 'Another Letter' });
    const person = await buildUser(t.db, {
      businessId: tenant.business.id,
      userType: 'user',
      gender: 'binary',
      workspaceIds: [tenant.workspace.id, second.id],
    });
    const res = await as(t, tenant.admin, { method: 'GET', url: `/api/v1/users/${person.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Success' },
      data: {
        id: person.id,
        name: person.name,
        email: person.email,
        userType: 'user',
        gender: 'binary',
        isVerified: true,
        workspaces: [
          { workspaceId: second.id, name: 'Another Letter' },
          { workspaceId: tenant.workspace.id, name: tenant.workspace.name },
        ].sort((a, b) => a.name.localeCompare(b.name)),
        createdAt: expect.any(String),
      },
    });
  });

  it("another business's user → 404 with nothing about them", async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: `/api/v1/users/${other.user.id}/` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'User not found' }, data: null });
  });

  it('a malformed id → 400 naming id', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/users/123/' });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'id: id must be a valid id');
  });

  it('users and partners → 403', async () => {
    for (const user of [tenant.user, tenant.partner]) {
      const res = await as(t, user, { method: 'GET', url: `/api/v1/users/${tenant.admin.id}/` });
      expect(res.statusCode).toBe(403);
    }
  });
});
