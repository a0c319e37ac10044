/**
 * React-query keys that several features share. Every cached list of a workspace's content items starts with
 * `contentKeys.workspace(id)`: the content manager owns those lists (and adds its own list key on top), while the
 * screens that change what they show (tags, RSS fetchers, event locations, companies, portals) invalidate them.
 * Kept here, below the features, so that invalidating another feature's lists does not make the features import
 * each other (docs/architecture.md section 3).
 */
export const contentKeys = {
  all: ['content-items'] as const,
  workspace: (workspaceId: string) => [...contentKeys.all, workspaceId] as const,
};

/** The prefix of a workspace's RSS fetcher lists: tag edits invalidate them (a fetcher shows its tags). */
export const fetcherKeys = {
  workspace: (workspaceId: string) => ['rss-fetchers', workspaceId] as const,
};
