import { type BusinessUser, canManageUserOfType, type UserType } from '@newsletter-os/contracts';
import { cn } from '../../shared/ui/cn';
import { userTypeLabels } from '../../shared/user-types';
import { typeBadge, UserRowActions, Workspaces } from './UsersTable';

/**
 * The users of one page as cards, for phones: the table's five columns do not fit 375 px, and a sideways-scrolling
 * table hides the email and the actions. Same content and controls as the table.
 */
export function UsersCards({
  users,
  callerId,
  callerType,
  onEdit,
  onRemove,
}: {
  users: BusinessUser[];
  callerId: string | undefined;
  callerType: UserType | undefined;
  onEdit: (user: BusinessUser) => void;
  onRemove: (user: BusinessUser) => void;
}) {
  return (
    <ul aria-label="Users" className="flex flex-col gap-3">
      {users.map((user) => {
        const self = user.id === callerId;
        const manageable = canManageUserOfType(callerType, user.userType);
        return (
          <li key={user.id} className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-gray-900">
                  {user.name}
                  {self ? <span className="ml-2 text-xs font-normal text-gray-500">(you)</span> : null}
                </p>
                <p className="text-sm break-all text-gray-700">{user.email}</p>
              </div>
              <div className="-mt-1 -mr-2 flex shrink-0">
                <UserRowActions user={user} manageable={manageable} self={self} onEdit={onEdit} onRemove={onRemove} />
              </div>
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span
                className={cn(
                  'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                  typeBadge[user.userType],
                )}
              >
                {userTypeLabels[user.userType]}
              </span>
              <Workspaces user={user} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
