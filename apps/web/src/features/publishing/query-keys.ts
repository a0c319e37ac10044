/** The publishing destination's react-query keys. */
export const publishingKeys = {
  destination: (workspaceId: string) => ['publishing-destination', workspaceId] as const,
};
