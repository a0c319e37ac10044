import type PgBoss from 'pg-boss';
import type { ModuleDeps } from '../app';
import type { FetcherRef } from '../modules/rss-fetchers/repository';
import { runFetcher } from '../modules/rss-fetchers/run-fetcher';

export const FETCH_FEED_QUEUE = 'fetch-feed';
/** Feeds fetched in parallel per process: one slow feed (up to its 10 s timeout) never holds up the others. */
const FETCH_WORKERS = 4;

/** The workspace travels with the fetcher id: the run looks the fetcher up by both. */
export interface FetchFeedJob {
  fetcherId: string;
  workspaceId: string;
}

/**
 * 'fetch-feed': one job fetches one fetcher. The queue is 'stately' and every job carries the fetcher id as its
 * singletonKey, so a fetcher has at most one run queued and one running, across every server process.
 */
export async function registerFetchFeedJob(boss: PgBoss, deps: Pick<ModuleDeps, 'db' | 'config'>): Promise<void> {
  await boss.createQueue(FETCH_FEED_QUEUE, {
    name: FETCH_FEED_QUEUE,
    policy: 'stately',
    // A failed feed is recorded on the fetcher and tried again at its next interval, not retried at once.
    retryLimit: 0,
    expireInSeconds: 120,
  });
  const outbound = { allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE };
  for (let i = 0; i < FETCH_WORKERS; i++) {
    await boss.work<FetchFeedJob>(FETCH_FEED_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
      for (const job of jobs) {
        const target = { id: job.data.fetcherId, workspaceId: job.data.workspaceId };
        await runFetcher(deps.db, target, outbound, (err) => {
          console.error(`fetch-feed ${job.data.fetcherId} failed unexpectedly`, err);
        });
      }
    });
  }
}

/** Queues a fetch of one fetcher; null when one is already queued (the queued run will fetch it). */
export function enqueueFeedFetch(boss: PgBoss, fetcher: FetcherRef): Promise<string | null> {
  const data: FetchFeedJob = { fetcherId: fetcher.id, workspaceId: fetcher.workspaceId };
  return boss.send(FETCH_FEED_QUEUE, data, { singletonKey: fetcher.id });
}
