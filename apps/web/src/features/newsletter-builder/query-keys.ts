/** The newsletter builder's react-query keys. */
export const builderKeys = {
  all: ['newsletter-builder'] as const,
  newsletters: (workspaceId: string) => [...builderKeys.all, 'newsletters', workspaceId] as const,
  ofDate: (workspaceId: string, date: string) => [...builderKeys.newsletters(workspaceId), date] as const,
  templates: (workspaceId: string) => [...builderKeys.all, 'templates', workspaceId] as const,
  personalization: (workspaceId: string) => [...builderKeys.all, 'personalization', workspaceId] as const,
  adBookings: (workspaceId: string, date: string) => [...builderKeys.all, 'ad-bookings', workspaceId, date] as const,
  gifs: (query: string) => [...builderKeys.all, 'gifs', query] as const,
  render: (workspaceId: string, newsletterId: string, version: number, checkLinks: boolean) =>
    [...builderKeys.all, 'render', workspaceId, newsletterId, version, checkLinks] as const,
};
