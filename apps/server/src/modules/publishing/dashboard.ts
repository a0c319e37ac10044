import type { DestinationFigures } from '@newsletter-os/contracts';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { newsletterPublications, newsletters } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { workspaceDestination } from './connection';
import { remoteFigures } from './figures';

/** Sent issues read per dashboard load: two calls each to the service, well inside its rate limit. */
export const FIGURES_ISSUES_MAX = 5;

type Problem = NonNullable<DestinationFigures['problem']>;

function problemOf(err: unknown): Problem | null {
  if (!(err instanceof AppError)) return null;
  if (err.statusCode === 422) return { code: 'invalid_key', message: err.message };
  if (err.statusCode === 403) return { code: 'plan_refused', message: err.message };
  if (err.message.includes('limiting')) return { code: 'rate_limited', message: err.message };
  return { code: 'unavailable', message: err.message };
}

/** The dashboard's figures for a newsletter that publishes with Mailchimp or Kit: its last sent issues. */
export async function destinationDashboard(db: Db, config: Config, scope: WorkspaceScope): Promise<DestinationFigures> {
  const destination = await workspaceDestination(db, config, scope);
  if (destination.kind !== 'mailchimp' && destination.kind !== 'kit') {
    return { kind: destination.kind, problem: null, issues: [] };
  }
  const sent = await db
    .select({
      newsletterId: newsletters.id,
      issueDate: newsletters.issueDate,
      subject: newsletterPublications.subject,
      publishedAt: newsletterPublications.publishedAt,
      remoteId: newsletterPublications.remoteId,
    })
    .from(newsletterPublications)
    .innerJoin(
      newsletters,
      and(
        eq(newsletters.workspaceId, newsletterPublications.workspaceId),
        eq(newsletters.id, newsletterPublications.newsletterId),
      ),
    )
    .where(
      and(
        eq(newsletterPublications.workspaceId, scope.workspaceId),
        eq(newsletterPublications.handoff, destination.kind),
        isNotNull(newsletterPublications.remoteId),
        inArray(newsletters.status, ['published']),
      ),
    )
    .orderBy(desc(newsletterPublications.publishedAt))
    .limit(FIGURES_ISSUES_MAX);
  const issues: DestinationFigures['issues'] = [];
  try {
    for (const row of sent) {
      const figures = await remoteFigures(db, config, scope, destination.kind, row.remoteId ?? '', destination);
      if (!figures) continue;
      issues.push({
        newsletterId: row.newsletterId,
        issueDate: row.issueDate,
        subject: row.subject,
        publishedAt: row.publishedAt.toISOString(),
        recipients: figures.recipients,
        delivered: figures.delivered,
        uniqueOpens: figures.uniqueOpens,
        clicks: figures.links.reduce((sum, link) => sum + link.clicks, 0),
        uniqueClicks: figures.links.reduce((sum, link) => sum + link.uniqueClicks, 0),
      });
    }
  } catch (err) {
    const problem = problemOf(err);
    if (!problem) throw err;
    return { kind: destination.kind, problem, issues };
  }
  return { kind: destination.kind, problem: null, issues };
}
