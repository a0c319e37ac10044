import { PgBoss } from 'pg-boss';
import type { JobDefinition, JobDeps } from '../deps';
import { copyV10Jobs, setAsideV10Schema } from './boss-upgrade';
import { jobs } from './index';

const SCHEMA = 'pgboss';

/** Creates a job's queue with its policy, retries and expiry. */
async function createJobQueue(boss: PgBoss, job: JobDefinition): Promise<void> {
  // pg-boss refuses options given as undefined: only the ones a job sets are passed.
  await boss.createQueue(job.queue, {
    policy: job.policy,
    ...(job.retryLimit !== undefined ? { retryLimit: job.retryLimit } : {}),
    ...(job.expireInSeconds !== undefined ? { expireInSeconds: job.expireInSeconds } : {}),
  });
}

/** Starts a job's workers and, for a cron job, its schedule. */
async function startJobWorkers(boss: PgBoss, job: JobDefinition, deps: JobDeps): Promise<void> {
  const options = { batchSize: 1, pollingIntervalSeconds: job.pollingIntervalSeconds ?? 2 };
  for (let i = 0; i < (job.workers ?? 1); i++) {
    await boss.work<object>(job.queue, options, async (batch) => {
      for (const item of batch) await job.handle(item.data, deps, boss);
    });
  }
  if (job.cron) await boss.schedule(job.queue, job.cron);
}

/**
 * pg-boss on the application's own database: recurring fetches, retries and scheduled work survive restarts.
 * A database that ran pg-boss 10 is upgraded on the way (boss-upgrade.ts): its unfinished jobs are queued again
 * before any worker starts.
 */
export async function startBoss(connectionString: string, deps: JobDeps): Promise<PgBoss> {
  await setAsideV10Schema(connectionString, SCHEMA);
  const boss = new PgBoss({ connectionString, max: 4, schema: SCHEMA });
  boss.on('error', (err) => deps.log.error({ err }, 'pg-boss error'));
  await boss.start();
  for (const job of jobs) await createJobQueue(boss, job);
  await copyV10Jobs(
    connectionString,
    SCHEMA,
    boss,
    jobs.map((job) => job.queue),
    deps.log,
  );
  for (const job of jobs) await startJobWorkers(boss, job, deps);
  return boss;
}
