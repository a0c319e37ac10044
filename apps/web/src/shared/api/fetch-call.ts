import { FALLBACK_ERROR_MESSAGE, messageFromBody, NETWORK_ERROR_MESSAGE } from './messages';

/**
 * A failed token-less call: `status` is undefined when no answer came (network error); `body` is the answer's JSON.
 * Its message is what the user is told, as the API client would say it.
 */
export class CallError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(status === undefined ? NETWORK_ERROR_MESSAGE : messageFromBody(body));
    this.name = 'CallError';
  }
}

/** The XSRF double-submit token the server set as a cookie (the API client sends it the same way). */
export function xsrfToken(): string | undefined {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='));
  return cookie ? decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) : undefined;
}

/**
 * POSTs JSON to the API without a session and returns the answer's `data` once `read` accepts it. The login screen
 * uses this instead of the API client: the first screen then loads neither the client nor its toasts
 * (docs/decisions/0029). Like the client's account calls it sends no Bearer token, shows no toast and never ends a session.
 */
export async function postWithoutSession<T>(
  path: string,
  body: unknown,
  read: (data: unknown) => T | null,
): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const xsrf = xsrfToken();
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    throw new CallError(undefined, null);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new CallError(response.status, answer);
  const data = read((answer as { data?: unknown } | null)?.data);
  // An answer of an unexpected shape is a failure like any other, with the generic message.
  if (data === null) throw new CallError(response.status, { message: FALLBACK_ERROR_MESSAGE });
  return data;
}
