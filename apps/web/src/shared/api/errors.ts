import { type FieldError, validationErrorSchema } from '@newsletter-os/contracts';
import { isAxiosError } from 'axios';
import { SESSION_EXPIRED_MESSAGE } from '../session-ended';

import { FALLBACK_ERROR_MESSAGE, messageFromBody, NETWORK_ERROR_MESSAGE } from './messages';

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
  if (isAxiosError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    return messageFromBody(error.response.data);
  }
  return FALLBACK_ERROR_MESSAGE;
}

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** Every invalid field a 400 names in `data.errors`; none for any other error. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isAxiosError(error) || error.response?.status !== 400) return [];
  const parsed = validationErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.data.errors : [];
}

/** Seconds from a 429 answer's Retry-After header, when present. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const header: unknown = error.response?.headers?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
