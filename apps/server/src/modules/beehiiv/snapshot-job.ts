import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import type { JobDefinition } from '../../deps';
import { BeehiivError } from '../../integrations/beehiiv';
import { linkedWorkspaceIds, purgeExpiredCache } from './repository';
import { snapshotLinkedPublication } from './service';

export const BEEHIIV_SNAPSHOTS_QUEUE = 'beehiiv-snapshots';

/**
 * Daily, one process for all: today's snapshot of every linked publication (subscriber counts and totals), so
 * growth and the subscribers chart come from real history. A workspace whose key or publication fails is skipped
 * (the dashboard shows why); the rest go on. Also drops expired cached answers.
 */
export const beehiivSnapshotJob: JobDefinition = {
  queue: BEEHIIV_SNAPSHOTS_QUEUE,
  policy: 'singleton',
  cron: '23 3 * * *',
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async handle(_data, { db, config, log }) {
    await purgeExpiredCache(db);
    for (const workspaceId of await linkedWorkspaceIds(db)) {
      const scope = await scopeFromTrustedJob(db, workspaceId);
      if (!scope) continue;
      try {
        await snapshotLinkedPublication(db, config, scope);
      } catch (err) {
        if (!(err instanceof BeehiivError)) throw err;
        log.warn({ workspaceId, code: err.code }, 'beehiiv snapshot skipped');
      }
    }
  },
};
