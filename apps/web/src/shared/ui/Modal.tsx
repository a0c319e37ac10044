import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button, focusRing } from './Button';
import { cn } from './cn';

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: keyof typeof widths;
  children: ReactNode;
  /** Buttons pinned below the scrolling body. */
  footer?: ReactNode;
  /** Where focus goes on open; Radix's default (the first focusable element) when not handled. */
  onOpenAutoFocus?: (event: Event) => void;
  /** Where focus goes on close; back to the opening control when not handled. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A centred dialog: focus moves in and is trapped, Escape and the close button dismiss it, focus returns to the
 * control that opened it. The body scrolls so long forms stay usable on small screens.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  children,
  footer,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-900/40 data-[state=open]:animate-[fade-in_150ms_ease-out] motion-reduce:animate-none" />
        <Dialog.Content
          // Without a description Radix must be told there is none (it warns otherwise); with one it links it.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl outline-none',
            widths[size],
          )}
        >
          <div className="border-b border-gray-200 py-4 pr-14 pl-6">
            <Dialog.Title className="text-lg font-semibold text-gray-900">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1 text-sm text-gray-600">{description}</Dialog.Description>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-6 py-4">{footer}</div>
          ) : null}
          {/* Last in the tab order so opening the dialog puts focus on its first field, not on Close. */}
          <Dialog.Close
            aria-label="Close"
            className={cn(
              'absolute top-3 right-3 rounded-lg p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-800',
              focusRing,
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface FormDialogFooterProps {
  /** The id of the form inside the dialog body: the submit button sits in the footer, outside that form. */
  formId: string;
  submitLabel: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  onCancel: () => void;
}

/** Cancel and submit for a Modal whose body is a form. */
export function FormDialogFooter({
  formId,
  submitLabel,
  pending,
  pendingLabel = 'Saving…',
  onCancel,
}: FormDialogFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={pending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </>
  );
}
