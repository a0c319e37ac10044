import { envelope, type UpdateProfileBody, type User, userSchema } from '@newsletter-os/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { setStoredUser } from '../../shared/storage';
import { profileKeys } from './query-keys';

const userEnvelope = envelope(userSchema);

export async function fetchMe(): Promise<User> {
  const response = await http.get('/me/', { silent: true });
  return userEnvelope.parse(response.data).data;
}

export async function updateMe(body: UpdateProfileBody): Promise<User> {
  const response = await http.patch('/me/', body, { silent: true });
  return userEnvelope.parse(response.data).data;
}

export function useMe() {
  return useQuery({ queryKey: profileKeys.me, queryFn: fetchMe });
}

/** Saves the profile and keeps the stored user record (header, menus) in step with it. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(profileKeys.me, user);
      setStoredUser(user);
    },
  });
}
