import type { BusinessUser } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Modal } from '../../shared/ui/Modal';
import { Pagination } from '../../shared/ui/Pagination';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { PHONE_QUERY, useMediaQuery } from '../../shared/use-media-query';
import { useStoredUser } from '../../shared/use-stored-user';
import { InviteUsersForm, PendingInvitations } from '../invitations';
import { removeUser, USERS_PAGE_SIZE, useUsersPage } from './api';
import { EditUserDialog } from './EditUserDialog';
import { userKeys } from './query-keys';
import { UsersCards } from './UsersCards';
import { UsersTable } from './UsersTable';

/**
 * Settings → Users: the business's users (name, email, type, newsletters) page by page; invite, edit and remove.
 * A manager gets no edit or remove controls on admins (the server refuses those changes too).
 */
export function UsersSettingsTab() {
  const caller = useStoredUser();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const users = useUsersPage(page);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<BusinessUser | null>(null);
  const [removing, setRemoving] = useState<BusinessUser | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const UsersList = phone ? UsersCards : UsersTable;

  const confirmRemove = async () => {
    if (!removing) return;
    setRemovePending(true);
    setRemoveError(null);
    try {
      await removeUser(removing.id);
      showSuccess(`${removing.name} was removed`);
      setRemoving(null);
      // The last user of a page went: show the page before it.
      if (users.data && users.data.results.length === 1 && page > 1) setPage(page - 1);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (error) {
      setRemoveError(errorMessage(error));
    } finally {
      setRemovePending(false);
    }
  };

  return (
    <SettingsSection
      title="Users"
      description="Everyone in your business, their user type and the newsletters they work on."
      actions={
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite users
        </Button>
      }
    >
      {users.isPending ? (
        <LoadingState label="Loading users..." />
      ) : users.isError ? (
        <ErrorState message={errorMessage(users.error)} onRetry={() => users.refetch()} />
      ) : users.data.results.length === 0 ? (
        <EmptyState icon={UsersRound} title="No users yet" description="Invite people to work on your newsletters." />
      ) : (
        <>
          <UsersList
            users={users.data.results}
            callerId={caller?.id}
            callerType={caller?.userType}
            onEdit={setEditing}
            onRemove={(user) => {
              setRemoveError(null);
              setRemoving(user);
            }}
          />
          <Pagination
            page={users.data.page}
            totalPages={users.data.totalPages}
            count={users.data.count}
            pageSize={USERS_PAGE_SIZE}
            onPageChange={setPage}
            noun="users"
            disabled={users.isFetching}
          />
        </>
      )}

      <PendingInvitations />

      <Modal
        open={inviting}
        onOpenChange={setInviting}
        title="Invite users"
        description="Each person gets an email with a link to join. Links work once and expire in 7 days."
      >
        {inviting ? (
          <InviteUsersForm
            callerType={caller?.userType}
            onInvited={() => setInviting(false)}
            secondaryActions={
              <Button variant="secondary" onClick={() => setInviting(false)}>
                Cancel
              </Button>
            }
          />
        ) : null}
      </Modal>

      {editing ? (
        <EditUserDialog
          user={editing}
          callerId={caller?.id}
          callerType={caller?.userType}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={`Remove ${removing?.name ?? 'user'}?`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        pending={removePending}
        onConfirm={confirmRemove}
      >
        <div className="flex flex-col gap-3">
          <p>
            {removing?.name} ({removing?.email}) loses access to every newsletter of this business and is signed out at
            once. Their account itself is kept.
          </p>
          {removeError ? <Alert>{removeError}</Alert> : null}
        </div>
      </ConfirmDialog>
    </SettingsSection>
  );
}
