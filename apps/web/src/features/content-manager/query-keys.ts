import type { FeedType } from '@newsletter-os/contracts';
import type { ListParams } from './filters';

/**
 * The content manager's react-query keys. Every cached list of a workspace's content starts with
 * `contentKeys.workspace(id)`, which screens that change what the lists show (tags, fetchers, locations,
 * companies) invalidate.
 */
export const contentKeys = {
  all: ['content-items'] as const,
  workspace: (workspaceId: string) => [...contentKeys.all, workspaceId] as const,
  list: (workspaceId: string, feedType: FeedType, params: ListParams) =>
    [...contentKeys.workspace(workspaceId), feedType, params] as const,
};
