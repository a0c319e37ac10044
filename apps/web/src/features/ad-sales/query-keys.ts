/** The ad sales' react-query keys: everything of a workspace is invalidated together after a booking change. */
export const adKeys = {
  workspace: (workspaceId: string) => ['ad-sales', workspaceId] as const,
  products: (workspaceId: string) => [...adKeys.workspace(workspaceId), 'products'] as const,
  availability: (workspaceId: string, from: string, to: string) =>
    [...adKeys.workspace(workspaceId), 'availability', from, to] as const,
  bookings: (workspaceId: string, from: string, to: string) =>
    [...adKeys.workspace(workspaceId), 'bookings', from, to] as const,
};
