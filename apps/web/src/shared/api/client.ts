import { navigateTo } from '../navigation';
import { loginPathReturningTo } from '../return-path';
import { SESSION_ENDED_TOAST_ID, SESSION_EXPIRED_MESSAGE } from '../session-ended';
import { clearStoredAuth, getRefreshToken, getToken, setTokens } from '../storage';
import { showError } from '../toast';
import { markSessionEnding, messageFromBody, NETWORK_ERROR_MESSAGE } from './errors';
import { type ApiRequest, type ApiResponse, HttpError, type RequestOptions, send } from './request';

export type { ApiRequest, ApiResponse, RequestOptions } from './request';

/** The toast id of the network error: many calls failing together show one toast. */
export const NETWORK_ERROR_TOAST_ID = 'network-error';

/**
 * Clears the stored session, says so in the spec's words (never the server's reason) and sends the user to the
 * login screen, which brings them back here afterwards. The error is marked so no caller repeats it.
 */
function endSession(error: object): void {
  markSessionEnding(error);
  // Already ended (a logout, or another refused call a moment ago) and already on its way to the login screen.
  if (!getToken()) return;
  showError(SESSION_EXPIRED_MESSAGE, SESSION_ENDED_TOAST_ID);
  clearStoredAuth();
  navigateTo(loginPathReturningTo(window.location), { replace: true });
}

/**
 * The generic error toast. Its id is the message itself, so the same failure reported twice (a query and its
 * retry, two calls at once) shows one toast.
 */
function toastFailure(message: string): void {
  showError(message, `failure:${message}`);
}

export interface HttpClient {
  get(url: string, options?: RequestOptions): Promise<ApiResponse>;
  /** A DELETE may carry a JSON body (`data`), as some of the API's deletions take their ids that way. */
  delete(url: string, options?: RequestOptions & { data?: unknown }): Promise<ApiResponse>;
  post(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  put(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  patch(url: string, data?: unknown, options?: RequestOptions): Promise<ApiResponse>;
  request(request: ApiRequest): Promise<ApiResponse>;
}

/**
 * The API client of docs/product-spec.md sections 4, 7 and 8: base path /api/v1, no default timeout, the XSRF cookie and header
 * names, the Bearer token of the stored session, one shared token refresh on 498, and the error toasts.
 */
export function createHttpClient(): HttpClient {
  // One refresh at a time: every request that failed with 498 while it runs waits for the same promise, so a
  // burst of expired calls spends the (single-use, rotating) refresh token once.
  let refreshInFlight: Promise<void> | null = null;

  async function requestNewTokens(): Promise<void> {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new Error('No refresh token stored');
    const [response, { refreshAnswer }] = await Promise.all([
      request({ method: 'post', url: '/refresh-token/', data: { refreshToken }, skipAuth: true, silent: true }),
      import('./refresh-answer'),
    ]);
    const parsed = refreshAnswer.safeParse(response.data);
    if (!parsed.success || parsed.data.meta.code !== 1) throw new Error('Token refresh refused');
    setTokens(parsed.data.data.accessToken, parsed.data.data.refreshToken);
  }

  function refreshTokens(): Promise<void> {
    refreshInFlight ??= requestNewTokens().finally(() => {
      refreshInFlight = null;
    });
    return refreshInFlight;
  }

  async function request(call: ApiRequest): Promise<ApiResponse> {
    const token = call.skipAuth ? null : getToken();
    const sent: ApiRequest = token ? { ...call, sentToken: token } : call;
    try {
      return await send(sent, token ? `Bearer ${token}` : undefined);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return recover(sent, error);
    }
  }

  async function recover(call: ApiRequest, error: HttpError): Promise<ApiResponse> {
    if (!error.response) {
      if (!call.silent) showError(NETWORK_ERROR_MESSAGE, NETWORK_ERROR_TOAST_ID);
      throw error;
    }

    const status = error.response.status;
    // Only a call that carried a token can end the session; the token-less calls show their errors on the form.
    const authenticated = call.sentToken !== undefined;

    if (authenticated && status === 498 && !call.retriedAfterRefresh) {
      try {
        // A refresh made meanwhile (by a request that failed a moment earlier, or by another tab) already stored
        // a newer token: retry with it instead of spending the rotated refresh token again.
        if (getToken() === call.sentToken) await refreshTokens();
        if (!getToken()) throw new Error('Signed out meanwhile');
      } catch {
        endSession(error);
        throw error;
      }
      // The spec reloads the page after a refresh; retrying the failed calls transparently instead keeps the user
      // where they are (unsaved input, scroll position) with the same outcome.
      return request({ ...call, sentToken: undefined, retriedAfterRefresh: true });
    }

    if (authenticated && (status === 401 || status === 403 || status === 498)) {
      endSession(error);
      throw error;
    }

    if (!call.silent) toastFailure(messageFromBody(error.response.data));
    throw error;
  }

  return {
    get: (url, options) => request({ ...options, method: 'get', url }),
    delete: (url, options) => request({ ...options, method: 'delete', url }),
    post: (url, data, options) => request({ ...options, method: 'post', url, data }),
    put: (url, data, options) => request({ ...options, method: 'put', url, data }),
    patch: (url, data, options) => request({ ...options, method: 'patch', url, data }),
    request,
  };
}

/** The app's API client. */
export const http = createHttpClient();
