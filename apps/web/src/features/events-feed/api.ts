import { envelope, eventsFeedSchema } from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';

const feedEnvelope = envelope(eventsFeedSchema);

export const eventsFeedKeys = {
  feed: (workspaceId: string) => ['events-feed', workspaceId] as const,
};

export function useEventsFeed(workspaceId: string) {
  return useQuery({
    queryKey: eventsFeedKeys.feed(workspaceId),
    queryFn: async () => {
      const response = await http.get('/events-feed/', { params: { workspaceId }, silent: true });
      return feedEnvelope.parse(response.data).data.feed;
    },
  });
}

/** rotate turns the feed on (or replaces its link); revoke turns it off. */
export function useChangeEventsFeed(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'rotate' | 'revoke') => {
      const response = await http.post(`/events-feed/${action}/`, { workspaceId });
      const parsed = feedEnvelope.parse(response.data);
      return { feed: parsed.data.feed, message: parsed.meta.message };
    },
    onSuccess: ({ feed }) => queryClient.setQueryData(eventsFeedKeys.feed(workspaceId), feed),
  });
}
