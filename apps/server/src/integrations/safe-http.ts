import { STATUS_CODES } from 'node:http';
import { isIP } from 'node:net';
import { ExponentialBackoff, handleWhen, retry, TaskCancelledError, TimeoutStrategy, timeout, wrap } from 'cockatiel';
import { type Dispatcher, request } from 'undici';
import { megabytes } from '../lib/units';
import { refusalReason } from './safe-http/address-policy';
import { createGuardedAgent, createOpenAgent } from './safe-http/agent';
import { OutboundError, unavailableHost } from './safe-http/errors';

export { isRefusedAddress, refusalReason } from './safe-http/address-policy';
export { OutboundError, type OutboundErrorCode } from './safe-http/errors';

/**
 * The one way the server reaches the outside world over HTTP (feeds, calendars, images by URL). Every request:
 * http/https only, default ports only, every resolved address checked at connect time, redirects followed by hand
 * and re-checked (at most 5), 10 s in total, 5 MB body cap, a clear User-Agent.
 */

export const USER_AGENT = 'NewsletterOS/1.0 (+feed fetcher)';
export const OUTBOUND_TIMEOUT_MS = 10_000;
export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024;
export const OUTBOUND_MAX_REDIRECTS = 5;

export interface SafeFetchOptions {
  /** OUTBOUND_ALLOW_PRIVATE: loopback/private targets and any port (tests and local demos only). */
  allowPrivate?: boolean;
  headers?: Record<string, string>;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Extra attempts after a connection failure or a 502/503/504 (within the same total timeout). */
  retries?: number;
  /**
   * Exceptions to the guard while it stays on for everything else: tests use this to let a loopback fake server
   * stand in for a public host, then prove that where it redirects to is still refused.
   */
  permit?: OutboundPermit;
}

export interface OutboundPermit {
  addresses: readonly string[];
  ports: readonly number[];
}

export interface SafeResponse {
  /** The final URL, after redirects. */
  url: string;
  /** 2xx, or 304 when a conditional request found nothing new. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

let openAgent: Dispatcher | undefined;
const guardedAgents = new Map<string, Dispatcher>();

function dispatcherFor(allowPrivate: boolean, permit: OutboundPermit | undefined): Dispatcher {
  if (allowPrivate) {
    openAgent ??= createOpenAgent();
    return openAgent;
  }
  const key = permit ? permit.addresses.join(',') : '';
  let agent = guardedAgents.get(key);
  if (!agent) {
    agent = createGuardedAgent(permit?.addresses);
    guardedAgents.set(key, agent);
  }
  return agent;
}

/**
 * The dispatcher under the outbound rules, for clients that make their own requests through it (the LLM SDKs'
 * `fetch`): every connection it opens is checked at connect time like safeFetch's.
 */
export function outboundDispatcher(allowPrivate: boolean): Dispatcher {
  return dispatcherFor(allowPrivate, undefined);
}

/**
 * Parses and checks a URL before any network use: scheme, port and (for IP literals) the address. Names are
 * checked later, at connect time, against what they actually resolve to.
 */
export function checkOutboundUrl(raw: string, allowPrivate = false, permit?: OutboundPermit): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new OutboundError('invalid_url', 'The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('scheme_not_allowed', `Only http and https URLs can be fetched, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new OutboundError('invalid_url', 'URLs with a user name or password cannot be fetched');
  }
  if (!url.hostname) throw new OutboundError('invalid_url', 'The URL has no host');
  if (allowPrivate) return url;
  const permittedPort = permit?.ports.includes(Number(url.port)) ?? false;
  if (url.port !== '' && url.port !== '80' && url.port !== '443' && !permittedPort) {
    throw new OutboundError('port_not_allowed', `Only the standard ports 80 and 443 can be fetched, not ${url.port}`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !permit?.addresses.includes(host)) {
    const reason = refusalReason(host);
    if (reason) throw new OutboundError('address_refused', `${host} is ${reason} and cannot be fetched`);
  }
  return url;
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

/** Undici wraps connector errors at times; find our own error (or a DNS/socket code) anywhere in the chain. */
function toOutboundError(err: unknown, host: string): OutboundError {
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof OutboundError) return current;
    const code = (current as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') {
      return unavailableHost(host);
    }
    if (code === 'ECONNREFUSED') return new OutboundError('connection_failed', `${host} refused the connection`);
    if (code === 'UND_ERR_CONNECT_TIMEOUT') {
      return new OutboundError('timeout', `${host} did not accept a connection in time`);
    }
    current = current.cause;
  }
  const message = err instanceof Error && err.message ? `: ${err.message}` : '';
  return new OutboundError('connection_failed', `Could not reach ${host}${message}`);
}

