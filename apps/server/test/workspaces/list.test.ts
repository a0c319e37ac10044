import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, buildWorkspace, type Tenant, type WorkspaceRow } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
/** Workspaces of the tenant nobody but admins reaches (no members). */
let unjoined: WorkspaceRow[];
beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  unjoined = [];
  for (const name of ['Zeta Weekly', 'Alpha Daily', 'Mid Monthly']) {
    unjoined.push(await buildWorkspace(t.db, { businessId: tenant.business.id, name }));
  }
  // Another business's workspaces never show up.
  await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
});

const names = (res: { json(): { data: { results: { name: string }[] } } }) =>
  res.json().data.results.map((w) => w.name);

describe('GET /workspaces/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/workspaces/' })).statusCode).toBe(401);
  });

  it('an admin gets every workspace of the business, newest first, in the paginated shape', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/workspaces/?page=1&pageSize=50' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.code).toBe(1);
    expect(body.data).toEqual({ results: expect.any(Array), count: 4, page: 1, pageSize: 50, totalPages: 1 });
    expect(names(res)).toEqual(['Mid Monthly', 'Alpha Daily', 'Zeta Weekly', tenant.workspace.name]);
    expect(body.data.results[3]).toEqual({
      workspaceId: tenant.workspace.id,
      name: tenant.workspace.name,
      brand: null,
      logo: null,
      brandName: null,
      brandColor: null,
      publicationId: null,
    });
  });

  it('managers, users and partners get only the workspaces they are members of', async () => {
    for (const user of [tenant.manager, tenant.user, tenant.partner]) {
      const res = await as(t, user, { method: 'GET', url: '/api/v1/workspaces/' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ count: 1, page: 1, pageSize: 10, totalPages: 1 });
      expect(names(res)).toEqual([tenant.workspace.name]);
    }
  });

  it('pages through the list', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/workspaces/?page=2&pageSize=3' });
    expect(res.json().data).toMatchObject({ count: 4, page: 2, pageSize: 3, totalPages: 2 });
    expect(names(res)).toEqual([tenant.workspace.name]);
  });

  it.each([
    ['pageSize=101', 'pageSize:'],
    ['pageSize=0', 'pageSize:'],
    ['page=0', 'page:'],
    ['page=abc', 'page:'],
  ])('%s → 400 naming the field', async (query, message) => {
    const res = await as(t, tenant.admin, { method: 'GET', url: `/api/v1/workspaces/?${query}` });
    expectInvalid(res, message);
  });
});

describe('GET /workspaces/business/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/workspaces/business/' })).statusCode).toBe(401);
  });

  it('admins and managers get every workspace of the business', async () => {
    for (const user of [tenant.admin, tenant.manager]) {
      const res = await as(t, user, { method: 'GET', url: '/api/v1/workspaces/business/?page=1&pageSize=2' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ count: 4, page: 1, pageSize: 2, totalPages: 2 });
      expect(names(res)).toEqual(['Mid Monthly', 'Alpha Daily']);
    }
  });

  it('users and partners → 403', async () => {
    for (const user of [tenant.user, tenant.partner]) {
      const res = await as(t, user, { method: 'GET', url: '/api/v1/workspaces/business/' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ meta: { code: 0, message: 'You do not have permission to do this' }, data: null });
    }
  });

  it('pageSize over 100 → 400 naming pageSize', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: '/api/v1/workspaces/business/?pageSize=500' });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'pageSize');
  });
});
