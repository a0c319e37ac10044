import type { PublicPortalKind } from '@newsletter-os/contracts';
import { type FormEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../../shared/api/errors';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { AltchaField } from './AltchaField';
import { Honeypot, ImagePicker, imageProblem } from './ImagePicker';
import { PortalFields, SubmitterFields } from './PortalFields';
import { type PortalFormValues, toFormData, validatePortalForm } from './portal-form';

type Errors = Partial<Record<keyof PortalFormValues | 'image' | 'altcha' | 'formToken', string>>;

export interface PortalFormProps {
  kind: PublicPortalKind;
  /** The newsletter's zone: event times are entered and sent on its clock. */
  timeZone: string;
  initial: PortalFormValues;
  submitLabel: string;
  busyLabel: string;
  /** Sends the form; a rejection with field errors puts each under its field. */
  onSubmit: (form: FormData) => Promise<unknown>;
  /** New submissions carry the anti-spam fields; edits through the status link do not. */
  spam?: { formToken: string; challengeUrl: string };
  currentImageUrl?: string | null;
  businessLocked?: boolean;
  footer?: ReactNode;
  /** A booked ad: its days replace the date fields, and the booking's fields (productId, dates) are sent along. */
  booking?: { days: string[]; fields: Record<string, string> };
}

/** One public form: the kind's fields, an optional photo with its description, the submitter, the spam checks. */
export function PortalForm({
  kind,
  timeZone,
  initial,
  submitLabel,
  busyLabel,
  onSubmit,
  spam,
  currentImageUrl,
  businessLocked,
  footer,
  booking,
}: PortalFormProps) {
  const [values, setValues] = useState(initial);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [altcha, setAltcha] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (name: keyof PortalFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const chooseImage = (file: File | null) => {
    setImage(file);
    setErrors((current) => ({ ...current, image: file ? (imageProblem(file) ?? undefined) : undefined }));
  };
  const onPayload = useCallback((payload: string | null) => {
    setAltcha(payload);
    if (payload) setErrors((current) => ({ ...current, altcha: undefined }));
  }, []);

  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const days = booking?.days ?? [];
    const sent = days.length > 0 ? { ...values, adStartsAt: days[0] ?? '', adEndsAt: days.at(-1) ?? '' } : values;
    const found: Errors = validatePortalForm(kind, sent, Boolean(image || currentImageUrl));
    if (image) found.image = imageProblem(image) ?? undefined;
    if (spam && !altcha) found.altcha = 'Wait a moment for the anti-spam check to finish.';
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      focusFirstError();
      return;
    }
    const extras = spam
      ? {
          formToken: spam.formToken,
          altcha: altcha ?? '',
          ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
          ...(days.length > 0 ? booking?.fields : {}),
        }
      : undefined;
    setBusy(true);
    try {
      await onSubmit(toFormData(kind, sent, { image, spam: extras }, timeZone));
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (byField.length > 0) {
        setErrors(Object.fromEntries(byField.map((e) => [e.field, e.message])));
        const unplaced = byField.filter((e) => e.field === 'formToken' || e.field === 'token');
        if (unplaced.length > 0) setProblem(unplaced.map((e) => e.message).join(' '));
        focusFirstError();
      } else {
        setProblem(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="relative flex flex-col gap-5">
      <PortalFields
        kind={kind}
        timeZone={timeZone}
        values={values}
        errors={errors}
        onChange={change}
        businessLocked={businessLocked}
        datesBooked={(booking?.days.length ?? 0) > 0}
      />
      <ImagePicker
        file={image}
        onFile={chooseImage}
        currentUrl={currentImageUrl}
        alt={values.imageAlt}
        onAlt={(value) => change('imageAlt', value)}
        error={errors.image}
        altError={errors.imageAlt}
      />
      <SubmitterFields values={values} errors={errors} onChange={change} />
      {spam ? (
        <>
          <Honeypot inputRef={honeypot} />
          <AltchaField challengeUrl={spam.challengeUrl} onPayload={onPayload} error={errors.altcha} />
        </>
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={busy} loadingText={busyLabel}>
          {submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
