import type PgBoss from 'pg-boss';
import type { ModuleDeps } from '../app';
import { findDueFetchers } from '../modules/rss-fetchers/repository';
import { enqueueFeedFetch } from './fetch-feed';

export const SCHEDULE_FEEDS_QUEUE = 'schedule-feeds';

/** Queues a fetch for every active fetcher whose interval has passed. Returns how many were queued. */
export async function enqueueDueFeeds(boss: PgBoss, db: ModuleDeps['db']): Promise<number> {
  const due = await findDueFetchers(db);
  let queued = 0;
  for (const fetcher of due) {
    if (await enqueueFeedFetch(boss, fetcher)) queued++;
  }
  return queued;
}

/**
 * 'schedule-feeds': a pg-boss cron every minute (one instance across all processes, pg-boss sees to that) that
 * queues the fetchers that are due. A fetcher still queued or running is skipped by the fetch queue's policy.
 */
export async function registerScheduleFeedsJob(boss: PgBoss, deps: Pick<ModuleDeps, 'db'>): Promise<void> {
  await boss.createQueue(SCHEDULE_FEEDS_QUEUE, { name: SCHEDULE_FEEDS_QUEUE, policy: 'short', retryLimit: 0 });
  await boss.work(SCHEDULE_FEEDS_QUEUE, async () => {
    await enqueueDueFeeds(boss, deps.db);
  });
  await boss.schedule(SCHEDULE_FEEDS_QUEUE, '* * * * *');
}
