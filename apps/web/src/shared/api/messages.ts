// What a failed call tells the user, with no HTTP library attached: the login screen reads its errors with these
// without loading the API client (docs/decisions/0029).

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

interface ErrorBody {
  message?: unknown;
  meta?: { message?: unknown };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message of an error body: data.message, else data.meta.message, else the generic text (docs/product-spec.md section 8). */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, meta } = body as ErrorBody;
    return nonEmpty(message) ?? nonEmpty(meta?.message) ?? FALLBACK_ERROR_MESSAGE;
  }
  return FALLBACK_ERROR_MESSAGE;
}

/** Older answers (and conflicts) name their field as "field: message"; split that so a form can put it under the field. */
export function fieldFromMessage(message: string): { field: string; message: string } | null {
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(message);
  if (!match?.[1] || !match[2]) return null;
  return { field: match[1], message: match[2] };
}

export interface FieldMessage {
  field: string;
  message: string;
}

/** Every invalid field a 400's body names in `data.errors` (the contracts' validation error); none otherwise. */
export function fieldMessagesOf(status: number | undefined, body: unknown): FieldMessage[] {
  if (status !== 400 || typeof body !== 'object' || body === null) return [];
  const { meta, data } = body as { meta?: { code?: unknown; message?: unknown }; data?: { errors?: unknown } };
  const metaValid = Number.isInteger(meta?.code) && typeof meta?.message === 'string';
  const errors = data?.errors;
  if (!metaValid || !Array.isArray(errors) || errors.length === 0) return [];
  const valid = errors.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldMessage).field === 'string' &&
      typeof (item as FieldMessage).message === 'string',
  );
  return valid ? errors.map(({ field, message }: FieldMessage) => ({ field, message })) : [];
}
