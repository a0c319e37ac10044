import type { FeedItem } from '@newsletter-os/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { feedItems } from '../../db/schema/index';
import { presentFeedItem } from './presenter';
import { findTagsOfItems, selectFeedItems } from './repository';

/** Items of the workspace by id, presented with their tags (for the moderation queue and partner history). */
export async function loadFeedItemsByIds(db: Db, scope: WorkspaceScope, ids: string[]): Promise<Map<string, FeedItem>> {
  const byId = new Map<string, FeedItem>();
  if (ids.length === 0) return byId;
  const rows = await selectFeedItems(db).where(
    and(eq(feedItems.workspaceId, scope.workspaceId), inArray(feedItems.id, ids)),
  );
  const tags = await findTagsOfItems(db, scope, ids);
  for (const row of rows) byId.set(row.id, presentFeedItem(row, tags.get(row.id)));
  return byId;
}
