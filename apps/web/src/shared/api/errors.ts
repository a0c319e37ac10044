import { isAxiosError } from 'axios';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong';

interface ErrorBody {
  message?: unknown;
  meta?: { message?: unknown };
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The message of an error body: data.message, else data.meta.message, else the generic text (spec section 8). */
export function messageFromBody(body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, meta } = body as ErrorBody;
    return nonEmpty(message) ?? nonEmpty(meta?.message) ?? FALLBACK_ERROR_MESSAGE;
  }
  return FALLBACK_ERROR_MESSAGE;
}

/** What to tell the user about a failed call. */
export function errorMessage(error: unknown): string {
  if (isAxiosError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    return messageFromBody(error.response.data);
  }
  return FALLBACK_ERROR_MESSAGE;
}

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** Validation errors name their field as "field: message"; split that so a form can put it under the field. */
export function fieldFromMessage(message: string): { field: string; message: string } | null {
  const match = /^([A-Za-z][\w.]*): (.+)$/.exec(message);
  if (!match?.[1] || !match[2]) return null;
  return { field: match[1], message: match[2] };
}

/** Seconds from a 429 answer's Retry-After header, when present. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!isAxiosError(error)) return undefined;
  const header: unknown = error.response?.headers?.['retry-after'];
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}
