// `npm run db:seed`: a demo business for trying the product locally. Never runs at start.
// Uses the same database as `npm start` (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { hashPassword } from '../lib/password';
import { createDatabase, type Database } from './client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';
import { businesses, feedItems, tags, users, workspaceMembers, workspaces } from './schema/index';

export const DEMO_EMAIL = 'demo@newsletter-os.local';
export const DEMO_PASSWORD = 'newsletter-demo';

/** What the demo seed made, for the domain seeders of `npm run demo` (apps/server/demo/seeders.ts). */
export interface DemoSeed {
  db: Database['db'];
  businessId: string;
  adminId: string;
  workspaceIds: string[];
}

/**
 * Seeds the demo business once. `onSeeded` runs inside the same connection after a first seed, so `npm run demo`
 * adds its domain data (analytics history, newsletters, …) exactly once too. `onStart` runs at every call, seeded
 * now or before (the demo points its seeded rows at this run's local fakes).
 */
export async function seed(
  onSeeded?: (seeded: DemoSeed) => Promise<void>,
  onStart?: (db: Database['db']) => Promise<void>,
) {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres'));
    url = embedded.url;
  }
  const database = createDatabase(url, 2);
  try {
    await runMigrations(database.db);
    const existing = await database.db.execute(sql`select 1 from users where lower(email) = ${DEMO_EMAIL}`);
    if (existing.rows.length > 0) {
      await onStart?.(database.db);
      console.log(`The demo account already exists: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
      return;
    }
    const seeded = await database.db.transaction(async (tx) => {
      const [business] = await tx.insert(businesses).values({ name: 'Riverside Media' }).returning();
      if (!business) throw new Error('business not created');
      const [admin] = await tx
        .insert(users)
        .values({
          email: DEMO_EMAIL,
          name: 'Demo Publisher',
          passwordHash: await hashPassword(DEMO_PASSWORD),
          userType: 'admin',
          isVerified: true,
          businessId: business.id,
        })
        .returning();
      if (!admin) throw new Error('user not created');
      const created = await tx
        .insert(workspaces)
        .values([
          { businessId: business.id, name: 'Riverside Weekly', brandName: 'Riverside Weekly', brandColor: '#2563eb' },
          { businessId: business.id, name: 'Riverside Eats', brandName: 'Riverside Eats', brandColor: '#ea580c' },
        ])
        .returning();
      await tx.insert(workspaceMembers).values(created.map((w) => ({ workspaceId: w.id, userId: admin.id })));
      for (const workspace of created) {
        await tx.insert(tags).values([
          { workspaceId: workspace.id, name: 'Local news', color: '#3b82f6' },
          { workspaceId: workspace.id, name: 'Food', color: '#f59e0b' },
        ]);
        await tx.insert(feedItems).values(
          ['Farmers market opens for the season', 'City council approves the new riverside park'].map((title, i) => ({
            workspaceId: workspace.id,
            feedType: 'original',
            feedStatus: 'active',
            title,
            summary: `${title}. A short summary for the demo newsletter.`,
            contentText: `${title}.`,
            content: `<p>${title}.</p>`,
            author: 'Demo Publisher',
            source: workspace.name,
            publishedAt: new Date(Date.now() - i * 86_400_000),
            createdById: admin.id,
          })),
        );
        // Imported stories, as an RSS fetcher would store them, so the content manager's RSS tab is not empty.
        await tx.insert(feedItems).values(
          [
            'Riverside library extends its weekend hours',
            'New bike lanes open along the river path',
            'High school robotics team heads to the state final',
            'Bridge repairs close Mill Street for two weeks',
          ].map((title, i) => {
            const link = `https://gazette.example/${workspace.name.toLowerCase().replace(/\W+/g, '-')}/story-${i + 1}`;
            return {
              workspaceId: workspace.id,
              feedType: 'rss',
              feedStatus: 'active',
              title,
              summary: `${title}, the Riverside Gazette reports.`,
              contentText: `${title}.`,
              content: `<p>${title}.</p>`,
              author: 'Maria Lopez',
              source: 'Riverside Gazette',
              link,
              dedupeKey: link,
              publishedAt: new Date(Date.now() - (i + 1) * 5 * 3_600_000),
            };
          }),
        );
      }
      return { businessId: business.id, adminId: admin.id, workspaceIds: created.map((w) => w.id) };
    });
    if (onSeeded) await onSeeded({ db: database.db, ...seeded });
    await onStart?.(database.db);
    console.log(`Seeded a demo business. Log in as ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
    if (embedded) await embedded.stop();
  }
}

// Run directly (`npm run db:seed`), not when imported by the demo.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  seed().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
