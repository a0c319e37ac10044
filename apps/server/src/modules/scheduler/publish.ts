import { and, eq, sql } from 'drizzle-orm';
import { scopeFromTrustedJob, type WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newsletters } from '../../db/schema/index';
import type { Mailer } from '../../integrations/mailer';
import { renderWithChecks } from '../newsletter-output/render-service';
import { presentNewsletter } from '../newsletters/presenter';
import {
  adminAddresses,
  insertPublication,
  lockNewsletter,
  updateNewsletterSchedule,
  workspaceName,
} from './repository';

/** A publish job's payload, written by this server when it scheduled the newsletter. */
export interface PublishJob {
  newsletterId: string;
  workspaceId: string;
  /** The schedule this job belongs to: a rescheduled or unscheduled newsletter has another (or none). */
  token: string;
}

export type PublishOutcome = 'published' | 'stale' | 'failed';

export interface PublishDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

/** Tries before a newsletter is marked failed: the first run and four retries (30 s, 60 s, 120 s, 240 s apart). */
export const PUBLISH_ATTEMPTS_MAX = 5;

function readyToSendText(subject: string, text: string): string {
  return [
    `"${subject}" is ready to send.`,
    'This message is the newsletter as it was published: forward it, or paste it into your sending platform.',
    '',
    text,
  ].join('\n');
}

/**
 * Publishes a scheduled newsletter once. Everything happens under the newsletter's row lock, inside one
 * transaction: a second run (another process, an expired job retried) waits for the first and then finds the
 * newsletter no longer scheduled under this token, so it does nothing. The published version is inserted in the
 * same transaction as the status change, and at most one can exist per newsletter (unique index).
 * A send-readiness error fails the newsletter at once (retrying would not help); any other error is retried by
 * pg-boss with backoff, and fails the newsletter with its reason after the last attempt.
 */
export async function publishScheduledNewsletter(
  deps: PublishDeps,
  job: PublishJob,
  attemptsMax = PUBLISH_ATTEMPTS_MAX,
): Promise<PublishOutcome> {
  const scope = await scopeFromTrustedJob(deps.db, job.workspaceId);
  if (!scope) return 'stale';
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await lockNewsletter(tx, scope, job.newsletterId);
      if (row?.status !== 'scheduled' || row.scheduleToken !== job.token) return 'stale';
      const newsletter = presentNewsletter(row);
      const publicationName = await workspaceName(tx, scope);
      const rendered = await renderWithChecks(tx, scope, deps.config, newsletter, {
        checkLinks: false,
        publicationName,
      });
      const errors = rendered.checks.filter((check) => check.severity === 'error');
      if (errors.length > 0) {
        await updateNewsletterSchedule(tx, scope, row.id, {
          status: 'failed',
          publishJobId: null,
          failureReason: `Not ready to send: ${errors.map((check) => check.message).join(' ')}`,
        });
        return 'failed';
      }
      const subject = newsletter.subject || newsletter.title || 'Untitled newsletter';
      await insertPublication(tx, scope, {
        newsletterId: row.id,
        newsletterVersion: row.version,
        subject,
        html: rendered.html,
        text: rendered.text,
        handoff: 'ready-to-send',
      });
      // Beehiiv hand-off joins here once a workspace can publish there; until then the admins get it to send.
      for (const to of await adminAddresses(tx, scope)) {
        await deps.mailer.send({
          to,
          subject: `Ready to send: ${subject}`,
          text: readyToSendText(subject, rendered.text),
          html: rendered.html,
        });
      }
      await updateNewsletterSchedule(tx, scope, row.id, {
        status: 'published',
        publishJobId: null,
        failureReason: null,
      });
      return 'published';
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const attempts = await recordFailedAttempt(deps.db, scope, job, reason, attemptsMax);
    if (attempts === null || attempts >= attemptsMax) return attempts === null ? 'stale' : 'failed';
    throw err;
  }
}

/**
 * Counts a failed attempt of the schedule the job belongs to; at the last one the newsletter is failed with the
 * reason. Returns the attempts so far, or null when the newsletter is no longer scheduled under this token.
 */
async function recordFailedAttempt(
  db: Db,
  { workspaceId }: WorkspaceScope,
  job: PublishJob,
  reason: string,
  attemptsMax: number,
): Promise<number | null> {
  const failedReason = `Publishing failed after ${attemptsMax} attempts: ${reason.slice(0, 500)}`;
  const [row] = await db
    .update(newsletters)
    .set({
      publishAttempts: sql`${newsletters.publishAttempts} + 1`,
      status: sql`case when ${newsletters.publishAttempts} + 1 >= ${attemptsMax} then 'failed' else ${newsletters.status} end`,
      failureReason: sql`case when ${newsletters.publishAttempts} + 1 >= ${attemptsMax} then ${failedReason} else null end`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(newsletters.workspaceId, workspaceId),
        eq(newsletters.id, job.newsletterId),
        eq(newsletters.status, 'scheduled'),
        eq(newsletters.scheduleToken, job.token),
      ),
    )
    .returning({ attempts: newsletters.publishAttempts });
  return row?.attempts ?? null;
}
