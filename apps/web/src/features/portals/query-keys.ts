/** The portals' react-query keys. */
export const portalKeys = {
  info: (token: string) => ['portal', 'info', token] as const,
  status: (token: string) => ['portal', 'status', token] as const,
  links: (workspaceId: string) => ['portal-links', workspaceId] as const,
  queueOf: (workspaceId: string) => ['submissions', workspaceId] as const,
  queue: (workspaceId: string, status: string, page: number) =>
    [...portalKeys.queueOf(workspaceId), status, page] as const,
};
