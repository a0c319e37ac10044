import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { MenuItem } from '../../shared/menu';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { SidebarNav } from './Sidebar';
import { useShellStore } from './shell-store';

/**
 * Small screens: the menu slides in from the left over a dimmed page; Escape, the overlay or a link closes it.
 * Loaded on first open (`MobileDrawer`), so Radix's dialog is not part of the first screen.
 */
export default function MobileDrawerDialog({ items }: { items: MenuItem[] }) {
  const open = useShellStore((state) => state.drawerOpen);
  const setOpen = useShellStore((state) => state.setDrawerOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-64 max-w-[85vw] flex-col bg-white shadow-xl data-[state=open]:animate-[slide-in_200ms_ease-out] motion-reduce:animate-none lg:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-gray-200 px-4">
            <Dialog.Title className="text-base font-semibold text-gray-900">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className={cn('rounded-lg p-2 text-gray-600 hover:bg-gray-100', focusRing)}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <SidebarNav items={items} collapsed={false} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
