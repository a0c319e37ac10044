/** Tags fetch: page 1, size 100 (docs/product-spec.md sections 4 and 9). */
export const TAGS_PAGE = 1;
export const TAGS_PAGE_SIZE = 100;

/** The tags' react-query keys: the one list a workspace has (the first 100 tags). */
export const tagKeys = {
  all: ['tags'] as const,
  workspace: (workspaceId: string) => [...tagKeys.all, workspaceId] as const,
  list: (workspaceId: string) =>
    [...tagKeys.workspace(workspaceId), 'list', { page: TAGS_PAGE, pageSize: TAGS_PAGE_SIZE }] as const,
};
