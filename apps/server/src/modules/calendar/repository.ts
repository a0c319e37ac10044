import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { eventFeedLinks, feedItems } from '../../db/schema/index';

/** What a public calendar shows of an event item. */
export const publicEventColumns = {
  id: feedItems.id,
  title: feedItems.title,
  summary: feedItems.summary,
  contentText: feedItems.contentText,
  link: feedItems.link,
  ticketUrl: feedItems.ticketUrl,
  venue: feedItems.venue,
  address: feedItems.address,
  price: feedItems.price,
  imageUrl: feedItems.imageUrl,
  startsAt: feedItems.eventStartsAt,
  endsAt: feedItems.eventEndsAt,
  updatedAt: feedItems.updatedAt,
  createdAt: feedItems.createdAt,
};

export interface PublicEventRow {
  id: string;
  title: string;
  summary: string | null;
  contentText: string | null;
  link: string | null;
  ticketUrl: string | null;
  venue: string | null;
  address: string | null;
  price: string | null;
  imageUrl: string | null;
  startsAt: Date;
  endsAt: Date | null;
  updatedAt: Date;
  createdAt: Date;
}

/** The most events one feed lists: a year of a busy local calendar, and a bounded answer. */
export const FEED_EVENT_LIMIT = 500;

/**
 * Only what a reader may see: an event (not an article or an ad) that was approved (`active`: pending, rejected
 * and archived items are not), whose publication time has come, with a start time, in the scope's workspace.
 */
function isPublicEvent({ workspaceId }: WorkspaceScope, now: Date) {
  return and(
    eq(feedItems.workspaceId, workspaceId),
    eq(feedItems.feedType, 'events'),
    eq(feedItems.feedStatus, 'active'),
    lte(feedItems.publishedAt, now),
    isNotNull(feedItems.eventStartsAt),
  );
}

function asPublic(row: Omit<PublicEventRow, 'startsAt'> & { startsAt: Date | null }): PublicEventRow | null {
  return row.startsAt ? { ...row, startsAt: row.startsAt } : null;
}

export async function findPublicEvent(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  now = new Date(),
): Promise<PublicEventRow | null> {
  const [row] = await db
    .select(publicEventColumns)
    .from(feedItems)
    .where(and(isPublicEvent(scope, now), eq(feedItems.id, id)))
    .limit(1);
  return row ? asPublic(row) : null;
}

/** Public events that have not ended yet (an event without an end counts as ended once it started a day ago). */
export async function findUpcomingPublicEvents(
  db: Db,
  scope: WorkspaceScope,
  now = new Date(),
): Promise<PublicEventRow[]> {
  const rows = await db
    .select(publicEventColumns)
    .from(feedItems)
    .where(
      and(
        isPublicEvent(scope, now),
        sql`coalesce(${feedItems.eventEndsAt}, ${feedItems.eventStartsAt} + interval '1 day') >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(feedItems.eventStartsAt), asc(feedItems.id))
    .limit(FEED_EVENT_LIMIT);
  return rows.flatMap((row) => asPublic(row) ?? []);
}

// ---- the workspace's feed link ----

export type EventFeedLinkRow = typeof eventFeedLinks.$inferSelect;

/** The link that is on, if any (at most one: turning on or making a new link revokes the others first). */
export async function findCurrentFeedLink(db: DbOrTx, { workspaceId }: WorkspaceScope) {
  const [row] = await db
    .select()
    .from(eventFeedLinks)
    .where(and(eq(eventFeedLinks.workspaceId, workspaceId), isNull(eventFeedLinks.revokedAt)))
    .orderBy(desc(eventFeedLinks.createdAt))
    .limit(1);
  return row ?? null;
}

export async function revokeFeedLinks(tx: DbOrTx, { workspaceId }: WorkspaceScope): Promise<number> {
  const rows = await tx
    .update(eventFeedLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(eventFeedLinks.workspaceId, workspaceId), isNull(eventFeedLinks.revokedAt)))
    .returning({ id: eventFeedLinks.id });
  return rows.length;
}

export async function insertFeedLink(tx: DbOrTx, { workspaceId }: WorkspaceScope, createdById: string) {
  const [row] = await tx.insert(eventFeedLinks).values({ workspaceId, createdById }).returning();
  if (!row) throw new Error('feed link not created');
  return row;
}
