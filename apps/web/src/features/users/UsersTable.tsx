import { type BusinessUser, canManageUserOfType, type UserType } from '@newsletter-os/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { userTypeLabels } from '../../shared/user-types';

export const typeBadge: Record<UserType, string> = {
  admin: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  manager: 'bg-sky-50 text-sky-700 ring-sky-200',
  user: 'bg-gray-50 text-gray-700 ring-gray-200',
  partner: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** How many newsletter names a row shows before "+N more". */
const SHOWN_WORKSPACES = 3;

export function Workspaces({ user }: { user: BusinessUser }) {
  if (user.workspaces.length === 0) return <span className="text-gray-400">None</span>;
  const shown = user.workspaces.slice(0, SHOWN_WORKSPACES);
  const more = user.workspaces.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1" title={user.workspaces.map((workspace) => workspace.name).join(', ')}>
      {shown.map((workspace) => (
        <li
          key={workspace.workspaceId}
          className="max-w-40 truncate rounded-md bg-gray-100 px-2 py-0.5 text-xs text-gray-700"
        >
          {workspace.name}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-xs text-gray-500">+{more} more</li> : null}
    </ul>
  );
}

export const iconButton = cn('rounded-lg p-2 text-gray-500 hover:bg-gray-100', focusRing);

/** The users of one page. Edit and remove appear only where the caller may use them. */
/** Edit and Remove for one user: the same controls in the table (wide screens) and the cards (phones). */
export function UserRowActions({
  user,
  manageable,
  self,
  onEdit,
  onRemove,
}: {
  user: BusinessUser;
  manageable: boolean;
  self: boolean;
  onEdit: (user: BusinessUser) => void;
  onRemove: (user: BusinessUser) => void;
}) {
  return (
    <>
      {manageable ? (
        <button
          type="button"
          aria-label={`Edit ${user.name}`}
          title="Edit"
          onClick={() => onEdit(user)}
          className={cn(iconButton, 'hover:text-indigo-700')}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      {manageable && !self ? (
        <button
          type="button"
          aria-label={`Remove ${user.name}`}
          title="Remove"
          onClick={() => onRemove(user)}
          className={cn(iconButton, 'hover:text-red-600')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </>
  );
}

export function UsersTable({
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
  // `relative`: the sr-only "Actions" heading is absolutely positioned; without a positioned ancestor it escapes this
  // scroll box and makes the whole page scroll sideways on narrow screens.
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
            </th>
            <th scope="col" className="px-4 py-3">
              Email
            </th>
            <th scope="col" className="px-4 py-3">
              Type
            </th>
            <th scope="col" className="px-4 py-3">
              Newsletters
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {users.map((user) => {
            const self = user.id === callerId;
            const manageable = canManageUserOfType(callerType, user.userType);
            return (
              <tr key={user.id} className="align-top">
                <td className="px-4 py-3 font-medium whitespace-nowrap text-gray-900">
                  {user.name}
                  {self ? <span className="ml-2 text-xs font-normal text-gray-500">(you)</span> : null}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-gray-700">{user.email}</td>
                <td className="px-4 py-3">
                  <span
                    className={cn(
                      'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                      typeBadge[user.userType],
                    )}
                  >
                    {userTypeLabels[user.userType]}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <Workspaces user={user} />
                </td>
                <td className="px-4 py-2 text-right whitespace-nowrap">
                  <UserRowActions user={user} manageable={manageable} self={self} onEdit={onEdit} onRemove={onRemove} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
