import {
  envelope,
  type PublishingDestination,
  type PutPublishingDestinationBody,
  publishingDestinationSchema,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { publishingKeys } from './query-keys';

const destinationEnvelope = envelope(publishingDestinationSchema);

/** Where the newsletter publishes (the key's last four characters only): admins and managers. */
export function usePublishingDestination(workspaceId: string) {
  return useQuery({
    queryKey: publishingKeys.destination(workspaceId),
    queryFn: async () => {
      const response = await http.get('/publishing-destination/', { params: { workspaceId }, silent: true });
      return destinationEnvelope.parse(response.data).data;
    },
  });
}

export type DestinationValues = Omit<PutPublishingDestinationBody, 'workspaceId'>;

/** Saves the destination; the server checks a new key with the service before keeping it. */
export function useSaveDestination(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: DestinationValues): Promise<{ destination: PublishingDestination; message: string }> => {
      const response = await http.put('/publishing-destination/', { ...values, workspaceId }, { silent: true });
      const parsed = destinationEnvelope.parse(response.data);
      return { destination: parsed.data, message: parsed.meta.message };
    },
    onSuccess: ({ destination }) => queryClient.setQueryData(publishingKeys.destination(workspaceId), destination),
  });
}
