export const aiDraftKeys = {
  all: ['ai-drafts'] as const,
  draft: (workspaceId: string, id: string) => ['ai-drafts', workspaceId, id] as const,
};
