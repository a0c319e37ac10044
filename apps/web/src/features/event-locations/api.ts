import {
  type CreateEventLocationBody,
  emptyEnvelopeSchema,
  envelope,
  eventLocationSchema,
  importEventsResultSchema,
  locationDropdownItemSchema,
  type UpdateEventLocationBody,
} from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../shared/api/client';
import { contentKeys } from '../../shared/query-keys';
import { locationKeys } from './query-keys';

const locationEnvelope = envelope(eventLocationSchema);
const locationsEnvelope = envelope(z.array(eventLocationSchema));
const dropdownEnvelope = envelope(z.array(locationDropdownItemSchema));
const importEnvelope = envelope(importEventsResultSchema);

export function useEventLocations(workspaceId: string) {
  return useQuery({
    queryKey: locationKeys.full(workspaceId),
    queryFn: async () => {
      const response = await http.get('/event-locations', { params: { workspaceId }, silent: true });
      return locationsEnvelope.parse(response.data).data;
    },
  });
}

/** Names and ids only, for the events filter and the event form. */
export function useLocationOptions(workspaceId: string | null) {
  return useQuery({
    queryKey: locationKeys.dropdown(workspaceId ?? ''),
    queryFn: async () => {
      const response = await http.get('/location-dropdown/', { params: { workspaceId } });
      return dropdownEnvelope.parse(response.data).data;
    },
    enabled: workspaceId !== null,
  });
}

export type LocationValues = Omit<CreateEventLocationBody, 'workspaceId'>;

export function useSaveLocation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: string; values: LocationValues }) => {
      const response = id
        ? await http.put('/event-locations/', { ...values, id, workspaceId } satisfies UpdateEventLocationBody, {
            silent: true,
          })
        : await http.post('/event-locations/', { ...values, workspaceId } satisfies CreateEventLocationBody, {
            silent: true,
          });
      return locationEnvelope.parse(response.data).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.workspace(workspaceId) }),
  });
}

export function useDeleteLocation(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await http.delete('/event-locations/', { data: { workspaceId, id } });
      return emptyEnvelopeSchema.parse(response.data);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.workspace(workspaceId) }),
  });
}

/** Fetches a location's event sources now (POST /events/ with its id); answers per-source results. */
export function useFetchLocationEvents(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locationId: string) => {
      const response = await http.post('/events/', { workspaceId, locationId });
      const parsed = importEnvelope.parse(response.data);
      return { ...parsed.data, message: parsed.meta.message };
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: locationKeys.workspace(workspaceId) });
      queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
    },
  });
}
