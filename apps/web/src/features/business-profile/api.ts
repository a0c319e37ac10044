import { type Business, businessSchema, envelope, type UpdateBusinessBody } from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { getStoredUser, setStoredUser } from '../../shared/storage';
import { businessProfileKeys } from './query-keys';

const businessEnvelope = envelope(businessSchema);

/** GET /business/: the tab shows its own loading and error states. */
export function useBusinessProfile() {
  return useQuery({
    queryKey: businessProfileKeys.all,
    queryFn: async ({ signal }) => {
      const response = await http.get('/business/', { signal, silent: true });
      return businessEnvelope.parse(response.data).data;
    },
  });
}

/** PUT /business/: the form shows failures itself. The stored user's business name follows a rename. */
export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateBusinessBody): Promise<Business> => {
      const response = await http.put('/business/', body, { silent: true });
      return businessEnvelope.parse(response.data).data;
    },
    onSuccess: (business) => {
      queryClient.setQueryData(businessProfileKeys.all, business);
      const user = getStoredUser();
      if (user && user.businessName !== business.name) setStoredUser({ ...user, businessName: business.name });
    },
  });
}
