import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { initials } from '../../shared/initials';
import { logout } from '../../shared/logout';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { MenuButton, MenuEntry, MenuLabel, MenuSeparator } from '../../shared/ui/MenuButton';
import { ChevronDownIcon, KeyRoundIcon, LogOutIcon, UserRoundIcon } from '../../shared/ui/shell-icons';
import { useStoredUser } from '../../shared/use-stored-user';
import { withWorkspaceQuery } from './Sidebar';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none select-none focus:bg-indigo-50 focus:text-indigo-700';

/** The header's user menu: Profile, Change Password, Logout. */
export function UserMenu() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <MenuButton
      open={open}
      onOpenChange={setOpen}
      align="end"
      className={cn(
        'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm text-gray-700 hover:bg-gray-100',
        focusRing,
      )}
      menuClassName="z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
      menu={
        <>
          {user ? (
            <MenuLabel className="px-3 py-2">
              <span className="block truncate text-sm font-semibold text-gray-900">{user.name}</span>
              <span className="block truncate text-xs text-gray-500">{user.email}</span>
            </MenuLabel>
          ) : null}
          <MenuSeparator className="my-1 h-px bg-gray-100" />
          <MenuEntry className={itemClass} onSelect={() => navigate(withWorkspaceQuery('/profile', search))}>
            <UserRoundIcon aria-hidden="true" className="size-4" />
            Profile
          </MenuEntry>
          <MenuEntry className={itemClass} onSelect={() => navigate(withWorkspaceQuery('/change-password', search))}>
            <KeyRoundIcon aria-hidden="true" className="size-4" />
            Change Password
          </MenuEntry>
          <MenuSeparator className="my-1 h-px bg-gray-100" />
          <MenuEntry className={cn(itemClass, 'focus:bg-red-50 focus:text-red-700')} onSelect={() => void logout()}>
            <LogOutIcon aria-hidden="true" className="size-4" />
            Logout
          </MenuEntry>
        </>
      }
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-xs font-semibold text-white"
      >
        {initials(user?.name)}
      </span>
      <span className="hidden max-w-40 truncate font-medium md:block">{user?.name}</span>
      <span className="sr-only">User menu</span>
      <ChevronDownIcon aria-hidden="true" className="size-4 text-gray-500" />
    </MenuButton>
  );
}
