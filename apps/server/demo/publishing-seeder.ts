import { FAKE_KIT_KEY } from '../fakes/kit';
import { FAKE_MAILCHIMP_KEY, FAKE_MAILCHIMP_LIST_ID } from '../fakes/mailchimp';
import { scopeFromTrustedJob } from '../src/authz/workspace-scope';
import { loadConfig } from '../src/config';
import { tags, workspaceMembers, workspaces } from '../src/db/schema/index';
import { saveDestination } from '../src/modules/publishing/service';
import type { DemoSeeder } from './seeders';

/** The demo newsletters that publish elsewhere than Beehiiv, each to its local fake. */
export const DEMO_DESTINATIONS = [
  { name: 'Riverside Sports', brandColor: '#16a34a', kind: 'mailchimp' },
  { name: 'Riverside Arts', brandColor: '#9333ea', kind: 'kit' },
] as const;

/**
 * Two more newsletters of the demo business: one publishing to Mailchimp, one to Kit, their keys checked and stored
 * through the product's own Settings → Publishing path against the fakes. Runs first, so every later seeder fills
 * them too (their ids join `workspaceIds`). Made a day earlier than the Beehiiv ones, so the header (newest first)
 * still opens on a Beehiiv newsletter.
 */
export const publishingDemoSeeder: DemoSeeder = {
  name: 'Newsletters publishing to Mailchimp and to Kit',
  async seed(seeded) {
    const { db, businessId, adminId } = seeded;
    const config = loadConfig();
    const createdAt = new Date(Date.now() - 86_400_000);
    for (const destination of DEMO_DESTINATIONS) {
      const [workspace] = await db
        .insert(workspaces)
        .values({
          businessId,
          name: destination.name,
          brandName: destination.name,
          brandColor: destination.brandColor,
          createdAt,
        })
        .returning({ id: workspaces.id });
      if (!workspace) throw new Error('demo workspace not created');
      await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: adminId });
      await db.insert(tags).values([
        { workspaceId: workspace.id, name: 'Local news', color: '#3b82f6' },
        { workspaceId: workspace.id, name: destination.kind === 'kit' ? 'Arts' : 'Sports', color: '#f59e0b' },
      ]);
      const scope = await scopeFromTrustedJob(db, workspace.id);
      if (!scope) throw new Error('demo workspace not found');
      await saveDestination(
        db,
        config,
        scope,
        destination.kind === 'mailchimp'
          ? { kind: 'mailchimp', apiKey: FAKE_MAILCHIMP_KEY, audienceId: FAKE_MAILCHIMP_LIST_ID }
          : { kind: 'kit', apiKey: FAKE_KIT_KEY },
      );
      seeded.workspaceIds.push(workspace.id);
    }
  },
};
