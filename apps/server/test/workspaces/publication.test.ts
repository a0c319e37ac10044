import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
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

const url = '/api/v1/sync-workspace-publication-id/';
const sync = (payload: object, user = tenant.manager) => as(t, user, { method: 'POST', url, payload });

describe('POST /sync-workspace-publication-id/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { workspaceId: tenant.workspace.id, publicationId: 'pub_1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores the publication id and answers the workspace', async () => {
    const res = await sync({ workspaceId: tenant.workspace.id, publicationId: ' pub_00000000-1111-2222 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Publication linked' },
      data: {
        workspaceId: tenant.workspace.id,
        name: tenant.workspace.name,
        brand: null,
        logo: null,
        brandName: null,
        brandColor: null,
        publicationId: 'pub_00000000-1111-2222',
      },
    });
    const list = await as(t, tenant.user, { method: 'GET', url: '/api/v1/workspaces/' });
    expect(list.json().data.results[0].publicationId).toBe('pub_00000000-1111-2222');
  });

  it('an empty id or null unlinks the publication', async () => {
    const workspace = await buildWorkspace(t.db, { businessId: tenant.business.id, publicationId: 'pub_old' });
    for (const publicationId of ['', null]) {
      await t.db.update(workspaces).set({ publicationId: 'pub_old' }).where(eq(workspaces.id, workspace.id));
      const res = await sync({ workspaceId: workspace.id, publicationId }, tenant.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.publicationId).toBeNull();
    }
  });

  it.each([
    [{ publicationId: 'pub_1' }, 'workspaceId:'],
    [{ workspaceId: 'abc', publicationId: 'pub_1' }, 'workspaceId: workspaceId must be a valid id'],
    [{ publicationId: 'pub 1; drop' }, 'publicationId: publicationId may contain only letters, digits, - and _'],
    [{ publicationId: 'p'.repeat(101) }, 'publicationId: publicationId must be at most 100 characters'],
    [{}, 'publicationId:'],
  ])('bad input %j → 400 naming the field', async (payload, message) => {
    const body =
      'workspaceId' in payload || message.startsWith('workspaceId')
        ? payload
        : { workspaceId: tenant.workspace.id, ...payload };
    const res = await sync(body);
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });

  it("another business's workspace → 404 and its publication is untouched", async () => {
    const res = await sync({ workspaceId: other.workspace.id, publicationId: 'pub_stolen' }, tenant.admin);
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, other.workspace.id));
    expect(row?.publicationId).toBeNull();
  });

  it('users and partners → 403', async () => {
    for (const user of [tenant.user, tenant.partner]) {
      const res = await sync({ workspaceId: tenant.workspace.id, publicationId: 'pub_2' }, user);
      expect(res.statusCode).toBe(403);
    }
  });
});
