import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSeeder } from '../../demo/newsletter-seeder';
import { feedItems, newsletters } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo issue', () => {
  it('opens with no readiness error: it could be marked ready as seeded', async () => {
    const tenant = await buildTenant(t.db);
    const workspaceId = tenant.workspace.id;
    // The workspace already holds an event that is over and an ad whose run ended: the issue must not use them.
    const past = (days: number) => new Date(Date.now() - days * 86_400_000);
    await t.db.insert(feedItems).values([
      { workspaceId, feedType: 'events', feedStatus: 'active', title: 'Spring fair', eventStartsAt: past(60) },
      {
        workspaceId,
        feedType: 'ads',
        feedStatus: 'active',
        title: 'Old sale',
        adStartsAt: past(90),
        adEndsAt: past(60),
      },
    ]);
    await newsletterSeeder.seed({
      db: t.db,
      businessId: tenant.business.id,
      adminId: tenant.admin.id,
      workspaceIds: [workspaceId],
    });
    const [draft] = await t.db
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.status, 'draft')));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/${draft?.id}/render?workspaceId=${workspaceId}`,
      headers: await authHeader(t.tokens, tenant.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const checks: { id: string; severity: string; message: string }[] = res.json().data.checks;
    expect(checks.filter((check) => check.severity === 'error')).toEqual([]);
  });
});
