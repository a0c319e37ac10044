/** The RSS fetchers' react-query keys. */
export const fetcherKeys = {
  workspace: (workspaceId: string) => ['rss-fetchers', workspaceId] as const,
  page: (workspaceId: string, page: number) => [...fetcherKeys.workspace(workspaceId), page] as const,
};
