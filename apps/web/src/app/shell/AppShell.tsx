import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isFullHeightPath, isPathAllowed, menuFor } from '../../shared/menu';
import { cn } from '../../shared/ui/cn';
import { useStoredUser } from '../../shared/use-stored-user';
import { ScreenPending } from '../screen-pending';
import { Header } from './Header';
import { MobileDrawer } from './MobileDrawer';
import { Sidebar } from './Sidebar';
import { useShellStore } from './shell-store';

/** The signed-in frame: header, the role's sidebar (inline or drawer) and the routed screen. */
export function AppShell() {
  const user = useStoredUser();
  const { pathname, search } = useLocation();
  const collapsed = useShellStore((state) => state.collapsed);
  const setDrawerOpen = useShellStore((state) => state.setDrawerOpen);
  const items = menuFor(user);

  // A route change closes the drawer (also on back/forward, not just on a link click).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen]);

  // No user record means the session is ending (the session guard is sending the user to /login): don't race it
  // with a menu redirect.
  if (!user) return null;

  const first = items[0];
  if (first && !isPathAllowed(pathname, user)) {
    return <Navigate to={`${first.path}${search}`} replace />;
  }

  const fullHeight = isFullHeightPath(pathname);
  return (
    <div className="flex h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <Header />
      <div className="flex min-h-0 flex-1">
        <Sidebar items={items} collapsed={collapsed} />
        <MobileDrawer items={items} />
        <main
          id="main-content"
          tabIndex={-1}
          className={cn('min-w-0 flex-1 outline-none', fullHeight ? 'overflow-hidden' : 'overflow-y-auto')}
        >
          {fullHeight ? (
            <div className="h-full">
              <Suspense fallback={<ScreenPending fill="content" />}>
                <Outlet />
              </Suspense>
            </div>
          ) : (
            <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
              <Suspense fallback={<ScreenPending fill="content" />}>
                <Outlet />
              </Suspense>
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
