import { canManageUserOfType, type PendingInvitation } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Pagination } from '../../shared/ui/Pagination';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useStoredUser } from '../../shared/use-stored-user';
import { userTypeLabels } from '../../shared/user-types';
import { resendInvitation, revokeInvitation, usePendingInvitations } from './pending-api';
import { invitationKeys, PENDING_INVITATIONS_PAGE_SIZE } from './query-keys';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/**
 * Settings → Users, below the team: invitations nobody has answered yet (email, type, sent, expires), each with
 * Resend (a fresh 7-day link, the old one stops working) and Revoke (after a confirmation). Hidden while there are
 * none. A manager sees no controls on an admin's invitation (the server refuses those too).
 */
export function PendingInvitations() {
  const caller = useStoredUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const invitations = usePendingInvitations(page);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationKeys.all });

  const resend = async (invitation: PendingInvitation) => {
    setBusyId(invitation.id);
    try {
      await resendInvitation(invitation.id);
      showSuccess(`Invitation sent again to ${invitation.email}`);
      await refresh();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    setBusyId(revoking.id);
    setRevokeError(null);
    try {
      await revokeInvitation(revoking.id);
      showSuccess(`The invitation to ${revoking.email} was revoked`);
      setRevoking(null);
      if (invitations.data && invitations.data.results.length === 1 && page > 1) setPage(page - 1);
      await refresh();
    } catch (error) {
      setRevokeError(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  if (invitations.isPending) return <LoadingState label="Loading invitations..." />;
  if (invitations.isError) {
    return <ErrorState message={errorMessage(invitations.error)} onRetry={() => invitations.refetch()} />;
  }
  const { results, count, totalPages } = invitations.data;
  if (count === 0) return null;

  const now = Date.now();
  return (
    <section aria-labelledby="pending-invitations" className="flex flex-col gap-3">
      <div>
        <h3 id="pending-invitations" className="text-base font-semibold text-gray-900">
          Pending invitations
        </h3>
        <p className="mt-1 text-sm text-gray-600">Sent, not yet accepted. Resending mails a new link valid 7 days.</p>
      </div>
      <ul aria-label="Pending invitations" className="flex flex-col gap-2">
        {results.map((invitation) => {
          const expired = new Date(invitation.expiresAt).getTime() <= now;
          const manageable = canManageUserOfType(caller?.userType, invitation.userType);
          const busy = busyId === invitation.id;
          return (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-gray-200 bg-white px-4 py-3 shadow-sm"
            >
              <div className="min-w-0 flex-1 basis-56">
                <p className="font-medium break-all text-gray-900">{invitation.email}</p>
                <p className="text-sm text-gray-600">
                  {userTypeLabels[invitation.userType]} · Sent {formatDate(invitation.sentAt)} ·{' '}
                  {expired ? (
                    <span className="font-medium text-red-700">Expired {formatDate(invitation.expiresAt)}</span>
                  ) : (
                    <>Expires {formatDate(invitation.expiresAt)}</>
                  )}
                </p>
              </div>
              {manageable ? (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    loading={busy && revoking === null}
                    loadingText="Sending…"
                    disabled={busyId !== null}
                    aria-label={`Resend the invitation to ${invitation.email}`}
                    onClick={() => resend(invitation)}
                  >
                    <RotateCw aria-hidden="true" className="size-4" />
                    Resend
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-3 py-1.5 text-red-700 hover:bg-red-50"
                    disabled={busyId !== null}
                    aria-label={`Revoke the invitation to ${invitation.email}`}
                    onClick={() => {
                      setRevokeError(null);
                      setRevoking(invitation);
                    }}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Revoke
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      {totalPages > 1 ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          count={count}
          pageSize={PENDING_INVITATIONS_PAGE_SIZE}
          onPageChange={setPage}
          noun="invitations"
          disabled={invitations.isFetching}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this invitation?"
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        pending={revoking !== null && busyId === revoking.id}
        onConfirm={confirmRevoke}
      >
        <div className="flex flex-col gap-3">
          <p>The link sent to {revoking?.email} stops working at once. You can invite them again later.</p>
          {revokeError ? <Alert>{revokeError}</Alert> : null}
        </div>
      </ConfirmDialog>
    </section>
  );
}
