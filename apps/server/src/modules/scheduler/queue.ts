import type { Db as JobsDb, PgBoss } from 'pg-boss';
import type { Config } from '../../config';
import type { JobDefinition } from '../../deps';
import { PUBLISH_ATTEMPTS_MAX, type PublishJob, publishScheduledNewsletter } from './publish';

export const PUBLISH_NEWSLETTER_QUEUE = 'publish-newsletter';

/**
 * Queues the publish of one newsletter at its send time, inside the caller's transaction (`jobs`), keyed by the
 * newsletter: the queue is 'stately', so a newsletter can never have two waiting jobs. Returns the job's id.
 */
export async function enqueuePublish(
  boss: PgBoss,
  jobs: JobsDb,
  job: PublishJob,
  sendAt: Date,
  config: Pick<Config, 'PUBLISH_RETRY_DELAY_SECONDS'>,
): Promise<string | null> {
  return boss.send(PUBLISH_NEWSLETTER_QUEUE, job, {
    singletonKey: job.newsletterId,
    startAfter: sendAt,
    retryLimit: PUBLISH_ATTEMPTS_MAX - 1,
    retryDelay: config.PUBLISH_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    db: jobs,
  });
}

/** Removes a newsletter's publish job (rescheduled or unscheduled), inside the caller's transaction. */
export async function removePublishJob(boss: PgBoss, jobs: JobsDb, jobId: string): Promise<void> {
  await boss.deleteJob(PUBLISH_NEWSLETTER_QUEUE, jobId, { db: jobs });
}

/**
 * 'publish-newsletter': at the send time, renders the newsletter, keeps the rendered version and hands it over.
 * pg-boss gives one job to one worker across every process; the handler's row lock and schedule token make a
 * second run of the same job (an expired one picked up again) find the newsletter already published.
 */
export const publishNewsletterJob: JobDefinition<PublishJob> = {
  queue: PUBLISH_NEWSLETTER_QUEUE,
  policy: 'stately',
  retryLimit: PUBLISH_ATTEMPTS_MAX - 1,
  expireInSeconds: 300,
  workers: 2,
  pollingIntervalSeconds: 2,
  async handle(data, deps) {
    await publishScheduledNewsletter(deps, data);
  },
};
