import { eq } from 'drizzle-orm';
import { scopeFromTrustedJob } from '../src/authz/workspace-scope';
import { businessCompanies, newsletters, workspaces } from '../src/db/schema/index';
import type { DemoSeed } from '../src/db/seed';
import { addDays, issueDays, todayIn } from '../src/modules/ad-sales/availability';
import { bookSeats } from '../src/modules/ad-sales/booking-service';
import { createAdProduct } from '../src/modules/ad-sales/product-service';
import type { DemoSeeder } from './seeders';

/** A local newsletter's usual inventory: one exclusive spot, a shared mid-issue spot, cheap classifieds. */
export const DEMO_AD_PRODUCTS = [
  {
    name: 'Presenting sponsor',
    position: 'top',
    capacity: 1,
    priceCents: 15_000,
    leadDays: 2,
    description: 'The first thing readers see: your logo, a line and a button above the news.',
  },
  {
    name: 'Mid-issue spot',
    position: 'middle',
    capacity: 2,
    priceCents: 7_500,
    leadDays: 1,
    description: 'A card with your photo between the stories.',
  },
  {
    name: 'Classified',
    position: 'bottom',
    capacity: 5,
    priceCents: 2_500,
    leadDays: 0,
    description: 'A short text ad at the end of the issue.',
  },
] as const;

/** The advertisers of the demo bookings (business companies of each newsletter). */
export const DEMO_ADVERTISERS = [
  { name: 'Harbor Coffee', website: 'https://harbor-coffee.example' },
  { name: 'Main Street Hardware', website: 'https://main-street-hardware.example' },
];

/** Tuesday and Thursday: the demo newsletters' publishing days. */
export const DEMO_PUBLISHING_DAYS = [2, 4];

/**
 * Ad sales for each demo newsletter: its publishing days, three products and two advertisers' bookings on
 * coming issue days that have no newsletter yet (a confirmed booking on an existing issue would greet the demo with
 * a "booked ad missing" readiness error before anyone has placed it). Goes through the same services as staff do.
 */
export const adSalesDemoSeeder: DemoSeeder = {
  name: 'Ad sales (products, publishing days, bookings)',
  async seed({ db, workspaceIds }) {
    for (const workspaceId of workspaceIds) await seedWorkspace(db, workspaceId);
  },
};

async function seedWorkspace(db: DemoSeed['db'], workspaceId: string): Promise<void> {
  await db.update(workspaces).set({ publishingDays: DEMO_PUBLISHING_DAYS }).where(eq(workspaces.id, workspaceId));
  const scope = await scopeFromTrustedJob(db, workspaceId);
  if (!scope) return;
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  const products = [];
  for (const product of DEMO_AD_PRODUCTS) {
    products.push(await createAdProduct(db, scope, { ...product, currency: 'USD', active: true }));
  }
  const today = todayIn(workspace?.timeZone ?? 'UTC');
  const planned = await db
    .select({ day: newsletters.issueDate })
    .from(newsletters)
    .where(eq(newsletters.workspaceId, workspaceId));
  const taken = new Set(planned.map(({ day }) => day));
  const open = (await issueDays(db, scope, addDays(today, 3), addDays(today, 56))).filter((day) => !taken.has(day));
  const [first, second] = await db
    .insert(businessCompanies)
    .values(DEMO_ADVERTISERS.map((advertiser) => ({ workspaceId, ...advertiser })))
    .returning();
  const [presenting, midIssue] = products;
  if (presenting && first && open.length >= 2) {
    await bookSeats(db, scope, { productId: presenting.id, dates: open.slice(0, 2), businessCompanyId: first.id });
  }
  if (midIssue && second && open.length >= 1) {
    await bookSeats(db, scope, { productId: midIssue.id, dates: open.slice(0, 1), businessCompanyId: second.id });
  }
}
