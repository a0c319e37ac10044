/** The publishing destination's react-query keys. */
export const publishingKeys = {
  destination: (workspaceId: string) => ['publishing-destination', workspaceId] as const,
};

/** The public archive's react-query key. */
export const archiveKeys = {
  archive: (workspaceId: string) => ['workspace-archive', workspaceId] as const,
};
