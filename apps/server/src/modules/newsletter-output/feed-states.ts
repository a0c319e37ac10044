import type { NewsletterDocument } from '@newsletter-os/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { feedItems } from '../../db/schema/index';
import type { FeedItemState } from '../../email/readiness';

/** The ids of the content-manager items the document's feed blocks were made from. */
export function sourceItemIds(document: NewsletterDocument): string[] {
  const ids = document.blocks.flatMap((block) => {
    if (block.type === 'events') return block.entries.map((entry) => entry.sourceItemId);
    return block.type === 'article' || block.type === 'event' || block.type === 'ad' ? [block.sourceItemId] : [];
  });
  return [...new Set(ids)];
}

/** The current state of those items in the scope's workspace; items of other workspaces are simply absent. */
export async function feedItemStates(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  ids: readonly string[],
): Promise<Map<string, FeedItemState>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: feedItems.id, updatedAt: feedItems.updatedAt, feedStatus: feedItems.feedStatus })
    .from(feedItems)
    .where(and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.id, [...ids])));
  return new Map(
    rows.map((row) => [row.id, { updatedAt: row.updatedAt.toISOString(), archived: row.feedStatus === 'archived' }]),
  );
}
