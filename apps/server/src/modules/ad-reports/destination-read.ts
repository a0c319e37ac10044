import { AD_REPORT_READ_DAYS } from '@newsletter-os/contracts';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import { newsletterPublications, newsletters } from '../../db/schema/index';
import type { JobDeps } from '../../deps';
import { AppError } from '../../lib/errors';
import { remoteFigures } from '../publishing/figures';
import { adClicksOf, adLinksOf } from './ad-links';
import { markReported, saveIssueRead } from './repository';

/**
 * Sponsor figures of an issue sent with Mailchimp or Kit (Beehiiv's are read in read-job.ts): the campaign's or
 * broadcast's report, and the clicks of the ad's own links among its per-URL rows. The issue row keeps the service
 * as its "publication" and the campaign or broadcast id as its "post".
 */
export async function readDestinationIssue(
  deps: JobDeps,
  scope: WorkspaceScope,
  job: { bookingId: string; day: string },
  creative: { link: string | null; ctaUrl: string | null; content: string | null },
  now: Date,
): Promise<boolean> {
  const [sent] = await deps.db
    .select({ handoff: newsletterPublications.handoff, remoteId: newsletterPublications.remoteId })
    .from(newsletters)
    .innerJoin(
      newsletterPublications,
      and(
        eq(newsletterPublications.workspaceId, newsletters.workspaceId),
        eq(newsletterPublications.newsletterId, newsletters.id),
      ),
    )
    .where(
      and(
        eq(newsletters.workspaceId, scope.workspaceId),
        eq(newsletters.status, 'published'),
        eq(newsletters.issueDate, job.day),
        sql`${newsletters.document}::jsonb -> 'blocks' @> jsonb_build_array(jsonb_build_object('type', 'ad', 'bookingId', ${job.bookingId}::text))`,
        inArray(newsletterPublications.handoff, ['mailchimp', 'kit']),
        isNotNull(newsletterPublications.remoteId),
      ),
    );
  if (!sent?.remoteId || (sent.handoff !== 'mailchimp' && sent.handoff !== 'kit')) return false;
  let figures: Awaited<ReturnType<typeof remoteFigures>>;
  try {
    figures = await remoteFigures(deps.db, deps.config, scope, sent.handoff, sent.remoteId);
  } catch (err) {
    // A refused key or a campaign the service no longer has will not change on a retry; outages will.
    if (err instanceof AppError && err.statusCode < 500) {
      deps.log.warn({ bookingId: job.bookingId, status: err.statusCode }, 'sponsor report read skipped');
      return false;
    }
    throw err;
  }
  if (!figures) return false;
  const rows = figures.links.map((link) => ({
    url: link.url,
    email: { clicks: link.clicks, unique_clicks: link.uniqueClicks },
  }));
  const clicks = adClicksOf(rows, adLinksOf(creative));
  const remoteId = sent.remoteId;
  const handoff = sent.handoff;
  await deps.db.transaction(async (tx) => {
    await saveIssueRead(tx, scope, {
      bookingId: job.bookingId,
      issue: { day: job.day, publicationId: handoff, postId: remoteId },
      at: now,
      readLimit: AD_REPORT_READ_DAYS,
      figures: {
        recipients: figures.recipients,
        delivered: figures.delivered,
        uniqueOpens: figures.uniqueOpens,
        adClicks: clicks ? clicks.clicks : null,
        adUniqueClicks: clicks ? clicks.uniqueClicks : null,
        adVerifiedUniqueClicks: null,
      },
    });
    await markReported(tx, scope, job.bookingId);
  });
  return true;
}
