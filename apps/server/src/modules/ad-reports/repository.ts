import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import {
  adBookings,
  adReportIssues,
  adReportLinks,
  beehiivKeys,
  feedItems,
  newsletterPublications,
  newsletters,
  workspaces,
} from '../../db/schema/index';

export type AdReportIssueRow = typeof adReportIssues.$inferSelect;
export type AdReportLinkRow = typeof adReportLinks.$inferSelect;
export type IssueFigures = Pick<
  AdReportIssueRow,
  'recipients' | 'delivered' | 'uniqueOpens' | 'adClicks' | 'adUniqueClicks' | 'adVerifiedUniqueClicks'
>;

/** Statuses of a booking whose ad went out in an issue. */
export const RAN_STATUSES = ['ran', 'reported'] as const;

/** A published issue a booking's ad ran in, with the Beehiiv post it became. */
export interface RanIssue {
  day: string;
  publicationId: string;
  postId: string;
}

/**
 * The ad blocks of a newsletter that carry the booking: placement writes the booking's id into the block, so the
 * issues an ad ran in are found exactly, even when an issue went out on another day than the one booked.
 */
const carriesBooking = (bookingId: SQL) =>
  sql`${newsletters.document}::jsonb -> 'blocks' @> jsonb_build_array(jsonb_build_object('type', 'ad', 'bookingId', ${bookingId}))`;

/**
 * The published issues whose ad blocks carry the booking and whose Beehiiv post is known, by issue day. The post id
 * is the publication's: publishing deletes the Beehiiv claim once it has recorded the post there. The post is read
 * from the workspace's linked publication, the one its key opens (none while unlinked).
 */
export async function findRanIssues(db: DbOrTx, { workspaceId }: WorkspaceScope, bookingId: string) {
  const rows = await db
    .select({
      day: newsletters.issueDate,
      publicationId: workspaces.publicationId,
      postId: newsletterPublications.beehiivPostId,
    })
    .from(newsletters)
    .innerJoin(
      newsletterPublications,
      and(
        eq(newsletterPublications.workspaceId, newsletters.workspaceId),
        eq(newsletterPublications.newsletterId, newsletters.id),
        eq(newsletterPublications.handoff, 'beehiiv'),
      ),
    )
    .innerJoin(workspaces, eq(workspaces.id, newsletters.workspaceId))
    .where(
      and(
        eq(newsletters.workspaceId, workspaceId),
        isNotNull(workspaces.publicationId),
        eq(newsletters.status, 'published'),
        carriesBooking(sql`${bookingId}::text`),
        isNotNull(newsletterPublications.beehiivPostId),
      ),
    )
    .orderBy(asc(newsletters.issueDate));
  return rows.flatMap(({ day, publicationId, postId }): RanIssue[] =>
    postId && publicationId ? [{ day, publicationId, postId }] : [],
  );
}

/** The booking's status and the ad item's link fields (null when no item is linked or it was deleted). */
export async function findBookingCreative(db: DbOrTx, { workspaceId }: WorkspaceScope, bookingId: string) {
  const [row] = await db
    .select({
      status: adBookings.status,
      title: feedItems.title,
      imageUrl: feedItems.imageUrl,
      link: feedItems.link,
      ctaUrl: feedItems.ctaUrl,
      content: feedItems.content,
      hasItem: sql<boolean>`${feedItems.id} is not null`,
    })
    .from(adBookings)
    .leftJoin(
      feedItems,
      and(eq(feedItems.workspaceId, adBookings.workspaceId), eq(feedItems.id, adBookings.feedItemId)),
    )
    .where(and(eq(adBookings.workspaceId, workspaceId), eq(adBookings.id, bookingId)))
    .limit(1);
  return row;
}

export async function hasBeehiivKey(db: DbOrTx, { workspaceId }: WorkspaceScope): Promise<boolean> {
  const rows = await db
    .select({ id: beehiivKeys.workspaceId })
    .from(beehiivKeys)
    .where(eq(beehiivKeys.workspaceId, workspaceId))
    .limit(1);
  return rows.length > 0;
}

export async function findReportIssues(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  bookingId: string,
): Promise<AdReportIssueRow[]> {
  return db
    .select()
    .from(adReportIssues)
    .where(and(eq(adReportIssues.workspaceId, workspaceId), eq(adReportIssues.bookingId, bookingId)))
    .orderBy(asc(adReportIssues.day));
}

/**
 * Stores one read of an issue. A read on a new UTC day counts (up to the last read day); a second read on the
 * same day only replaces the figures, so a retried or doubled job never uses up a day.
 */
