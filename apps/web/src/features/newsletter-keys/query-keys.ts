/** Beehiiv's react-query keys: everything of one workspace sits under `workspace(id)` (one call resets it all). */
export const beehiivKeys = {
  workspace: (workspaceId: string) => ['beehiiv', workspaceId] as const,
  keys: (workspaceId: string) => [...beehiivKeys.workspace(workspaceId), 'keys'] as const,
  publications: (workspaceId: string) => [...beehiivKeys.workspace(workspaceId), 'publications'] as const,
  insights: (workspaceId: string, publicationId: string, period: string) =>
    [...beehiivKeys.workspace(workspaceId), 'insights', publicationId, period] as const,
  activity: (workspaceId: string, days: number) => [...beehiivKeys.workspace(workspaceId), 'activity', days] as const,
};
