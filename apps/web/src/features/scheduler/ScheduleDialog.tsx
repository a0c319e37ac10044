import { type CalendarNewsletter, instantOfZoned, isValidTimeZone, zonedTimeOf } from '@newsletter-os/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import { readinessErrorsOf, useScheduleNewsletter } from './api';
import { viewerTimeZone } from './calendar-model';

export interface ScheduleDialogProps {
  workspaceId: string;
  newsletter: CalendarNewsletter;
  action: 'schedule' | 'reschedule';
  timeZone: string;
  defaultSendTime: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Schedule or reschedule: a day and a time in the workspace's zone, with the viewer's own time beside it. */
export function ScheduleDialog({
  workspaceId,
  newsletter,
  action,
  timeZone,
  defaultSendTime,
  onClose,
  onDone,
}: ScheduleDialogProps) {
  const [date, setDate] = useState(newsletter.date);
  const [time, setTime] = useState(newsletter.sendTime ?? defaultSendTime);
  const [fieldErrors, setFieldErrors] = useState<{ date?: string; time?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [checks, setChecks] = useState<string[]>([]);
  const schedule = useScheduleNewsletter(workspaceId);
  const title = newsletter.title || 'Untitled newsletter';
  const viewerZone = viewerTimeZone();
  const validTime = /^\d{2}:\d{2}$/.test(time) && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const yourTime =
    validTime && viewerZone !== timeZone && isValidTimeZone(timeZone)
      ? zonedTimeOf(instantOfZoned(date, time, timeZone), viewerZone)
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setChecks([]);
    setFieldErrors({});
    try {
      const result = await schedule.mutateAsync({ newsletter, action, date, time });
      showSuccess(result.message);
      onDone(result.message);
    } catch (error) {
      const readiness = readinessErrorsOf(error);
      if (readiness.length > 0) {
        setFormError(errorMessage(error));
        setChecks(readiness.map((check) => check.message));
        return;
      }
      const fields = fieldErrorsOf(error);
      const byField = Object.fromEntries(fields.map((field) => [field.field, field.message]));
      if (byField.date || byField.time) setFieldErrors({ date: byField.date, time: byField.time });
      else setFormError(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${action === 'schedule' ? 'Schedule' : 'Reschedule'} “${title}”`}
      description={`It is rendered and published at this time. Times are in ${timeZone}.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="schedule-newsletter-form"
            loading={schedule.isPending}
            loadingText={action === 'schedule' ? 'Scheduling…' : 'Rescheduling…'}
          >
            {action === 'schedule' ? 'Schedule' : 'Reschedule'}
          </Button>
        </>
      }
    >
      <form id="schedule-newsletter-form" onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? (
          <Alert>
            <p>{formError}</p>
            {checks.length > 0 ? (
              <ul className="mt-1 list-disc pl-5">
                {checks.map((check) => (
                  <li key={check}>{check}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <TextField
          label="Send date"
          type="date"
          value={date}
          error={fieldErrors.date}
          onChange={(event) => setDate(event.target.value)}
          required
        />
        <TextField
          label="Send time"
          type="time"
          value={time}
          error={fieldErrors.time}
          hint={yourTime ? `${time} in ${timeZone} is ${yourTime} your time (${viewerZone}).` : `In ${timeZone}.`}
          onChange={(event) => setTime(event.target.value)}
          required
        />
      </form>
    </Modal>
  );
}
