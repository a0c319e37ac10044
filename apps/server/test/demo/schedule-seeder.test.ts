import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSeeder } from '../../demo/newsletter-seeder';
import { publishingDemoSeeder } from '../../demo/publishing-seeder';
import { scheduleDemoSeeder } from '../../demo/schedule-seeder';
import { demoSeeders } from '../../demo/seeders';
import { workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo schedule seeder', () => {
  it('puts the demo newsletters on local zones and morning send times, not UTC', async () => {
    const first = await buildTenant(t.db);
    const second = await buildTenant(t.db);
    const workspaceIds = [first.workspace.id, second.workspace.id];
    await scheduleDemoSeeder.seed({ db: t.db, businessId: first.business.id, adminId: first.admin.id, workspaceIds });
    const zones = [];
    for (const id of workspaceIds) {
      const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, id));
      zones.push([row?.timeZone, row?.defaultSendTime]);
    }
    expect(zones).toEqual([
      ['America/Chicago', '07:00'],
      ['America/New_York', '06:30'],
    ]);
    // `npm run demo` runs it after every demo newsletter exists and before they are planned on those clocks.
    const at = (seeder: object) => demoSeeders.indexOf(seeder as (typeof demoSeeders)[number]);
    expect(at(scheduleDemoSeeder)).toBe(at(publishingDemoSeeder) + 1);
    expect(at(scheduleDemoSeeder)).toBeLessThan(at(newsletterSeeder));
  });
});
