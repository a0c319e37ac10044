import type { DashboardActivity } from '@newsletter-os/contracts';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { feedItems, newsletters } from '../../db/schema/index';

/**
 * GET /dashboard/: the workspace's own activity over the last `days` days: content items ingested by kind (by
 * when they arrived), submissions awaiting review now, and newsletters planned, scheduled and published (by issue
 * date within the period, or ahead of it for planned and scheduled ones).
 */
export async function workspaceActivity(
  db: Db,
  { workspaceId }: WorkspaceScope,
  days: number,
): Promise<DashboardActivity> {
  const since = new Date(Date.now() - days * 86_400_000);
  const sinceDay = since.toISOString().slice(0, 10);
  const [ingested, pending, issues] = await Promise.all([
    db
      .select({ feedType: feedItems.feedType, n: count() })
      .from(feedItems)
      .where(and(eq(feedItems.workspaceId, workspaceId), gte(feedItems.createdAt, since)))
      .groupBy(feedItems.feedType),
    db
      .select({ n: count() })
      .from(feedItems)
      .where(and(eq(feedItems.workspaceId, workspaceId), eq(feedItems.feedStatus, 'pending'))),
    db
      .select({ status: newsletters.status, n: count() })
      .from(newsletters)
      .where(
        and(
          eq(newsletters.workspaceId, workspaceId),
          gte(newsletters.issueDate, sinceDay),
          inArray(newsletters.status, ['planned', 'scheduled', 'published']),
        ),
      )
      .groupBy(newsletters.status),
  ]);
  const ofKind = (kind: string) => ingested.find((row) => row.feedType === kind)?.n ?? 0;
  const ofStatus = (status: string) => issues.find((row) => row.status === status)?.n ?? 0;
  return {
    days,
    itemsIngested: {
      rss: ofKind('rss'),
      original: ofKind('original'),
      ugc: ofKind('ugc'),
      ads: ofKind('ads'),
      events: ofKind('events'),
    },
    awaitingReview: pending[0]?.n ?? 0,
    newsletters: { planned: ofStatus('planned'), scheduled: ofStatus('scheduled'), published: ofStatus('published') },
  };
}
