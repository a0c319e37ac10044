import type PgBoss from 'pg-boss';
import type { ModuleDeps } from '../app';
import { registerFetchFeedJob } from './fetch-feed';
import { registerScheduleFeedsJob } from './schedule-feeds';

/** Every job's queue and worker. One line a job. */
export async function registerJobs(boss: PgBoss, deps: Omit<ModuleDeps, 'boss' | 'storage'>): Promise<void> {
  await registerFetchFeedJob(boss, deps);
  await registerScheduleFeedsJob(boss, deps);
}
