import { type FormEventHandler, type ReactNode, useId, useRef } from 'react';
import { Alert } from './Alert';
import { FormDialogFooter, Modal, type ModalProps } from './Modal';

const FIRST_FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: ModalProps['size'];
  submitLabel: ReactNode;
  pendingLabel?: string;
  /** The save is under way: the submit button shows it and takes no second click. */
  pending: boolean;
  /** A server error that belongs to no field, shown above the fields. */
  error: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * The dialog of a create/edit form: title, the fields, Cancel and the submit button below them, the server's error
 * inline above the fields. Escape and Close dismiss it; it opens with focus in its first field.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  children,
}: FormDialogProps) {
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      onOpenAutoFocus={(event) => {
        const first = form.current?.querySelector<HTMLElement>(FIRST_FIELD);
        if (!first) return;
        event.preventDefault();
        first.focus();
      }}
      footer={
        <FormDialogFooter
          formId={formId}
          submitLabel={submitLabel}
          pending={pending}
          pendingLabel={pendingLabel}
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form ref={form} id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {error ? <Alert>{error}</Alert> : null}
        {children}
      </form>
    </Modal>
  );
}
