/** The workspaces' react-query keys. */
export const workspaceKeys = {
  all: ['workspaces'] as const,
  mine: () => [...workspaceKeys.all, 'mine'] as const,
  business: () => [...workspaceKeys.all, 'business'] as const,
  brand: (workspaceId: string) => [...workspaceKeys.all, 'brand', workspaceId] as const,
};
