import { PgBoss } from 'pg-boss';
import type { JobDefinition, JobDeps } from '../deps';
import { jobs } from './index';

/** Creates a job's queue, starts its workers and, for a cron job, its schedule. */
async function registerJob(boss: PgBoss, job: JobDefinition, deps: JobDeps): Promise<void> {
  // pg-boss refuses options given as undefined: only the ones a job sets are passed.
  await boss.createQueue(job.queue, {
    policy: job.policy,
    ...(job.retryLimit !== undefined ? { retryLimit: job.retryLimit } : {}),
    ...(job.expireInSeconds !== undefined ? { expireInSeconds: job.expireInSeconds } : {}),
  });
  const options = { batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 };
  for (let i = 0; i < (job.workers ?? 1); i++) {
    await boss.work<object>(job.queue, options, async (batch) => {
      for (const item of batch) await job.handle(item.data, deps, boss);
    });
  }
  if (job.cron) await boss.schedule(job.queue, job.cron);
}

/** pg-boss on the application's own database: recurring fetches, retries and scheduled work survive restarts. */
export async function startBoss(connectionString: string, deps: JobDeps): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 4, schema: 'pgboss' });
  boss.on('error', (err) => deps.log.error({ err }, 'pg-boss error'));
  await boss.start();
  for (const job of jobs) await registerJob(boss, job, deps);
  return boss;
}
