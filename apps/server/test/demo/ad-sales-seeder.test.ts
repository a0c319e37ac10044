import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSalesDemoSeeder, DEMO_PUBLISHING_DAYS } from '../../demo/ad-sales-seeder';
import { demoSeeders } from '../../demo/seeders';
import { adBookingDays, adBookings, adProducts, workspaces } from '../../src/db/schema/index';
import { addDays, isoWeekday, todayIn } from '../../src/modules/ad-sales/availability';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the demo ad sales seeder', () => {
  it('gives each newsletter publishing days, three products and confirmed bookings on open issue days', async () => {
    const tenant = await buildTenant(t.db);
    const workspaceId = tenant.workspace.id;
    // A planned issue on the first Tuesday or Thursday ahead: no booking may land on it unplaced.
    let planned = addDays(todayIn('UTC'), 3);
    while (!DEMO_PUBLISHING_DAYS.includes(isoWeekday(planned))) planned = addDays(planned, 1);
    await buildNewsletter(t.db, { workspaceId, issueDate: planned });

    await adSalesDemoSeeder.seed({
      db: t.db,
      businessId: tenant.business.id,
      adminId: tenant.admin.id,
      workspaceIds: [workspaceId],
    });

    const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    expect(workspace?.publishingDays).toEqual([2, 4]);
    const products = await t.db.select().from(adProducts).where(eq(adProducts.workspaceId, workspaceId));
    expect(products.map((p) => [p.name, p.capacity, p.priceCents]).sort()).toEqual([
      ['Classified', 5, 2_500],
      ['Mid-issue spot', 2, 7_500],
      ['Presenting sponsor', 1, 15_000],
    ]);
    const bookings = await t.db.select().from(adBookings).where(eq(adBookings.workspaceId, workspaceId));
    expect(bookings.map((b) => b.status)).toEqual(['confirmed', 'confirmed']);
    const days = await t.db.select().from(adBookingDays).where(eq(adBookingDays.workspaceId, workspaceId));
    expect(days).toHaveLength(3);
    for (const { day } of days) {
      expect(DEMO_PUBLISHING_DAYS).toContain(isoWeekday(day));
      expect(day).not.toBe(planned);
    }
    // `npm run demo` runs it after the newsletters are planned.
    expect(demoSeeders.at(-1)).toBe(adSalesDemoSeeder);
  });
});
