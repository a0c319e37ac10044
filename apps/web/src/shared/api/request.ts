import { xsrfToken } from './fetch-call';

// The API client's transport on `fetch`: what axios did for this app (base path, query string, JSON or multipart
// body, XSRF header, cookies, statuses outside 2xx as errors) in ≈ 1 KB instead of 21 KB on every signed-in first
// screen (docs/decisions/0037).

/** The API's base path (docs/product-spec.md section 7). */
export const API_BASE = '/api/v1';

export type QueryParams = object;

export interface RequestOptions {
  /** Query string values; undefined and null are left out, as the server treats a missing value. */
  params?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No global error toast: the caller shows the message itself (forms show it inline). */
  silent?: boolean;
  /** Sends no Bearer token, so a failure never ends the session (login, register, refresh, ...). */
  skipAuth?: boolean;
  /** 'blob' for a file download; JSON (or text when the answer is not JSON) otherwise. */
  responseType?: 'json' | 'blob';
}

export interface ApiRequest extends RequestOptions {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path under the base path, without the query string. */
  url: string;
  data?: unknown;
  /** Set on the single retry made after a token refresh. */
  retriedAfterRefresh?: boolean;
  /** The access token the request carried: tells whether a refresh already happened since it was sent. */
  sentToken?: string;
}

export interface ApiResponse<T = unknown> {
  data: T;
  status: number;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
}

/**
 * A failed call: `response` is undefined when no answer came (a network error), else the answer with a status
 * outside 2xx. A request the caller aborted rejects with the browser's AbortError instead.
 */
export class HttpError extends Error {
  constructor(
    readonly request: ApiRequest,
    readonly response: ApiResponse | undefined,
  ) {
    super(response ? `Request failed with status code ${response.status}` : 'Network Error');
    this.name = 'HttpError';
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The aborted request's error, as fetch rejects with it (React Query and the callers recognise it by name). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function urlOf(path: string, params: QueryParams | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function bodyOf(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined) return undefined;
  // The browser sets a multipart body's content type itself, with its boundary.
  if (data instanceof FormData || data instanceof Blob) return data;
  headers['content-type'] = 'application/json';
  return JSON.stringify(data);
}

async function readBody(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (text === '') return text;
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON (an HTML error page from a proxy, plain text): the text itself, as axios gave it.
    return text;
  }
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/** Sends one request; resolves with a 2xx answer, rejects with HttpError otherwise (or AbortError). */
export async function send(request: ApiRequest, authorization?: string): Promise<ApiResponse> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  const body = bodyOf(request.data, headers);
  const xsrf = xsrfToken();
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  if (authorization) headers.Authorization = authorization;
  Object.assign(headers, request.headers);

  let answer: Response;
  try {
    answer = await fetch(urlOf(request.url, request.params), {
      method: request.method.toUpperCase(),
      headers,
      body,
      credentials: 'include',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted || isAbortError(error)) throw error instanceof Error ? error : abortError();
    throw new HttpError(request, undefined);
  }
  let data: unknown;
  try {
    data = await readBody(answer, request.responseType);
  } catch (error) {
    if (request.signal?.aborted || isAbortError(error)) throw abortError();
    throw new HttpError(request, undefined);
  }
  // An answer that arrived after the caller gave up is not delivered, as fetch would not have delivered it.
  if (request.signal?.aborted) throw abortError();
  const response: ApiResponse = { data, status: answer.status, headers: Object.fromEntries(answer.headers) };
  if (answer.status < 200 || answer.status >= 300) throw new HttpError(request, response);
  return response;
}
