import { lazy, Suspense } from 'react';
import type { MenuItem } from '../../shared/menu';
import { useShellStore } from './shell-store';

// The dialog (Radix's focus trap, scroll lock and layers) loads when the drawer first opens: wide screens never
// need it, and it would otherwise add to every first screen's JS (docs/decisions/0029).
const MobileDrawerDialog = lazy(() => import('./MobileDrawerDialog'));

/** Small screens' navigation drawer, opened by the header's menu button. */
export function MobileDrawer({ items }: { items: MenuItem[] }) {
  const open = useShellStore((state) => state.drawerOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawerDialog items={items} />
    </Suspense>
  );
}
