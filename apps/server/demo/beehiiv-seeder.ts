import { and, asc, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { FAKE_BEEHIIV_KEY } from '../fakes/beehiiv';
import { activeSubscriptionsDaysAgo, FAKE_PUBLICATION_ID, FAKE_TOTAL_SUBSCRIPTIONS } from '../fakes/beehiiv-data';
import { loadConfig } from '../src/config';
import { beehiivKeys, beehiivSnapshots, publishingDestinations, workspaces } from '../src/db/schema/index';
import { lastFour, sealSecret } from '../src/lib/secret-box';
import type { DemoSeeder } from './seeders';

/** Days of subscriber history the demo starts with, as if the daily job had run for a year. */
const HISTORY_DAYS = 365;

/**
 * Every demo newsletter that publishes to Beehiiv gets the fake Beehiiv's key (sealed like any key), so Settings →
 * API shows a stored key as Settings → LLM shows the demo LLM key. The first of them (first as the header lists
 * them, so the dashboard opens on it) is also linked to its publication with a year of daily snapshots, so the
 * dashboard is full at once; the others have a key but no publication picked yet, as a publisher midway through
 * setup.
 */
export const beehiivDemoSeeder: DemoSeeder = {
  name: 'Beehiiv keys, and a year of subscriber history (first newsletter)',
  async seed({ db, workspaceIds }) {
    if (workspaceIds.length === 0) return;
    // The workspace list's own order (newest first, then by name); no destination row means Beehiiv.
    const onBeehiiv = await db
      .select({ id: workspaces.id })
      .from(workspaces)
      .leftJoin(publishingDestinations, eq(publishingDestinations.workspaceId, workspaces.id))
      .where(
        and(
          inArray(workspaces.id, workspaceIds),
          or(isNull(publishingDestinations.kind), eq(publishingDestinations.kind, 'beehiiv')),
        ),
      )
      .orderBy(desc(workspaces.createdAt), asc(workspaces.name), asc(workspaces.id));
    const { SECRETS_KEY } = loadConfig();
    for (const { id } of onBeehiiv) {
      await db
        .insert(beehiivKeys)
        .values({
          workspaceId: id,
          sealedKey: sealSecret(SECRETS_KEY, id, 'beehiiv-api-key', FAKE_BEEHIIV_KEY),
          lastFour: lastFour(FAKE_BEEHIIV_KEY),
        })
        .onConflictDoNothing();
    }
    const workspaceId = onBeehiiv[0]?.id;
    if (!workspaceId) return;
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
