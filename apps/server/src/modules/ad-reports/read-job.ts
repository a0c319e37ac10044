import { AD_REPORT_READ_DAYS } from '@newsletter-os/contracts';
import type { PgBoss } from 'pg-boss';
import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import type { JobDefinition, JobDeps } from '../../deps';
import { BeehiivError } from '../../integrations/beehiiv';
import { workspaceBeehiiv } from '../beehiiv/connection';
import { adClicksOf, adLinksOf } from './ad-links';
import { readDestinationIssue } from './destination-read';
import { findBookingCreative, findIssuesToRead, findRanIssues, markReported, saveIssueRead } from './repository';

export const SPONSOR_REPORT_SWEEP_QUEUE = 'sponsor-report-sweep';
export const SPONSOR_REPORT_READ_QUEUE = 'sponsor-report-read';

/** One issue of one booking to read; written by the sweep from rows it found itself. */
export interface IssueReadJob {
  workspaceId: string;
  bookingId: string;
  day: string;
}

/** Beehiiv answers that another try will not change: the job stops instead of retrying. */
const PERMANENT: readonly string[] = ['invalid_key', 'not_found', 'creation_failed'];

/**
 * Reads the Beehiiv post of one issue a booking ran in and stores the booking's figures; the first successful read
 * moves the booking from `ran` to `reported`. Answers whether figures were stored. Without a Beehiiv connection
 * (or once the booking no longer ran) there is nothing to read. Transient Beehiiv failures throw, so pg-boss retries.
 */
export async function readIssueStats(deps: JobDeps, job: IssueReadJob, now = new Date()): Promise<boolean> {
  const scope = await scopeFromTrustedJob(deps.db, job.workspaceId);
  if (!scope) return false;
  const creative = await findBookingCreative(deps.db, scope, job.bookingId);
  if (!creative || (creative.status !== 'ran' && creative.status !== 'reported')) return false;
  const issue = (await findRanIssues(deps.db, scope, job.bookingId)).find((i) => i.day === job.day);
  // An issue sent with Mailchimp or Kit has no Beehiiv post: its figures come from that service.
  if (!issue) return readDestinationIssue(deps, scope, job, creative, now);
  const beehiiv = await workspaceBeehiiv(deps.db, deps.config, scope);
  if (!beehiiv) return false;
  let lookup: Awaited<ReturnType<typeof beehiiv.client.getPost>>;
  try {
    lookup = await beehiiv.client.getPost(issue.publicationId, issue.postId);
  } catch (err) {
    if (err instanceof BeehiivError && PERMANENT.includes(err.code)) {
      deps.log.warn({ bookingId: job.bookingId, code: err.code }, 'sponsor report read skipped');
      return false;
    }
    throw err;
  }
  const email = lookup.state === 'ready' ? lookup.post.stats?.email : undefined;
  if (lookup.state !== 'ready' || !email) return false;
  const clicks = adClicksOf(lookup.post.stats?.clicks ?? [], adLinksOf(creative));
  await deps.db.transaction(async (tx) => {
    await saveIssueRead(tx, scope, {
      bookingId: job.bookingId,
      issue,
      at: now,
      readLimit: AD_REPORT_READ_DAYS,
      figures: {
        recipients: Math.max(0, Math.round(email.recipients)),
        delivered: Math.max(0, Math.round(email.delivered)),
        uniqueOpens: Math.max(0, Math.round(email.unique_opens)),
        adClicks: clicks ? Math.max(0, Math.round(clicks.clicks)) : null,
        adUniqueClicks: clicks ? Math.max(0, Math.round(clicks.uniqueClicks)) : null,
        adVerifiedUniqueClicks:
          clicks?.verifiedUniqueClicks == null ? null : Math.max(0, Math.round(clicks.verifiedUniqueClicks)),
      },
    });
    await markReported(tx, scope, job.bookingId);
  });
  return true;
}

/**
 * Queues today's reads: one job per issue, keyed by the issue and the UTC day, so a second sweep on the same day
 * (another process, a retry) adds nothing. Answers the jobs queued.
 */
export async function queueIssueReads(deps: JobDeps, boss: PgBoss, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let queued = 0;
  for (const issue of await findIssuesToRead(deps.db, today, AD_REPORT_READ_DAYS)) {
    const id = await boss.send(SPONSOR_REPORT_READ_QUEUE, issue, {
      singletonKey: `${issue.bookingId}:${issue.day}:${today}`,
      // pg-boss keys a singleton only within a time slot (at most its 12 h archive interval); the day in the key
      // covers the rest, and a read that does slip through twice on one day counts once (saveIssueRead).
      singletonSeconds: 12 * 3600,
      retryLimit: 3,
      retryDelay: 300,
      retryBackoff: true,
    });
    if (id) queued += 1;
  }
  return queued;
}

/**
 * Hourly, one process for all: finds the issues whose ads ran in the last seven days and not read today, and queues
 * their reads. Hourly so the first read comes within an hour of the send (a report has figures the same day), then
 * about every 24 hours up to the seventh day (one read a day: the singleton key and `last_read_on`).
 */
export const SPONSOR_REPORT_SWEEP_CRON = '17 * * * *';
export const sponsorReportSweepJob: JobDefinition = {
  queue: SPONSOR_REPORT_SWEEP_QUEUE,
  policy: 'singleton',
  cron: SPONSOR_REPORT_SWEEP_CRON,
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  async handle(_data, deps, boss) {
    await queueIssueReads(deps, boss);
  },
};

/** One issue's read; Beehiiv's rate limits and outages are retried with backoff (three more tries). */
export const sponsorReportReadJob: JobDefinition<IssueReadJob> = {
  queue: SPONSOR_REPORT_READ_QUEUE,
  policy: 'standard',
  retryLimit: 3,
  expireInSeconds: 120,
  async handle(data, deps) {
    await readIssueStats(deps, data);
  },
};
