import { type EventFromUrl, type EventFromUrlBody, envelope, eventFromUrlSchema } from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { Link2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { http } from '../../../shared/api/client';
import { errorMessage } from '../../../shared/api/errors';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { isoToZonedInput } from '../../../shared/zoned-input';
import type { ItemFormValues } from './item-form';

const eventEnvelope = envelope(eventFromUrlSchema);

/** The form's fields from what the page said; a field the page does not state is left as the user had it. */
function valuesFrom(event: EventFromUrl, timeZone: string): Partial<ItemFormValues> {
  const values: Partial<ItemFormValues> = { title: event.title, link: event.link };
  if (event.summary) values.summary = event.summary;
  if (event.eventStartsAt) values.eventStartsAt = isoToZonedInput(event.eventStartsAt, timeZone);
  if (event.eventEndsAt) values.eventEndsAt = isoToZonedInput(event.eventEndsAt, timeZone);
  if (event.venue) values.venue = event.venue;
  if (event.address) values.address = event.address;
  if (event.imageUrl) values.imageUrl = event.imageUrl;
  if (event.price) values.price = event.price;
  if (event.ticketUrl) values.ticketUrl = event.ticketUrl;
  return values;
}

/**
 * "Fill from a link": an event page's address (or an .ics link) fills the event form from the page's own event
 * data, its times on the newsletter's clock (`timeZone`). Nothing is saved; the user checks the fields and creates
 * the event.
 */
export function EventFromLink({ workspaceId, timeZone }: { workspaceId: string; timeZone: string }) {
  const { setValue } = useFormContext<ItemFormValues>();
  const [url, setUrl] = useState('');
  const [filled, setFilled] = useState<string | null>(null);
  const read = useMutation({
    mutationFn: async (address: string) => {
      const body: EventFromUrlBody = { workspaceId, url: address };
      const response = await http.post('/events/from-url/', body, { silent: true });
      return eventEnvelope.parse(response.data).data;
    },
    onSuccess: (event) => {
      for (const [key, value] of Object.entries(valuesFrom(event, timeZone))) {
        setValue(key as keyof ItemFormValues, value as string, { shouldDirty: true, shouldValidate: true });
      }
      setFilled(
        event.eventStartsAt
          ? 'Filled from the page. Check the details, then create the event.'
          : 'Filled from the page, which gives no date: add when it starts, then create the event.',
      );
    },
  });
  const error = read.isError ? errorMessage(read.error) : undefined;

  // A form of its own inside the item form is not allowed in HTML: Enter in the field and the button read the link.
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setFilled(null);
    if (url.trim()) read.mutate(url.trim());
  };

  return (
    <section
      aria-labelledby="event-from-link"
      className="flex flex-col gap-2 rounded-xl border border-indigo-200 bg-white p-4"
    >
      <h3 id="event-from-link" className="flex items-center gap-1.5 text-sm font-semibold text-indigo-950">
        <Link2 aria-hidden="true" className="size-4" />
        Fill from a link
      </h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label="Event page or .ics link"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submit(e);
            }}
            error={error}
            hint="Ticketing sites, Meetup and most event pages work."
          />
        </div>
        <Button
          variant="secondary"
          className="sm:mt-6"
          loading={read.isPending}
          loadingText="Reading the page…"
          disabled={!url.trim()}
          onClick={() => submit()}
        >
          Fill the form
        </Button>
      </div>
      {filled ? (
        <p role="status" className="text-sm text-indigo-950">
          {filled}
        </p>
      ) : null}
    </section>
  );
}
