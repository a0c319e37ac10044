import { REJECTION_REASONS } from '@newsletter-os/contracts';
import { useEffect, useId, useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextAreaField } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';

/** Reject or ask for changes: a reason template and/or free text, which the submitter reads. */
export function ReasonDialog({
  action,
  title,
  onClose,
  onConfirm,
  pending,
  error,
}: {
  action: 'reject' | 'needs_changes' | null;
  title: string;
  onClose: () => void;
  onConfirm: (reason: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const [template, setTemplate] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const groupId = useId();
  useEffect(() => {
    if (action) {
      setTemplate('');
      setNote('');
      setMissing(false);
    }
  }, [action]);
  const reason = [template, note.trim()].filter(Boolean).join('. ');
  const confirm = () => (reason ? onConfirm(reason) : setMissing(true));
  const verb = action === 'reject' ? 'Reject' : 'Ask for changes';

  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`${verb}: ${title}`}
      description="The submitter reads this message in an email and on their status page."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant={action === 'reject' ? 'danger' : 'primary'} loading={pending} onClick={confirm}>
            {action === 'reject' ? 'Reject submission' : 'Send request'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {action === 'reject' ? (
          <fieldset className="flex flex-col gap-2">
            <legend id={groupId} className="mb-1 text-sm font-medium text-gray-800">
              Reason
            </legend>
            {REJECTION_REASONS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="reason-template"
                  value={option}
                  checked={template === option}
                  onChange={() => {
                    setTemplate(option);
                    setMissing(false);
                  }}
                  className="size-4 accent-indigo-600"
                />
                {option}
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextAreaField
          label={action === 'reject' ? 'Message (optional)' : 'What should they change?'}
          rows={3}
          value={note}
          error={missing ? 'Give a reason: the submitter reads it' : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
        />
        {error ? <Alert>{error}</Alert> : null}
      </div>
    </Modal>
  );
}
