import type { ImageListFilters } from './api';

/** The image library's react-query keys. */
export const imageKeys = {
  workspace: (workspaceId: string) => ['images', workspaceId] as const,
  list: (workspaceId: string, filters: ImageListFilters) => [...imageKeys.workspace(workspaceId), filters] as const,
};
