import { emptyEnvelopeSchema, envelope, paginated, pendingInvitationSchema } from '@newsletter-os/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../shared/api/client';
import { invitationKeys, PENDING_INVITATIONS_PAGE_SIZE } from './query-keys';

const pageEnvelope = envelope(paginated(pendingInvitationSchema));
const sentEnvelope = envelope(pendingInvitationSchema);

/** GET /invitations/: the list shows its own error state, so no toast. */
export function usePendingInvitations(page: number) {
  return useQuery({
    queryKey: invitationKeys.pending(page),
    queryFn: async ({ signal }) => {
      const response = await http.get('/invitations/', {
        params: { page, pageSize: PENDING_INVITATIONS_PAGE_SIZE },
        signal,
        silent: true,
      });
      return pageEnvelope.parse(response.data).data;
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /invitations/{id}/resend/: a fresh link; the row shows the failure itself. */
export async function resendInvitation(id: string) {
  const response = await http.post(`/invitations/${id}/resend/`, undefined, { silent: true });
  return sentEnvelope.parse(response.data).data;
}

/** DELETE /invitations/{id}/: the link stops working. */
export async function revokeInvitation(id: string): Promise<void> {
  const response = await http.delete(`/invitations/${id}/`, { silent: true });
  emptyEnvelopeSchema.parse(response.data);
}