async function readCapped(body: Dispatcher.ResponseData['body'], maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maxBytes) {
      body.destroy();
      throw new OutboundError('too_large', `The response is larger than ${megabytes(maxBytes)}`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

async function fetchFollowingRedirects(
  start: URL,
  options: Required<Pick<SafeFetchOptions, 'allowPrivate' | 'maxBytes' | 'maxRedirects'>> & SafeFetchOptions,
  signal: AbortSignal,
): Promise<SafeResponse> {
  let url = start;
  for (let redirects = 0; ; redirects++) {
    let response: Dispatcher.ResponseData;
    try {
      response = await request(url, {
        method: 'GET',
        dispatcher: dispatcherFor(options.allowPrivate, options.permit),
        headers: { 'user-agent': USER_AGENT, accept: '*/*', ...options.headers },
        signal,
      });
    } catch (err) {
      if (signal.aborted) throw err;
      throw toOutboundError(err, url.hostname);
    }
    const { statusCode, body } = response;
    const headers = flattenHeaders(response.headers);

    if ([301, 302, 303, 307, 308].includes(statusCode) && headers.location) {
      await body.dump();
      if (redirects >= options.maxRedirects) {
        throw new OutboundError('too_many_redirects', `More than ${options.maxRedirects} redirects`);
      }
      let next: URL;
      try {
        next = new URL(headers.location, url);
      } catch {
        throw new OutboundError('invalid_url', 'The server redirected to an invalid URL');
      }
      url = checkOutboundUrl(next.href, options.allowPrivate, options.permit);
      continue;
    }
    if (statusCode === 304) {
      await body.dump();
      return { url: url.href, status: 304, headers, body: Buffer.alloc(0) };
    }
    if (statusCode < 200 || statusCode >= 300) {
      await body.dump().catch(() => undefined);
      const text = STATUS_CODES[statusCode] ? ` ${STATUS_CODES[statusCode]}` : '';
      throw new OutboundError('http_status', `The server answered ${statusCode}${text}`, statusCode);
    }
    const declared = Number(headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      body.destroy();
      throw new OutboundError('too_large', `The response is larger than ${megabytes(options.maxBytes)}`);
    }
    return { url: url.href, status: statusCode, headers, body: await readCapped(body, options.maxBytes) };
  }
}

/** GET a URL under the outbound rules above. Throws OutboundError with a readable message on every failure. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const settings = {
    ...options,
    allowPrivate: options.allowPrivate ?? false,
    maxBytes: options.maxBytes ?? OUTBOUND_MAX_BYTES,
    maxRedirects: options.maxRedirects ?? OUTBOUND_MAX_REDIRECTS,
  };
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const start = checkOutboundUrl(rawUrl, settings.allowPrivate, options.permit);
  // One deadline for everything (connect, redirects, retries, body); retries only for transient failures.
  const policy = wrap(
    timeout(timeoutMs, TimeoutStrategy.Aggressive),
    retry(
      handleWhen((err) => err instanceof OutboundError && err.retryable),
      {
        maxAttempts: options.retries ?? 1,
        backoff: new ExponentialBackoff({ initialDelay: 200, maxDelay: 1_000 }),
      },
    ),
  );
  try {
    return await policy.execute(({ signal }) => fetchFollowingRedirects(start, settings, signal));
  } catch (err) {
    if (err instanceof TaskCancelledError) {
      const seconds = Math.round(timeoutMs / 100) / 10;
      throw new OutboundError(
        'timeout',
        `The server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}`,
      );
    }
    if (err instanceof OutboundError) throw err;
    throw toOutboundError(err, start.hostname);
  }
}
