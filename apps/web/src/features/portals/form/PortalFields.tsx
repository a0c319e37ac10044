import type { PublicPortalKind } from '@newsletter-os/contracts';
import { TextAreaField, TextField } from '../../../shared/ui/Field';
import { eventTimeHint, type PortalFormValues } from './portal-form';

type Errors = Partial<Record<keyof PortalFormValues, string>>;

interface FieldsProps {
  kind: PublicPortalKind;
  /** The newsletter's zone: event times are entered on its clock. */
  timeZone: string;
  values: PortalFormValues;
  errors: Errors;
  onChange: (name: keyof PortalFormValues, value: string) => void;
  /** Ads through a business's own link: the business is the publisher's choice. */
  businessLocked?: boolean;
  /** The ad's days come from the booking picked above the form. */
  datesBooked?: boolean;
}

/** The submitter's fields of one kind of public form, with labels, hints and each field's error. */
export function PortalFields({ kind, timeZone, values, errors, onChange, businessLocked, datesBooked }: FieldsProps) {
  const field = (name: keyof PortalFormValues) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });

  return (
    <>
      {kind === 'ugc' ? (
        <>
          <TextField label="Title" required maxLength={200} {...field('title')} />
          <TextAreaField
            label="Your story"
            required
            rows={7}
            hint="Plain text; leave an empty line between paragraphs."
            {...field('text')}
          />
        </>
      ) : null}

      {kind === 'events' ? (
        <>
          <TextField label="Event name" required maxLength={200} {...field('title')} />
          <TextAreaField label="Description" required rows={5} {...field('description')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Starts"
              type="datetime-local"
              required
              hint={eventTimeHint(values.eventStartsAt, timeZone)}
              {...field('eventStartsAt')}
            />
            <TextField
              label="Ends (optional)"
              type="datetime-local"
              hint={values.eventEndsAt ? eventTimeHint(values.eventEndsAt, timeZone) : undefined}
              {...field('eventEndsAt')}
            />
          </div>
          <TextField label="Venue or location" required maxLength={200} {...field('venue')} />
          <TextField label="Address (optional)" autoComplete="street-address" {...field('address')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Price (optional)" hint="For example: Free, or $10" maxLength={50} {...field('price')} />
            <TextField
              label="Link (optional)"
              type="url"
              inputMode="url"
              hint="Tickets or more details"
              {...field('link')}
            />
          </div>
        </>
      ) : null}

      {kind === 'ads' ? (
        <>
          <TextField
            label="Business"
            required
            readOnly={businessLocked}
            autoComplete="organization"
            hint={businessLocked ? 'Set by the publisher for this link.' : undefined}
            {...field('businessName')}
          />
          <TextField label="Headline" required maxLength={200} {...field('headline')} />
          <TextAreaField label="Ad text" required rows={4} hint="At most 2000 characters." {...field('text')} />
          <TextField label="Link" type="url" inputMode="url" required hint="Where readers go" {...field('link')} />
          {datesBooked ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="First date" type="date" required {...field('adStartsAt')} />
              <TextField label="Last date (optional)" type="date" {...field('adEndsAt')} />
            </div>
          )}
        </>
      ) : null}
    </>
  );
}

/** Name and email of whoever sends it: the status link goes to that address. */
export function SubmitterFields({
  values,
  errors,
  onChange,
}: Omit<FieldsProps, 'kind' | 'businessLocked' | 'timeZone' | 'datesBooked'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Your name"
        required
        autoComplete="name"
        value={values.submitterName}
        error={errors.submitterName}
        onChange={(event) => onChange('submitterName', event.target.value)}
      />
      <TextField
        label="Your email"
        type="email"
        required
        autoComplete="email"
        hint="We send your status link here. It is not published."
        value={values.submitterEmail}
        error={errors.submitterEmail}
        onChange={(event) => onChange('submitterEmail', event.target.value)}
      />
    </div>
  );
}
