import type { CalendarNewsletter } from '@newsletter-os/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';

/** "Move to…": the keyboard and single-pointer way to do what dragging does (WCAG 2.5.7). */
export function MoveDialog({
  newsletter,
  onClose,
  onMove,
}: {
  newsletter: CalendarNewsletter;
  onClose: () => void;
  onMove: (date: string) => void;
}) {
  const [date, setDate] = useState(newsletter.date);
  const [error, setError] = useState<string | undefined>();
  const title = newsletter.title || 'Untitled newsletter';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setError('Pick a day');
    if (date === newsletter.date) return setError('Pick a different day');
    onMove(date);
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move “${title}”`}
      description="Pick the day this newsletter is planned for."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="move-newsletter-form">
            Move
          </Button>
        </>
      }
    >
      <form id="move-newsletter-form" onSubmit={submit} noValidate>
        <TextField
          label="New date"
          type="date"
          value={date}
          error={error}
          onChange={(event) => {
            setDate(event.target.value);
            setError(undefined);
          }}
          required
        />
      </form>
    </Modal>
  );
}
