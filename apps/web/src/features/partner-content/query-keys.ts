/** Partner content's react-query keys. */
export const partnerKeys = {
  tags: (workspaceId: string) => ['partner-content', workspaceId, 'tags'] as const,
  historyOf: (workspaceId: string) => ['partner-content', workspaceId, 'history'] as const,
  history: (workspaceId: string, page: number, search: string) =>
    [...partnerKeys.historyOf(workspaceId), page, search] as const,
};
