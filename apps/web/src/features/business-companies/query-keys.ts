/** The business companies' react-query keys. */
export const companyKeys = {
  workspace: (workspaceId: string) => ['business-companies', workspaceId] as const,
  page: (workspaceId: string, page: number) => [...companyKeys.workspace(workspaceId), 'page', page] as const,
  options: (workspaceId: string) => [...companyKeys.workspace(workspaceId), 'options'] as const,
};
