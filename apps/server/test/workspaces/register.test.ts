import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceMembers, workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, buildUser, buildWorkspace, type Tenant } from '../helpers/factories';
import { as, uniqueName } from '../helpers/factories-tenancy';
import { expectInvalid } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
});

const url = '/api/v1/workspace-register/';
const register = (names: unknown, user = tenant.manager) =>
  as(t, user, { method: 'POST', url, payload: { workspaces: names } });

describe('POST /workspace-register/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: { workspaces: ['A'] } });
    expect(res.statusCode).toBe(401);
  });

  it('creates trimmed newsletters in order, answers them, and makes the creator a member', async () => {
    const first = uniqueName('Morning Brief');
    const second = uniqueName('Evening Edition');
    const res = await register([`  ${first} `, second]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Newsletters created' });
    expect(body.data).toEqual([
      {
        workspaceId: expect.any(String),
        name: first,
        brand: null,
        logo: null,
        brandName: null,
        brandColor: null,
        publicationId: null,
      },
      expect.objectContaining({ name: second }),
    ]);
    for (const created of body.data) {
      const [row] = await t.db
        .select()
        .from(workspaceMembers)
        .where(
          and(eq(workspaceMembers.workspaceId, created.workspaceId), eq(workspaceMembers.userId, tenant.manager.id)),
        );
      expect(row).toBeDefined();
      const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, created.workspaceId));
      expect(workspace?.businessId).toBe(tenant.business.id);
    }
    const list = await as(t, tenant.manager, { method: 'GET', url: '/api/v1/workspaces/?page=1&pageSize=50' });
    expect(list.json().data.results.map((w: { name: string }) => w.name)).toEqual(
      expect.arrayContaining([first, second]),
    );
  });

  it('one name → "Newsletter created"', async () => {
    const res = await register([uniqueName('Solo')], tenant.admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().meta.message).toBe('Newsletter created');
  });

  it('an empty name → 400 naming workspaces.N', async () => {
    const res = await register(['Fine name', '   ']);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'workspaces.1: Newsletter name is required');
  });

  it.each([
    [[], 'workspaces: Add at least one newsletter'],
    [Array.from({ length: 51 }, (_, i) => `Letter ${i}`), 'workspaces: At most 50 newsletters at a time'],
    ['Just a string', 'workspaces:'],
    [['x'.repeat(101)], 'workspaces.0: Newsletter name must be at most 100 characters'],
  ])('bad list %# → 400 naming the field', async (names, message) => {
    const res = await register(names);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it('accepts 50 names at once', async () => {
    const names = Array.from({ length: 50 }, (_, i) => uniqueName(`Bulk ${i}`));
    const res = await register(names, tenant.admin);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toHaveLength(50);
  });

  it('the same name twice in one request, ignoring case → 409 naming it; nothing created', async () => {
    const name = uniqueName('Twin');
    const res = await register([name, name.toUpperCase()]);
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe(`The newsletter name "${name.toUpperCase()}" is listed twice.`);
    const rows = await t.db.select().from(workspaces).where(eq(workspaces.name, name));
    expect(rows).toHaveLength(0);
  });

  it('a name that exists in the business, ignoring case → 409 naming it; nothing created', async () => {
    const existing = await buildWorkspace(t.db, { businessId: tenant.business.id, name: uniqueName('Taken') });
    const fresh = uniqueName('Fresh');
    const res = await register([fresh, existing.name.toLowerCase()]);
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe(`A newsletter named "${existing.name}" already exists.`);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.name, fresh))).toHaveLength(0);
  });

  it('the same name in another business is fine', async () => {
    const other = await buildTenant(t.db);
    const res = await register([other.workspace.name]);
    expect(res.statusCode).toBe(201);
  });

  it('a user without a business → 409', async () => {
    const loner = await buildUser(t.db, { businessId: null, userType: 'admin' });
    const res = await register(['Nowhere'], loner);
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe('Register your business before adding newsletters.');
  });

  it('user and partner → 403', async () => {
    for (const user of [tenant.user, tenant.partner]) {
      const res = await register([uniqueName('Nope')], user);
      expect(res.statusCode).toBe(403);
    }
  });
});
