/** The event locations' react-query keys. */
export const locationKeys = {
  workspace: (workspaceId: string) => ['event-locations', workspaceId] as const,
  full: (workspaceId: string) => [...locationKeys.workspace(workspaceId), 'full'] as const,
  dropdown: (workspaceId: string) => [...locationKeys.workspace(workspaceId), 'dropdown'] as const,
};
