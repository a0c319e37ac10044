import type { FieldError } from '@newsletter-os/contracts';
import { SESSION_EXPIRED_MESSAGE } from '../session-ended';

import { FALLBACK_ERROR_MESSAGE, messageFromBody, NETWORK_ERROR_MESSAGE } from './messages';
import { isHttpError } from './request';

export { FALLBACK_ERROR_MESSAGE, fieldFromMessage, messageFromBody, NETWORK_ERROR_MESSAGE } from './messages';

/** Failed calls that ended the session: the user was already told, in the spec's words. */
const sessionEndingErrors = new WeakSet<object>();

export function markSessionEnding(error: object): void {
  sessionEndingErrors.add(error);
}

export function endedSession(error: unknown): boolean {
  return typeof error === 'object' && error !== null && sessionEndingErrors.has(error);
}

/** What to tell the user about a failed call. */
export function errorMessage(error: unknown): string {
  // Never the server's own reason ("Session revoked", "Refresh token reused"): the spec's one sentence.
  if (endedSession(error)) return SESSION_EXPIRED_MESSAGE;
  if (isHttpError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    return messageFromBody(error.response.data);
  }
  return FALLBACK_ERROR_MESSAGE;
}

export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** Every invalid field a 400 names in `data.errors`; none for any other error. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isHttpError(error) || error.response?.status !== 400) return [];
  return validationErrorsIn(error.response.data) ?? [];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The field errors of a body shaped as the contracts' `validationErrorSchema` (meta with an integer code and a
 * message, `data.errors` a non-empty list of `{ field, message }`), or null. Written out because this module is on
 * every first screen and the schema would bring zod with it (docs/decisions/0029); a test keeps the two in agreement.
 */
export function validationErrorsIn(body: unknown): FieldError[] | null {
  if (!isRecord(body) || !isRecord(body.meta) || !isRecord(body.data)) return null;
  if (!Number.isInteger(body.meta.code) || typeof body.meta.message !== 'string') return null;
  const { errors } = body.data;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const valid = errors.every(
    (entry) => isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
  );
  // Only the two named keys, as the schema's parse strips any other.
  return valid ? errors.map(({ field, message }: FieldError) => ({ field, message })) : null;
}

/** Seconds from a 429 answer's Retry-After header, when present. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isHttpError(error)) return undefined;
  const header: unknown = error.response?.headers?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
