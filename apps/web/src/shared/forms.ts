import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
