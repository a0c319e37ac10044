/** The AI chat's react-query keys. */
export const chatKeys = {
  workspace: (workspaceId: string) => ['ai-chat', workspaceId] as const,
  sessions: (workspaceId: string) => [...chatKeys.workspace(workspaceId), 'sessions'] as const,
  session: (workspaceId: string, id: string) => [...chatKeys.workspace(workspaceId), 'session', id] as const,
};
