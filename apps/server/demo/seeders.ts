import type { DemoSeed } from '../src/db/seed';
import { adSalesDemoSeeder } from './ad-sales-seeder';
import { beehiivDemoSeeder } from './beehiiv-seeder';
import { llmDemoSeeder } from './llm-seeder';
import { newsletterSeeder } from './newsletter-seeder';
import { portalsDemoSeeder } from './portals-seeder';
import { publishingDemoSeeder } from './publishing-seeder';
import { scheduleDemoSeeder } from './schedule-seeder';
import { sourcesDemoSeeder } from './sources-seeder';

/** Adds one domain's demo data (newsletters, analytics history, …) to the freshly seeded demo business. */
export interface DemoSeeder {
  name: string;
  seed(seeded: DemoSeed): Promise<void>;
}

/** Run once, in order, right after the demo business is first seeded. */
export const demoSeeders: DemoSeeder[] = [
  publishingDemoSeeder,
  scheduleDemoSeeder,
  sourcesDemoSeeder,
  llmDemoSeeder,
  newsletterSeeder,
  beehiivDemoSeeder,
  portalsDemoSeeder,
  adSalesDemoSeeder,
];
