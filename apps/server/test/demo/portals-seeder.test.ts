import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalsDemoSeeder } from '../../demo/portals-seeder';
import { portalSubmissions } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo portals seeder', () => {
  it('fills the review queue, the links and the blocked counts of each workspace', async () => {
    const tenant = await buildTenant(t.db);
    const workspaceId = tenant.workspace.id;
    await portalsDemoSeeder.seed({
      db: t.db,
      businessId: tenant.business.id,
      adminId: tenant.admin.id,
      workspaceIds: [workspaceId],
    });
    const rows = await t.db.select().from(portalSubmissions).where(eq(portalSubmissions.workspaceId, workspaceId));
    expect(rows.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(4);
    const headers = await authHeader(t.tokens, tenant.admin);
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${workspaceId}`,
      headers,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().data.counts).toEqual({ pending: 5, needs_changes: 1 });
    expect(queue.json().data.blocked.length).toBe(4);
    const links = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal-links/?workspaceId=${workspaceId}`,
      headers,
    });
    expect(links.json().data.links.map((l: { kind: string }) => l.kind)).toEqual(['partner', 'ugc', 'events', 'ads']);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/v1/partner-content/list/?workspaceId=${workspaceId}`,
      headers,
    });
    expect(history.json().data.count).toBe(1);
  });
});
