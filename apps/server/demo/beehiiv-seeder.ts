import { asc, desc, eq, inArray } from 'drizzle-orm';
import { FAKE_BEEHIIV_KEY } from '../fakes/beehiiv';
import { activeSubscriptionsDaysAgo, FAKE_PUBLICATION_ID, FAKE_TOTAL_SUBSCRIPTIONS } from '../fakes/beehiiv-data';
import { loadConfig } from '../src/config';
import { beehiivKeys, beehiivSnapshots, workspaces } from '../src/db/schema/index';
import { lastFour, sealSecret } from '../src/lib/secret-box';
import type { DemoSeeder } from './seeders';

/** Days of subscriber history the demo starts with, as if the daily job had run for a year. */
const HISTORY_DAYS = 365;

/**
 * The first demo newsletter's Beehiiv link (first as the header lists them, so the dashboard opens on it): the
 * fake Beehiiv's key (sealed like any key), its publication, and a year of daily snapshots, so the dashboard is
 * full at once. The other newsletters stay unlinked and show the "No Beehiiv Insights Yet" state a new publisher
 * sees.
 */
export const beehiivDemoSeeder: DemoSeeder = {
  name: 'Beehiiv link and a year of subscriber history (first newsletter)',
  async seed({ db, workspaceIds }) {
    if (workspaceIds.length === 0) return;
    // The workspace list's own order (newest first, then by name).
    const [first] = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(inArray(workspaces.id, workspaceIds))
      .orderBy(desc(workspaces.createdAt), asc(workspaces.name), asc(workspaces.id))
      .limit(1);
    const workspaceId = first?.id;
    if (!workspaceId) return;
    const { SECRETS_KEY } = loadConfig();
    await db
      .insert(beehiivKeys)
      .values({
        workspaceId,
        sealedKey: sealSecret(SECRETS_KEY, workspaceId, 'beehiiv-api-key', FAKE_BEEHIIV_KEY),
        lastFour: lastFour(FAKE_BEEHIIV_KEY),
      })
      .onConflictDoNothing();
    await db.update(workspaces).set({ publicationId: FAKE_PUBLICATION_ID }).where(eq(workspaces.id, workspaceId));
    const today = Date.now();
    const rows = [];
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo--) {
      const active = activeSubscriptionsDaysAgo(daysAgo);
      rows.push({
        workspaceId,
        publicationId: FAKE_PUBLICATION_ID,
        day: new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10),
        activeSubscriptions: active,
        totalSubscriptions: active + (FAKE_TOTAL_SUBSCRIPTIONS - activeSubscriptionsDaysAgo(0)),
      });
    }
    await db.insert(beehiivSnapshots).values(rows).onConflictDoNothing();
  },
};
