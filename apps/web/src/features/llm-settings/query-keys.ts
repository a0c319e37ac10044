/** The LLM connection's, the assistant's and the tones' react-query keys (the chat reads tones and access too). */
export const llmKeys = {
  workspace: (workspaceId: string) => ['llm', workspaceId] as const,
  settings: (workspaceId: string) => [...llmKeys.workspace(workspaceId), 'settings'] as const,
  models: (workspaceId: string) => [...llmKeys.workspace(workspaceId), 'models'] as const,
  access: (workspaceId: string) => [...llmKeys.workspace(workspaceId), 'access'] as const,
  tones: (workspaceId: string) => [...llmKeys.workspace(workspaceId), 'tones'] as const,
};
