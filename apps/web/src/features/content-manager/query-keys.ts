import type { FeedType } from '@newsletter-os/contracts';
import { contentKeys as sharedContentKeys } from '../../shared/query-keys';
import type { ListParams } from './filters';

/**
 * The content manager's react-query keys: the shared workspace prefix (shared/query-keys.ts), which other screens
 * invalidate, plus the key of one filtered list.
 */
export const contentKeys = {
  ...sharedContentKeys,
  list: (workspaceId: string, feedType: FeedType, params: ListParams) =>
    [...sharedContentKeys.workspace(workspaceId), feedType, params] as const,
};