export async function saveIssueRead(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  read: { bookingId: string; issue: RanIssue; figures: IssueFigures; at: Date; readLimit: number },
): Promise<void> {
  const on = read.at.toISOString().slice(0, 10);
  await db
    .insert(adReportIssues)
    .values({
      workspaceId,
      bookingId: read.bookingId,
      day: read.issue.day,
      publicationId: read.issue.publicationId,
      postId: read.issue.postId,
      readCount: 1,
      lastReadOn: on,
      firstReadAt: read.at,
      lastReadAt: read.at,
      ...read.figures,
    })
    .onConflictDoUpdate({
      target: [adReportIssues.bookingId, adReportIssues.day],
      set: {
        ...read.figures,
        postId: read.issue.postId,
        publicationId: read.issue.publicationId,
        lastReadAt: read.at,
        readCount: sql`case when ${adReportIssues.lastReadOn} < ${on}::date
          then least(${adReportIssues.readCount} + 1, ${read.readLimit}) else ${adReportIssues.readCount} end`,
        lastReadOn: sql`greatest(${adReportIssues.lastReadOn}, ${on}::date)`,
      },
      setWhere: eq(adReportIssues.workspaceId, workspaceId),
    });
}

/** ran → reported after the first successful read (a booking already further along is left alone). */
export async function markReported(db: DbOrTx, { workspaceId }: WorkspaceScope, bookingId: string): Promise<void> {
  await db
    .update(adBookings)
    .set({ status: 'reported', updatedAt: new Date() })
    .where(and(eq(adBookings.workspaceId, workspaceId), eq(adBookings.id, bookingId), eq(adBookings.status, 'ran')));
}

/**
 * The daily work list, across workspaces (a system query: the job makes each workspace's scope from the ids it
 * finds): every published issue carrying a ran or reported booking in an ad block, in a workspace with a Beehiiv key, sent within the
 * read window, not read yet today and read fewer than `readLimit` times.
 */
export async function findIssuesToRead(db: Db, today: string, readLimit: number) {
  const result = await db.execute<{ workspace_id: string; booking_id: string; day: string }>(sql`
    select b.workspace_id, b.id as booking_id, to_char(n.issue_date, 'YYYY-MM-DD') as day
    from ad_bookings b
    join newsletters n on n.workspace_id = b.workspace_id and n.status = 'published'
      and n.document::jsonb -> 'blocks' @> jsonb_build_array(jsonb_build_object('type', 'ad', 'bookingId', b.id::text))
    -- The post id publishing recorded (its claim is deleted then).
    left join newsletter_publications c on c.newsletter_id = n.id and c.workspace_id = n.workspace_id
      and c.handoff = 'beehiiv' and c.beehiiv_post_id is not null
    left join beehiiv_keys k on k.workspace_id = b.workspace_id
    -- An issue sent with Mailchimp or Kit is read from that service (destination-read.ts).
    left join newsletter_publications p on p.newsletter_id = n.id and p.workspace_id = n.workspace_id
      and p.handoff in ('mailchimp', 'kit') and p.remote_id is not null
    left join ad_report_issues r on r.booking_id = b.id and r.day = n.issue_date
    where b.status in ('ran', 'reported')
      and ((c.id is not null and k.workspace_id is not null) or p.id is not null)
      and n.issue_date between ${today}::date - ${readLimit}::int and ${today}::date
      and (r.id is null or (r.read_count < ${readLimit} and r.last_read_on < ${today}::date))
    order by n.issue_date, b.id`);
  return result.rows.map((r) => ({ workspaceId: r.workspace_id, bookingId: r.booking_id, day: r.day }));
}

// ---- Sponsor links ----

export async function findLiveLink(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  bookingId: string,
): Promise<AdReportLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(adReportLinks)
    .where(
      and(
        eq(adReportLinks.workspaceId, workspaceId),
        eq(adReportLinks.bookingId, bookingId),
        isNull(adReportLinks.revokedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeLinks(db: DbOrTx, { workspaceId }: WorkspaceScope, bookingId: string): Promise<number> {
  const rows = await db
    .update(adReportLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adReportLinks.workspaceId, workspaceId),
        eq(adReportLinks.bookingId, bookingId),
        isNull(adReportLinks.revokedAt),
      ),
    )
    .returning({ id: adReportLinks.id });
  return rows.length;
}

export async function insertLink(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  bookingId: string,
  createdById: string | null,
): Promise<AdReportLinkRow> {
  const [row] = await db.insert(adReportLinks).values({ workspaceId, bookingId, createdById }).returning();
  if (!row) throw new Error('report link not created');
  return row;
}

/** Bookings of the workspace among `ids` (to tell "not yours" from "yours" before any write). */
export async function ownBookingIds(db: DbOrTx, { workspaceId }: WorkspaceScope, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: adBookings.id })
    .from(adBookings)
    .where(and(eq(adBookings.workspaceId, workspaceId), inArray(adBookings.id, ids)));
  return rows.map((r) => r.id);
}
