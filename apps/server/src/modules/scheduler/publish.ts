import { and, eq, sql } from 'drizzle-orm';
import { scopeFromTrustedJob, type WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { newsletters } from '../../db/schema/index';
import { beehiivBodyOf } from '../../email/beehiiv-fragment';
import type { CreatePostInput } from '../../integrations/beehiiv';
import type { Mailer } from '../../integrations/mailer';
import { AppError } from '../../lib/errors';
import { markIssueBookingsRan } from '../ad-sales/placement';
import { workspaceBeehiiv } from '../beehiiv/connection';
import {
  createBeehiivPost,
  findRecentBeehiivPost,
  isPermanentBeehiivFailure,
  type Sleep,
  waitForBeehiivPost,
} from '../beehiiv/publish';
import { renderWithChecks } from '../newsletter-output/render-service';
import { presentNewsletter } from '../newsletters/presenter';
import type { NewsletterRow } from '../newsletters/repository';
import { findDestination } from '../publishing/repository';
import {
  type BeehiivClaim,
  beehiivPublicationOf,
  deleteClaim,
  findClaim,
  recordClaimedPost,
  releaseClaim,
  startClaim,
  takeOverClaim,
} from './beehiiv-claims';
import {
  deleteSendClaim,
  findSendClaim,
  releaseSendClaim,
  type SendClaim,
  startSendClaim,
  takeOverSendClaim,
} from './destination-claims';
import { type DestinationHooks, sendClaimed } from './destination-send';
import { adminAddresses, insertPublication, lockNewsletter, updateNewsletterSchedule } from './repository';

/** Another attempt holds the Beehiiv claim: this one is retried later (pg-boss backoff). */
export const PUBLISH_UNDER_WAY = 'This newsletter is being published to Beehiiv right now.';
/** The same for Mailchimp and Kit. */
export const PUBLISH_UNDER_WAY_ELSEWHERE = 'This newsletter is being sent right now.';

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

/** Hooks for tests: waiting between polls of Beehiiv, and a point right after Beehiiv created the post. */
export interface PublishOptions extends DestinationHooks {
  attemptsMax?: number;
  sleep?: Sleep;
  afterPostCreated?: (postId: string) => Promise<void> | void;
}

type FirstStep =
  | { kind: 'done'; outcome: PublishOutcome }
  | { kind: 'beehiiv'; claim: BeehiivClaim; takenOver: boolean }
  | { kind: 'destination'; claim: SendClaim; takenOver: boolean };

/**
 * Publishes a scheduled newsletter once. The first step runs under the newsletter's row lock: a second run
 * (another process, an expired job retried) waits for it and then finds the newsletter no longer scheduled under
 * this token, or the schedule claimed for Beehiiv, so it does nothing twice. Without Beehiiv (no key or no synced
 * publication) everything happens in that one transaction: the published version (at most one per newsletter,
 * unique index), the admins' mail and the status change. With Beehiiv the first step only claims the publish; the
 * HTTP calls run without the lock, and a second transaction records the post (see beehiiv-claims.ts).
 * A send-readiness error or a refusal by Beehiiv fails the newsletter at once (retrying would not help); any other
 * error is retried by pg-boss with backoff, and fails the newsletter with its reason after the last attempt.
 */
export async function publishScheduledNewsletter(
  deps: PublishDeps,
  job: PublishJob,
  options: PublishOptions = {},
): Promise<PublishOutcome> {
  const { attemptsMax = PUBLISH_ATTEMPTS_MAX, ...hooks } = options;
  const scope = await scopeFromTrustedJob(deps.db, job.workspaceId);
  if (!scope) return 'stale';
  let claim: BeehiivClaim | null = null;
  let sendClaim: SendClaim | null = null;
  try {
    const first = await deps.db.transaction((tx) => firstStep(tx, deps, scope, job));
    if (first.kind === 'done') return first.outcome;
    if (first.kind === 'destination') {
      sendClaim = first.claim;
      return await publishSent(deps, scope, job, sendClaim, first.takenOver, hooks);
    }
    claim = first.claim;
    return await publishClaimed(deps, scope, job, claim, first.takenOver, hooks);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    // Mailchimp's and Kit's refusals are AppErrors in the 4xx too (their messages name the service).
    if (isPermanentBeehiivFailure(err)) {
      const prefix = sendClaim ? '' : 'Beehiiv refused the newsletter: ';
      return (await failNow(deps.db, scope, job, `${prefix}${reason}`)) ? 'failed' : 'stale';
    }
    if (claim) await releaseClaim(deps.db, claim);
    if (sendClaim) await releaseSendClaim(deps.db, sendClaim);
    const attempts = await recordFailedAttempt(deps.db, scope, job, reason, attemptsMax);
    if (attempts === null || attempts >= attemptsMax) return attempts === null ? 'stale' : 'failed';
    throw err;
  }
}

async function firstStep(tx: DbOrTx, deps: PublishDeps, scope: WorkspaceScope, job: PublishJob): Promise<FirstStep> {
  const row = await lockNewsletter(tx, scope, job.newsletterId);
  if (row?.status !== 'scheduled' || row.scheduleToken !== job.token) return { kind: 'done', outcome: 'stale' };
  const existing = await findClaim(tx, scope, row.id, job.token);
  if (existing) {
    // An earlier attempt got as far as calling Beehiiv: keep what it rendered, never create blindly again.
    if (existing.leaseUntil.getTime() > Date.now()) throw new Error(PUBLISH_UNDER_WAY);
    return { kind: 'beehiiv', claim: await takeOverClaim(tx, existing), takenOver: true };
  }
  const sending = await findSendClaim(tx, scope, row.id, job.token);
  if (sending) {
    if (sending.leaseUntil.getTime() > Date.now()) throw new Error(PUBLISH_UNDER_WAY_ELSEWHERE);
    return { kind: 'destination', claim: await takeOverSendClaim(tx, sending), takenOver: true };
  }
  const newsletter = presentNewsletter(row);
  const rendered = await renderWithChecks(tx, scope, deps.config, newsletter, { checkLinks: false });
  const errors = rendered.checks.filter((check) => check.severity === 'error');
  if (errors.length > 0) {
    await updateNewsletterSchedule(tx, scope, row.id, {
      status: 'failed',
      publishJobId: null,
      failureReason: `Not ready to send: ${errors.map((check) => check.message).join(' ')}`,
    });
    return { kind: 'done', outcome: 'failed' };
  }
  const subject = newsletter.subject || newsletter.title || 'Untitled newsletter';
  const destination = await findDestination(tx, scope);
  if (destination?.kind === 'mailchimp' || destination?.kind === 'kit') {
    const claim = await startSendClaim(tx, scope, {
      newsletterId: row.id,
      scheduleToken: job.token,
      kind: destination.kind,
      newsletterVersion: row.version,
      // Mailchimp's campaign title and Kit's description: the issue's public headline, as on Beehiiv.
      title: rendered.beehiiv.webTitle || subject,
      subject,
      html: rendered.html,
      text: rendered.text,
      previewText: rendered.beehiiv.previewText,
      thumbnailUrl: rendered.beehiiv.thumbnailUrl,
    });
    return { kind: 'destination', claim, takenOver: false };
  }
  // Export only: the ready-to-send mail below, even when a Beehiiv key is stored.
  const publicationId = destination?.kind === 'export' ? null : await beehiivPublicationOf(tx, scope);
  if (publicationId) {
    const claim = await startClaim(tx, scope, {
      newsletterId: row.id,
      scheduleToken: job.token,
      publicationId,
      newsletterVersion: row.version,
      // The web post's headline: the web title (the subject by default), never the internal name.
      title: rendered.beehiiv.webTitle || subject,
      subject,
      html: rendered.html,
      text: rendered.text,
      previewText: rendered.beehiiv.previewText,
      thumbnailUrl: rendered.beehiiv.thumbnailUrl,
      headerAndFooter: row.beehiivHeaderFooter,
    });
    return { kind: 'beehiiv', claim, takenOver: false };
  }
  await insertPublication(tx, scope, {
    newsletterId: row.id,
    newsletterVersion: row.version,
    subject,
    html: rendered.html,
    text: rendered.text,
    handoff: 'ready-to-send',
  });
  for (const to of await adminAddresses(tx, scope)) {
    await deps.mailer.send({
      to,
      subject: `Ready to send: ${subject}`,
      text: readyToSendText(subject, rendered.text),
      html: rendered.html,
    });
  }
  await markPublished(tx, scope, row);
  return { kind: 'done', outcome: 'published' };
}

/** The publish and its ads' `ran` are one transaction: a published issue never leaves its bookings placed. */
async function markPublished(tx: DbOrTx, scope: WorkspaceScope, row: NewsletterRow) {
  await updateNewsletterSchedule(tx, scope, row.id, { status: 'published', publishJobId: null, failureReason: null });
  await markIssueBookingsRan(tx, scope, row.issueDate, row.document);
}

/**
 * The Beehiiv hand-off of a claimed schedule, outside any lock. A claim taken over from an earlier attempt may
 * have a post already: its recorded id, or (if that attempt died between Beehiiv's answer and recording it) the
 * post Beehiiv lists with the same title since the claim. Only when neither exists is a post created, as a
 * confirmed post at the send time: scheduling in our product is the publisher's explicit confirmation.
 */
async function publishClaimed(
  deps: PublishDeps,
  scope: WorkspaceScope,
  job: PublishJob,
  claim: BeehiivClaim,
  takenOver: boolean,
  hooks: Omit<PublishOptions, 'attemptsMax'>,
): Promise<PublishOutcome> {
  const beehiiv = await workspaceBeehiiv(deps.db, deps.config, scope);
  if (!beehiiv) throw new AppError(409, 'No Beehiiv API key found');
  const { client } = beehiiv;
  let postId = claim.postId;
  if (!postId && takenOver) {
    const since = Math.floor(claim.claimedAt.getTime() / 1000);
    postId = await findRecentBeehiivPost(client, claim.publicationId, claim.title, since);
    if (postId) await recordClaimedPost(deps.db, claim, postId);
  }
  if (!postId) {
    const created = await createBeehiivPost(client, claim.publicationId, beehiivPostOf(claim));
    postId = created.postId;
    await recordClaimedPost(deps.db, claim, postId);
    await hooks.afterPostCreated?.(postId);
  }
  await waitForBeehiivPost(client, claim.publicationId, postId, hooks.sleep);
  const beehiivPostId = postId;
  return deps.db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, scope, job.newsletterId);
    if (row?.status !== 'scheduled' || row.scheduleToken !== job.token) return 'stale';
    await insertPublication(tx, scope, {
      newsletterId: row.id,
      newsletterVersion: claim.newsletterVersion,
      subject: claim.subject,
      html: claim.html,
      text: claim.text,
      handoff: 'beehiiv',
      beehiivPostId,
    });
    await markPublished(tx, scope, row);
    await deleteClaim(tx, claim);
    return 'published';
  });
}

