import type { Assembly } from '@newsletter-os/contracts';
import { PackagePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { useCan } from '../../shared/use-can';

// The dialog's code is fetched when the pointer or the focus reaches the button, not with the page.
const loadDialog = () => import('./AssembleDialog');
const AssembleDialog = lazy(async () => ({ default: (await loadDialog()).AssembleDialog }));
const preload = () => void loadDialog().catch(() => undefined);

/** "Assemble this issue": opens the dialog of what is ready for the day, for those who may edit newsletters. */
export function AssembleButton({
  workspaceId,
  date,
  beforeStart,
  onAssembled,
  variant = 'secondary',
  compact = false,
  className,
}: {
  workspaceId: string;
  date: string;
  beforeStart?: () => Promise<void>;
  onAssembled: (assembly: Assembly) => void | Promise<void>;
  variant?: 'primary' | 'secondary';
  /** The label only from the small breakpoint on (the builder's header on a phone). */
  compact?: boolean;
  className?: string;
}) {
  const canEdit = useCan('editNewsletters');
  const [open, setOpen] = useState(false);
  // A fresh dialog (and fresh candidates) each time it opens.
  const [session, setSession] = useState(0);
  if (!canEdit) return null;
  return (
    <>
      <Button
        variant={variant}
        className={cn(compact && 'px-3 sm:px-4', className)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={compact ? 'Assemble this issue' : undefined}
        onClick={() => {
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <PackagePlus aria-hidden="true" className="size-4" />
        <span className={compact ? 'hidden sm:inline' : undefined}>Assemble this issue</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AssembleDialog
            key={session}
            open={open}
            onOpenChange={setOpen}
            workspaceId={workspaceId}
            date={date}
            beforeStart={beforeStart}
            onAssembled={onAssembled}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The dialog on its own, its code fetched on first use (the Scheduler opens it for a day). */
export function LazyAssembleDialog(props: {
  workspaceId: string;
  date: string;
  onOpenChange: (open: boolean) => void;
  onAssembled: (assembly: Assembly) => void | Promise<void>;
}) {
  return (
    <Suspense fallback={null}>
      <AssembleDialog open {...props} />
    </Suspense>
  );
}
