import { TEST_SEND_RECIPIENTS_MAX } from '@newsletter-os/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { useCan } from '../../../shared/use-can';
import { useStoredUser } from '../../../shared/use-stored-user';
import { useTestSend } from '../api';
import { parseRecipients } from './email-preview';

/** Sends the saved newsletter as a real test mail to people of the team (the user's own address to start). */
export function TestSendForm({ workspaceId, newsletterId }: { workspaceId: string; newsletterId: string }) {
  const user = useStoredUser();
  const canSend = useCan('editNewsletters');
  const [value, setValue] = useState(user?.email ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = useTestSend(workspaceId, newsletterId);
  if (!canSend) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const recipients = parseRecipients(value);
    if (recipients.length === 0) {
      setFieldError('Add at least one address');
      return;
    }
    if (recipients.length > TEST_SEND_RECIPIENTS_MAX) {
      setFieldError(`At most ${TEST_SEND_RECIPIENTS_MAX} addresses`);
      return;
    }
    setFieldError(undefined);
    send.mutate(recipients);
  };

  return (
    <section aria-labelledby="test-send-heading" className="flex flex-col gap-2">
      <h3 id="test-send-heading" className="text-base font-semibold text-gray-900">
        Send a test
      </h3>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField
          label="Send to"
          type="text"
          inputMode="email"
          autoComplete="email"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
          hint="Addresses of your team, separated by commas."
        />
        <div>
          <Button type="submit" loading={send.isPending} loadingText="Sending…">
            <Send aria-hidden="true" className="size-4" />
            Send test
          </Button>
        </div>
      </form>
      {send.isSuccess ? (
        <p role="status" className="rounded-lg bg-emerald-50 p-2.5 text-sm text-emerald-900">
          Test sent to {send.data.recipients.join(', ')}. {send.data.remainingThisHour} test send
          {send.data.remainingThisHour === 1 ? '' : 's'} left this hour.
        </p>
      ) : null}
      {send.isError ? <Alert>{errorMessage(send.error)}</Alert> : null}
    </section>
  );
}