/**
 * The post as Beehiiv keeps it (docs/decisions/0017): the email's content column with inline styles only as
 * `body_content` (Beehiiv strips <style> and ignores a document's head), the preheader as the email's preview text
 * and the web subtitle, and the first content image as the thumbnail. Confirmed at the send time: scheduling in
 * our product is the publisher's explicit confirmation.
 */
function beehiivPostOf(claim: BeehiivClaim): CreatePostInput {
  return {
    title: claim.title,
    subtitle: claim.previewText || undefined,
    // Without our logo header and address footer unless the issue asks for them: Beehiiv's template adds its own.
    bodyContent: beehiivBodyOf(claim.html, { headerAndFooter: claim.headerAndFooter }),
    status: 'confirmed',
    scheduledAt: new Date().toISOString(),
    subjectLine: claim.subject,
    previewText: claim.previewText || undefined,
    thumbnailImageUrl: claim.thumbnailUrl ?? undefined,
  };
}

/**
 * The Mailchimp or Kit hand-off of a claimed schedule, outside any lock (destination-send.ts); then the
 * publication is recorded and the claim removed in one transaction.
 */
async function publishSent(
  deps: PublishDeps,
  scope: WorkspaceScope,
  job: PublishJob,
  claim: SendClaim,
  takenOver: boolean,
  hooks: DestinationHooks,
): Promise<PublishOutcome> {
  const remoteId = await sendClaimed(deps.db, deps.config, scope, claim, takenOver, hooks);
  return deps.db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, scope, job.newsletterId);
    if (row?.status !== 'scheduled' || row.scheduleToken !== job.token) return 'stale';
    await insertPublication(tx, scope, {
      newsletterId: row.id,
      newsletterVersion: claim.newsletterVersion,
      subject: claim.subject,
      html: claim.html,
      text: claim.text,
      handoff: claim.kind,
      remoteId,
    });
    await markPublished(tx, scope, row);
    await deleteSendClaim(tx, claim);
    return 'published';
  });
}

/** Fails the newsletter at once with the reason, if it is still scheduled under this job's token. */
async function failNow(db: Db, scope: WorkspaceScope, job: PublishJob, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockNewsletter(tx, scope, job.newsletterId);
    if (row?.status !== 'scheduled' || row.scheduleToken !== job.token) return false;
    await updateNewsletterSchedule(tx, scope, row.id, {
      status: 'failed',
      publishJobId: null,
      failureReason: reason,
    });
    return true;
  });
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
