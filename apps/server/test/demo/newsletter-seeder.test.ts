import { BLOCK_TYPES } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSeeder } from '../../demo/newsletter-seeder';
import { feedItems, newsletters, templates, workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo newsletter seeder', () => {
  it('gives each workspace a template and three newsletters, one with every block type from its own items', async () => {
    const tenant = await buildTenant(t.db);
    const workspaceId = tenant.workspace.id;
    const seeded = { db: t.db, businessId: tenant.business.id, adminId: tenant.admin.id, workspaceIds: [workspaceId] };
    await newsletterSeeder.seed(seeded);

    const stored = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, workspaceId));
    expect(stored.map((n) => n.status).sort()).toEqual(['draft', 'planned', 'published']);
    const full = stored.find((n) => n.status === 'draft');
    expect(new Set(full?.document.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
    const items = await t.db.select().from(feedItems).where(eq(feedItems.workspaceId, workspaceId));
    const itemIds = new Set(items.map((item) => item.id));
    for (const block of full?.document.blocks ?? []) {
      if ('sourceItemId' in block) expect(itemIds.has(block.sourceItemId)).toBe(true);
    }
    const [template] = await t.db.select().from(templates).where(eq(templates.workspaceId, workspaceId));
    expect(template?.name).toBe('Weekly layout');
  });

  it('dates the issue today in the newsletter’s zone, where the demo browser is, west and east of UTC', async () => {
    // At any hour one of these is on another calendar day than UTC: Pago Pago (UTC−11) before 11:00 UTC,
    // Kiritimati (UTC+14) from 10:00 UTC.
    for (const zone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
      const tenant = await buildTenant(t.db);
      const workspaceId = tenant.workspace.id;
      await t.db.update(workspaces).set({ timeZone: zone }).where(eq(workspaces.id, workspaceId));
      const seeded = {
        db: t.db,
        businessId: tenant.business.id,
        adminId: tenant.admin.id,
        workspaceIds: [workspaceId],
      };
      await newsletterSeeder.seed(seeded);
      const stored = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, workspaceId));
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      expect(stored.find((n) => n.status === 'draft')?.issueDate, zone).toBe(today);
    }
  });
});
