import { Link, useLocation } from 'react-router';
import { useWorkspaceStore, WorkspaceDropdown } from '../../features/workspaces';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { Logo } from '../../shared/ui/Logo';
import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from '../../shared/ui/shell-icons';
import { withWorkspaceQuery } from './Sidebar';
import { useShellStore } from './shell-store';
import { UserMenu } from './UserMenu';
import { DESKTOP_SIDEBAR_QUERY, useMediaQuery } from './use-media-query';

/** Sidebar toggle: collapses the inline sidebar on wide screens, opens the drawer on narrow ones. */
function SidebarToggle() {
  const desktop = useMediaQuery(DESKTOP_SIDEBAR_QUERY);
  const collapsed = useShellStore((state) => state.collapsed);
  const drawerOpen = useShellStore((state) => state.drawerOpen);
  const toggleCollapsed = useShellStore((state) => state.toggleCollapsed);
  const setDrawerOpen = useShellStore((state) => state.setDrawerOpen);
  const className = cn('rounded-lg p-2 text-gray-600 hover:bg-gray-100 hover:text-gray-900', focusRing);
  if (!desktop) {
    return (
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        className={className}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </button>
    );
  }
  const Icon = collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon;
  return (
    <button
      type="button"
      aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      aria-expanded={!collapsed}
      onClick={toggleCollapsed}
      className={className}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Where the workspace dropdown goes (spec "Workspace dropdown"). */
function WorkspaceDropdownSlot() {
  return (
    <div className="min-w-0 flex-1" data-testid="workspace-dropdown-slot">
      <WorkspaceDropdown />
    </div>
  );
}

export function Header() {
  const workspace = useWorkspaceStore((state) => state.selectedWorkspace);
  const { search } = useLocation();
  return (
    <header className="relative z-30 flex h-16 shrink-0 items-center gap-2 border-b border-gray-200 bg-white px-3 sm:gap-3 sm:px-4">
      <SidebarToggle />
      <Link
        to={withWorkspaceQuery('/dashboard', search)}
        className={cn('flex shrink-0 items-center gap-2 rounded-lg p-1', focusRing)}
      >
        <Logo
          src={workspace?.brand ?? workspace?.logo}
          alt={workspace ? `${workspace.name} logo` : 'Newsletter OS logo'}
          className="size-8 rounded-md"
        />
        <span className="hidden text-base font-semibold tracking-tight text-gray-900 sm:block">Newsletter OS</span>
      </Link>
      <WorkspaceDropdownSlot />
      <UserMenu />
    </header>
  );
}
