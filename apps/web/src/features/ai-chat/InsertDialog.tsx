import { issueDateSchema } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { TextField } from '../../shared/ui/Field';
import { FormDialogFooter, Modal } from '../../shared/ui/Modal';
import { useInsertAnswer } from './api';

/** Adds an answer, as blocks, to the newsletter of a chosen day (started as a draft if the day has none). */
export function InsertDialog({
  open,
  onOpenChange,
  workspaceId,
  chatId,
  messageId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  chatId: string;
  messageId: string;
}) {
  const insert = useInsertAnswer(workspaceId);
  const [date, setDate] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const [dateError, setDateError] = useState<string | undefined>();

  useEffect(() => {
    if (open) {
      insert.reset();
      setDateError(undefined);
    }
  }, [open, insert.reset]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = issueDateSchema.safeParse(date);
    if (!checked.success) {
      setDateError(checked.error.issues[0]?.message);
      return;
    }
    insert.mutate(
      { chatId, messageId, date },
      {
        onSuccess: (result) => {
          showSuccess(
            result.created
              ? `Newsletter of ${date} started with this answer`
              : result.scheduled
                ? `Answer added to the scheduled newsletter of ${date}. It goes out with it.`
                : `Answer added to the newsletter of ${date}`,
          );
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Insert into newsletter"
      description="The answer is added at the end of that day’s newsletter. A day without one gets a new draft."
      size="sm"
      footer={
        <FormDialogFooter
          formId="insert-answer-form"
          submitLabel="Insert"
          pending={insert.isPending}
          pendingLabel="Inserting…"
          onCancel={() => onOpenChange(false)}
        />
      }
    >
      <form id="insert-answer-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {insert.isError ? <Alert>{errorMessage(insert.error)}</Alert> : null}
        <TextField
          label="Newsletter date"
          type="date"
          value={date}
          error={dateError}
          onChange={(event) => setDate(event.target.value)}
        />
      </form>
    </Modal>
  );
}
