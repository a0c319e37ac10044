import type { EventsFeed } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import type { AuthUser } from '../../plugins/auth';
import { type EventFeedLinkRow, findCurrentFeedLink, insertFeedLink, revokeFeedLinks } from './repository';
import { eventsFeedUrls } from './urls';

type Deps = Pick<ModuleDeps, 'db' | 'config'>;

function present(deps: Deps, row: EventFeedLinkRow | null): EventsFeed {
  if (!row) return { feed: null };
  return { feed: { id: row.id, ...eventsFeedUrls(deps.config, row.id), createdAt: row.createdAt.toISOString() } };
}

/** The workspace's events feed link as Settings → Events calendar shows it (null while the feed is off). */
export async function getEventsFeed(deps: Deps, scope: WorkspaceScope): Promise<EventsFeed> {
  return present(deps, await findCurrentFeedLink(deps.db, scope));
}

/** Turns the feed on, or replaces its link: the old URL stops working at once (subscribers must subscribe again). */
export async function rotateEventsFeed(deps: Deps, user: AuthUser, scope: WorkspaceScope) {
  return deps.db.transaction(async (tx) => {
    // Serialised per workspace, so two clicks leave exactly one link on.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-feed:${scope.workspaceId}`}))`);
    const replaced = (await revokeFeedLinks(tx, scope)) > 0;
    const row = await insertFeedLink(tx, scope, user.id);
    return { ...present(deps, row), replaced };
  });
}

/** Turns the feed off (nothing to do when it is off already). */
export async function turnOffEventsFeed(deps: Deps, scope: WorkspaceScope): Promise<EventsFeed> {
  await revokeFeedLinks(deps.db, scope);
  return { feed: null };
}

/** The page address of the workspace's feed while it is on: the email footer's "Events calendar" link. */
export async function eventsFeedPageUrl(
  db: DbOrTx,
  config: Deps['config'],
  scope: WorkspaceScope,
): Promise<string | null> {
  const row = await findCurrentFeedLink(db, scope);
  return row ? eventsFeedUrls(config, row.id).pageUrl : null;
}
