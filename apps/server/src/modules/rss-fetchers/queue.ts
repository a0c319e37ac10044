import type { PgBoss } from 'pg-boss';
import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../deps';
import { type FetcherRef, findDueFetchers } from './repository';
import { runFetcher } from './run-fetcher';

export const FETCH_FEED_QUEUE = 'fetch-feed';
export const SCHEDULE_FEEDS_QUEUE = 'schedule-feeds';

/** The workspace travels with the fetcher id: the run looks the fetcher up by both. */
export interface FetchFeedJob {
  fetcherId: string;
  workspaceId: string;
}

/** Queues a fetch of one fetcher; null when one is already queued (the queued run will fetch it). */
export function enqueueFeedFetch(boss: PgBoss, fetcher: FetcherRef): Promise<string | null> {
  const data: FetchFeedJob = { fetcherId: fetcher.id, workspaceId: fetcher.workspaceId };
  return boss.send(FETCH_FEED_QUEUE, data, { singletonKey: fetcher.id });
}

/** Queues a fetch for every active fetcher whose interval has passed. Returns how many were queued. */
export async function enqueueDueFeeds(boss: PgBoss, db: Db): Promise<number> {
  const due = await findDueFetchers(db);
  let queued = 0;
  for (const fetcher of due) {
    if (await enqueueFeedFetch(boss, fetcher)) queued++;
  }
  return queued;
}

/**
 * 'fetch-feed': one job fetches one fetcher. The queue is 'stately' and every job carries the fetcher id as its
 * singletonKey, so a fetcher has at most one run queued and one running, across every server process.
 */
export const fetchFeedJob: JobDefinition<FetchFeedJob> = {
  queue: FETCH_FEED_QUEUE,
  policy: 'stately',
  // A failed feed is recorded on the fetcher and tried again at its next interval, not retried at once.
  retryLimit: 0,
  expireInSeconds: 120,
  // One slow feed (up to its 10 s timeout) never holds up the others.
  workers: 4,
  pollingIntervalSeconds: 2,
  async handle(data, deps) {
    // The payload was written by this server (enqueueFeedFetch); the run reads the fetcher by its id *and* this
    // workspace, so a stale or forged payload finds nothing.
    const scope = await scopeFromTrustedJob(deps.db, data.workspaceId);
    if (!scope) return;
    await runFetcher(deps.db, scope, data.fetcherId, { allowPrivate: deps.config.OUTBOUND_ALLOW_PRIVATE }, (err) => {
      deps.log.error({ err, fetcherId: data.fetcherId }, 'fetch-feed failed unexpectedly');
    });
  },
};

/**
 * 'schedule-feeds': a cron every minute (one instance across all processes, pg-boss sees to that) that queues the
 * fetchers that are due. A fetcher still queued or running is skipped by the fetch queue's policy.
 */
export const scheduleFeedsJob: JobDefinition = {
  queue: SCHEDULE_FEEDS_QUEUE,
  policy: 'short',
  retryLimit: 0,
  cron: '* * * * *',
  async handle(_data, deps, boss) {
    await enqueueDueFeeds(boss, deps.db);
  },
};
