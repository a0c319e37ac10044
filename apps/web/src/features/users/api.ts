import {
  type BusinessUser,
  businessUserSchema,
  emptyEnvelopeSchema,
  envelope,
  paginated,
  type UpdateBusinessUserBody,
} from '@newsletter-os/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { userKeys } from './query-keys';

const userEnvelope = envelope(businessUserSchema);
const userPageEnvelope = envelope(paginated(businessUserSchema));

/** The users list pages by the default size (docs/product-spec.md section 9). */
export const USERS_PAGE_SIZE = 10;

/** GET /users: the business's users with their workspaces. */
export async function fetchUsers(page: number) {
  const response = await http.get('/users', { params: { page, pageSize: USERS_PAGE_SIZE }, silent: true });
  return userPageEnvelope.parse(response.data).data;
}

/** GET /users/{id}/ */
export async function fetchUser(id: string): Promise<BusinessUser> {
  const response = await http.get(`/users/${id}/`);
  return userEnvelope.parse(response.data).data;
}

/** PUT /users/{id}/update/: the dialog shows failures itself. */
export async function updateUser(id: string, body: UpdateBusinessUserBody): Promise<BusinessUser> {
  const response = await http.put(`/users/${id}/update/`, body, { silent: true });
  return userEnvelope.parse(response.data).data;
}

/** DELETE /users/delete/ with userId: the user leaves the business and their sessions end. */
export async function removeUser(userId: string): Promise<void> {
  const response = await http.delete('/users/delete/', { params: { userId }, silent: true });
  emptyEnvelopeSchema.parse(response.data);
}

export function useUsersPage(page: number) {
  return useQuery({
    queryKey: userKeys.page(page),
    queryFn: () => fetchUsers(page),
    placeholderData: keepPreviousData,
  });
}

/** One user, fresh for the edit dialog; the list's copy shows until it arrives. */
export function useUser(user: BusinessUser) {
  return useQuery({ queryKey: userKeys.one(user.id), queryFn: () => fetchUser(user.id), placeholderData: user });
}
