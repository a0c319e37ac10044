import { httpUrlSchema } from '@newsletter-os/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage, fieldErrorsOf, fieldFromMessage } from './api/errors';

/** The form field a server field belongs to: itself, or the list it is an item of ("tagIds.0" → "tagIds"). */
function formFieldFor<T extends FieldValues>(field: string, fields: ReadonlyArray<Path<T>>): Path<T> | undefined {
  return fields.find((candidate) => candidate === field || field.startsWith(`${candidate}.`));
}

/**
 * Puts each invalid field a 400 names (`data.errors`) under its form field, and any other error naming a field
 * ("email: …") likewise; what names no field of this form goes under `fallbackField`, or is returned so the form
 * can show it above the button (null when everything found its place).
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  fallbackField?: Path<T>,
): string | null {
  const message = errorMessage(error);
  const fieldErrors = fieldErrorsOf(error);
  const named = fieldErrors.length > 0 ? fieldErrors : [fieldFromMessage(message)].filter((found) => found !== null);
  const unplaced: string[] = [];
  let focused = false;
  for (const fieldError of named) {
    const field = formFieldFor(fieldError.field, fields);
    if (field) {
      setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !focused });
      focused = true;
    } else {
      unplaced.push(fieldError.message);
    }
  }
  if (named.length > 0 && unplaced.length === 0) return null;
  const rest = named.length > 0 ? unplaced.join(' ') : message;
  if (fallbackField) {
    setError(fallbackField, { type: 'server', message: rest }, { shouldFocus: !focused });
    return null;
  }
  return rest;
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
