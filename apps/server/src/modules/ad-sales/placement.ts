import type { NewsletterDocument } from '@newsletter-os/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { adBookingDays, adBookings, newsletters } from '../../db/schema/index';

/**
 * Placement ties a booking to the issue of its day through the `bookingId` of an ad block (docs/decisions/0027).
 * confirmed → placed when a saved issue of one of the booking's days carries it; placed → confirmed when no issue
 * of the workspace carries it any more; placed → ran when the issue of its last day is published.
 */

/** The booking ids the document's ad blocks carry (distinct, in document order). */
export function placedBookingIds(document: NewsletterDocument): string[] {
  const ids = document.blocks.flatMap((block) => (block.type === 'ad' && block.bookingId ? [block.bookingId] : []));
  return [...new Set(ids)];
}

/** Bookings that have `day` among their days (the workspace is in the subquery's WHERE too). */
const bookedOn = (workspaceId: string, day: string) =>
  sql`exists (select 1 from ${adBookingDays} d where d.booking_id = ${adBookings.id}
    and d.workspace_id = ${workspaceId}::uuid and d.day = ${day}::date)`;

/**
 * Whether the issue of another of the booking's days still carries it in one of its ad blocks. The document is
 * stored as json text (docs/decisions/0036): it is read as jsonb here, for the few issues of the booking's days.
 */
const carriedByAnotherIssue = (workspaceId: string, issueDate: string) =>
  sql`exists (select 1 from ${newsletters} n
    join ${adBookingDays} d on d.booking_id = ${adBookings.id} and d.workspace_id = n.workspace_id
      and d.day = n.issue_date
    where n.workspace_id = ${workspaceId}::uuid and n.issue_date <> ${issueDate}::date
    and n.document::jsonb -> 'blocks' @> jsonb_build_array(jsonb_build_object('type', 'ad', 'bookingId', ${adBookings.id}::text)))`;

/**
 * Brings the bookings of the issue's day in step with the saved document, inside the save's transaction. Ids of
 * other workspaces or other days match no row (the workspace and the day are in the WHERE), so they change nothing.
 */
export async function syncIssuePlacements(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  issueDate: string,
  document: NewsletterDocument,
): Promise<void> {
  const ids = placedBookingIds(document);
  const now = new Date();
  if (ids.length > 0) {
    await tx
      .update(adBookings)
      .set({ status: 'placed', updatedAt: now })
      .where(
        and(
          eq(adBookings.workspaceId, workspaceId),
          inArray(adBookings.id, ids),
          eq(adBookings.status, 'confirmed'),
          bookedOn(workspaceId, issueDate),
        ),
      );
  }
  await tx
    .update(adBookings)
    .set({ status: 'confirmed', updatedAt: now })
    .where(
      and(
        eq(adBookings.workspaceId, workspaceId),
        eq(adBookings.status, 'placed'),
        ids.length > 0 ? notInArray(adBookings.id, ids) : undefined,
        bookedOn(workspaceId, issueDate),
        sql`not ${carriedByAnotherIssue(workspaceId, issueDate)}`,
      ),
    );
}

/**
 * An issue moved to another day (after its row has the new date): the old day's bookings it carried go back to
 * confirmed, the new day's bookings it carries become placed.
 */
export async function moveIssuePlacements(
  tx: DbOrTx,
  scope: WorkspaceScope,
  from: string,
  to: string,
  document: NewsletterDocument,
): Promise<void> {
  if (from === to) return;
  await syncIssuePlacements(tx, scope, from, { ...document, blocks: [] });
  await syncIssuePlacements(tx, scope, to, document);
}

/**
 * Publishing the issue: its placed bookings whose last day is this issue's day have run. A booking with later days
 * stays placed until the issue of its last day goes out (it still has issues to appear in).
 */
export async function markIssueBookingsRan(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  issueDate: string,
  document: NewsletterDocument,
): Promise<string[]> {
  const ids = placedBookingIds(document);
  if (ids.length === 0) return [];
  const ran = await tx
    .update(adBookings)
    .set({ status: 'ran', updatedAt: new Date() })
    .where(
      and(
        eq(adBookings.workspaceId, workspaceId),
        inArray(adBookings.id, ids),
        eq(adBookings.status, 'placed'),
        bookedOn(workspaceId, issueDate),
        sql`not exists (select 1 from ${adBookingDays} d where d.booking_id = ${adBookings.id}
          and d.workspace_id = ${workspaceId}::uuid and d.day > ${issueDate}::date)`,
      ),
    )
    .returning({ id: adBookings.id });
  return ran.map((row) => row.id);
}
