import { httpUrlSchema } from '@newsletter-os/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, fieldFromMessage } from './api/errors';

/**
 * Puts a server error under the form field it names ("email: …") or under `fallbackField`; returns the message
 * when it belongs to the whole form instead, so the form can show it above the button.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallbackField?: Path<T>,
): string | null {
  const message = errorMessage(error);
  const named = fieldFromMessage(message);
  const field = named ? fields.find((candidate) => candidate === named.field) : undefined;
  if (field && named) {
    setError(field, { type: 'server', message: named.message }, { shouldFocus: true });
    return null;
  }
  if (fallbackField) {
    setError(fallbackField, { type: 'server', message }, { shouldFocus: true });
    return null;
  }
  return message;
}

/**
 * Form fields are strings. These check them with the contracts' own schemas, so the client shows the same
 * message the server would, before anything is sent.
 */
export function checkedText(schema: z.ZodType, options: { required?: string } = {}) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (options.required) ctx.addIssue({ code: 'custom', message: options.required });
        return;
      }
      const result = schema.safeParse(value);
      if (!result.success)
        ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid value' });
    });
}

/** An optional http(s) link. */
export const optionalUrlField = checkedText(httpUrlSchema);

/** `datetime-local` values ("2026-05-01T18:00") are the user's local time; the API takes ISO instants. */
export function localDateTimeToIso(value: string): string {
  return new Date(value).toISOString();
}

/** An ISO instant as a `datetime-local` value in the user's time zone. */
export function isoToLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
