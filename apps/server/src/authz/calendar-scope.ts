import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventFeedLinks, feedItems, workspaces } from '../db/schema/index';
import type { CalendarTokens } from '../lib/calendar-tokens';
import { notFound } from '../lib/errors';
import type { WorkspaceScope } from './workspace-scope';

/**
 * The public calendar links (docs/decisions/0019) reach workspace data only through a signed token that this file
 * verifies; the workspace comes from the row the token names, never from the request. Anything that does not name
 * a live row (malformed, forged, another purpose, a revoked feed, a deleted event) is the same 404, so a stranger
 * learns nothing from trying.
 */

export const UNKNOWN_EVENT_LINK = 'This calendar link does not lead to an event.';
export const UNKNOWN_FEED_LINK = 'This events calendar does not exist or has been turned off.';

/** The workspace of the event item a verified event token names (the item's own visibility is the caller's). */
export async function requireCalendarEvent(
  db: Db,
  tokens: CalendarTokens,
  token: string,
): Promise<{ scope: WorkspaceScope; itemId: string }> {
  const itemId = tokens.verify('event', token);
  if (!itemId) throw notFound(UNKNOWN_EVENT_LINK);
  const [row] = await db
    .select({ workspaceId: feedItems.workspaceId, businessId: workspaces.businessId })
    .from(feedItems)
    .innerJoin(workspaces, eq(workspaces.id, feedItems.workspaceId))
    .where(eq(feedItems.id, itemId))
    .limit(1);
  if (!row) throw notFound(UNKNOWN_EVENT_LINK);
  return { scope: { workspaceId: row.workspaceId, businessId: row.businessId } as WorkspaceScope, itemId };
}

/** The workspace of the events-feed link a verified feed token names, while that link is on. */
export async function requireEventsFeed(
  db: Db,
  tokens: CalendarTokens,
  token: string,
): Promise<{ scope: WorkspaceScope; linkId: string }> {
  const linkId = tokens.verify('feed', token);
  if (!linkId) throw notFound(UNKNOWN_FEED_LINK);
  const [row] = await db
    .select({ workspaceId: eventFeedLinks.workspaceId, businessId: workspaces.businessId })
    .from(eventFeedLinks)
    .innerJoin(workspaces, eq(workspaces.id, eventFeedLinks.workspaceId))
    .where(and(eq(eventFeedLinks.id, linkId), isNull(eventFeedLinks.revokedAt)))
    .limit(1);
  if (!row) throw notFound(UNKNOWN_FEED_LINK);
  return { scope: { workspaceId: row.workspaceId, businessId: row.businessId } as WorkspaceScope, linkId };
}
