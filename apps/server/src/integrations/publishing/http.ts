import { request } from 'undici';
import { checkOutboundUrl, OutboundError, outboundDispatcher } from '../safe-http';

/**
 * The one HTTP path of the Mailchimp and Kit clients: the outbound guard on the URL and at connect time (no
 * redirects), a timeout, a body-size cap, and one bounded retry after a 429 (Retry-After, else 1 s). Failures are
 * DestinationErrors decided by HTTP status in each client.
 */

export const DESTINATION_TIMEOUT_MS = 10_000;
/** Longest wait after a 429 before giving up (the job is retried by pg-boss with backoff anyway). */
export const DESTINATION_MAX_RETRY_WAIT_MS = 5_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Why a call to Mailchimp or Kit failed; the same codes as the Beehiiv client's, shown on the dashboard. */
export type DestinationErrorCode =
  | 'invalid_key'
  | 'plan_refused'
  | 'not_found'
  /** 400/422: the service refused what we sent (a missing unsubscribe link, an unknown segment). */
  | 'rejected'
  | 'rate_limited'
  | 'unavailable';

export class DestinationError extends Error {
  override readonly name = 'DestinationError';
  constructor(
    readonly code: DestinationErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface HttpOptions {
  service: string;
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryAfterMs(headers: Record<string, string>): number {
  const seconds = Number(headers['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
}

export function guardedUrl(
  base: string,
  path: string,
  query: Record<string, string | number | undefined>,
  options: HttpOptions,
): URL {
  const root = base.endsWith('/') ? base : `${base}/`;
  let url: URL;
  try {
    url = checkOutboundUrl(new URL(path.replace(/^\//, ''), root).href, options.allowPrivate ?? false);
  } catch (err) {
    if (err instanceof OutboundError) throw new DestinationError('unavailable', err.message);
    throw err;
  }
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

/** One request with one bounded retry after a 429. */
export async function sendJson(
  options: HttpOptions,
  method: Method,
  url: URL,
  headers: Record<string, string>,
  body?: object,
): Promise<RawResponse> {
  const sleep = options.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt++) {
    const response = await once(options, method, url, headers, body);
    if (response.status !== 429) return response;
    const wait = retryAfterMs(response.headers);
    if (attempt >= 1 || wait > (options.maxRetryWaitMs ?? DESTINATION_MAX_RETRY_WAIT_MS)) {
      throw new DestinationError('rate_limited', `${options.service} rate limit reached`, 429);
    }
    await sleep(wait);
  }
}

async function once(
  options: HttpOptions,
  method: Method,
  url: URL,
  headers: Record<string, string>,
  body?: object,
): Promise<RawResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? DESTINATION_TIMEOUT_MS);
  try {
    const response = await request(url, {
      method,
      dispatcher: outboundDispatcher(options.allowPrivate ?? false),
      headers: { accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal,
    });
    const answered: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (text !== undefined) answered[name.toLowerCase()] = text;
    }
    const text = await response.body.text();
    if (text.length > MAX_BODY_BYTES)
      throw new DestinationError('unavailable', `${options.service} answered with an oversized body`);
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    return { status: response.statusCode, headers: answered, body: json };
  } catch (err) {
    if (err instanceof DestinationError) throw err;
    if (signal.aborted) throw new DestinationError('unavailable', `${options.service} did not answer in time`);
    throw new DestinationError('unavailable', `${options.service} could not be reached`);
  }
}
