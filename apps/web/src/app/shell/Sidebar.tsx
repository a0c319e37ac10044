import { NavLink, useLocation } from 'react-router';
import type { MenuItem } from '../../shared/menu';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { preloadScreen } from '../screen-preload';

/** Keeps the selected workspace (workspaceId) in the URL when moving between screens. */
export function withWorkspaceQuery(path: string, search: string): string {
  const workspaceId = new URLSearchParams(search).get('workspaceId');
  return workspaceId ? `${path}?${new URLSearchParams({ workspaceId })}` : path;
}

export function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: MenuItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { search } = useLocation();
  return (
    <nav aria-label="Main" className="flex flex-col gap-1 p-3">
      {items.map(({ label, path, icon: Icon }) => (
        <NavLink
          key={path}
          to={withWorkspaceQuery(path, search)}
          onClick={(event) => {
            // A plain click opens the screen here: its code and first data start now, not once it has rendered.
            // (A click with a modifier opens another tab, which loads its own.)
            const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
            if (plain) preloadScreen(withWorkspaceQuery(path, search));
            onNavigate?.();
          }}
          title={collapsed ? label : undefined}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
              focusRing,
              collapsed && 'justify-center px-0',
              isActive ? 'bg-indigo-50 text-indigo-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
            )
          }
        >
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
        </NavLink>
      ))}
    </nav>
  );
}

/** The inline sidebar; its wrapper hides it below 1024px (docs/product-spec.md section 9). */
export function Sidebar({ items, collapsed }: { items: MenuItem[]; collapsed: boolean }) {
  return (
    <div className="hidden shrink-0 lg:flex" data-testid="sidebar-wrapper">
      <aside
        className={cn(
          'flex flex-col overflow-y-auto border-r border-gray-200 bg-white transition-[width] duration-200',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <SidebarNav items={items} collapsed={collapsed} />
      </aside>
    </div>
  );
}
