import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClient, NETWORK_ERROR_TOAST_ID } from '../src/shared/api/client';
import { errorMessage } from '../src/shared/api/errors';
import { registerNavigate } from '../src/shared/navigation';
import { bodyOf, fail, type MockHandler, makeToken, mockApi, mockFetch, ok, signIn } from './helpers';

const SESSION_EXPIRED = 'Session expired. Please login again.';

let client: HttpClient;
let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
let unregister: () => void;

function useServer(handler: MockHandler) {
  return mockApi(handler);
}

beforeEach(() => {
  client = createHttpClient();
  navigate = vi.fn<(to: string) => void>();
  unregister = registerNavigate(navigate);
});

afterEach(() => unregister());

describe('HTTP client settings', () => {
  it('uses /api/v1, no timeout, the XSRF names and credentials', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf%201';
    const calls = mockFetch(() => ok({}));
    await client.get('/me/');
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    expect(calls[0]?.url).toBe('/api/v1/me/');
    // No timeout: the request carries no signal of its own, only the caller's.
    expect(calls[0]?.init.signal).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('include');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.['x-xsrf-token']).toBe('xsrf 1');
  });

  it('sends the stored token as a Bearer header', async () => {
    signIn({ token: 'access-1' });
    const calls = useServer(() => ok({}));
    await client.get('/me/');
    expect(calls[0]?.headers.Authorization).toBe('Bearer access-1');
    expect(calls[0]?.url).toBe('/me/');
  });

  it('sends no token on account calls', async () => {
    signIn({ token: 'access-1' });
    const calls = useServer(() => ok({}));
    await client.post('/login/', {}, { skipAuth: true });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });
});

describe('expired access token (498)', () => {
  it('makes one refresh for three concurrent 498s and retries all three with the new token', async () => {
    const oldToken = makeToken(-10);
    const newToken = makeToken(900);
    signIn({ token: oldToken, refreshToken: 'refresh-old' });
    let refreshes = 0;
    const calls = useServer(async (config) => {
      if (config.url === '/refresh-token/') {
        refreshes += 1;
        // Slow enough that all three failures arrive while it runs.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok({ accessToken: newToken, refreshToken: 'refresh-new', expiresIn: 900 });
      }
      const auth = config.headers.Authorization;
      if (auth === `Bearer ${oldToken}`) return fail(498, 'Access token expired');
      return ok({ url: config.url, auth });
    });

    const results = await Promise.all([client.get('/a/'), client.get('/b/'), client.get('/c/')]);

    expect(refreshes).toBe(1);
    const refreshCall = calls.find((call) => call.url === '/refresh-token/');
    expect(refreshCall && bodyOf(refreshCall)).toEqual({ refreshToken: 'refresh-old' });
    expect(refreshCall?.headers.Authorization).toBeUndefined();
    expect(results.map((result) => (result.data as { data: unknown }).data)).toEqual([
      { url: '/a/', auth: `Bearer ${newToken}` },
      { url: '/b/', auth: `Bearer ${newToken}` },
      { url: '/c/', auth: `Bearer ${newToken}` },
    ]);
    expect(calls.filter((call) => call.url !== '/refresh-token/')).toHaveLength(6);
    expect(localStorage.getItem('token')).toBe(newToken);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries without a second refresh when a newer token was stored meanwhile', async () => {
    const oldToken = makeToken(-10);
    signIn({ token: oldToken });
    let refreshes = 0;
    useServer((config) => {
      if (config.url === '/refresh-token/') refreshes += 1;
      if (config.headers.Authorization === `Bearer ${oldToken}`) {
        // Another tab refreshed while this call was on its way.
        localStorage.setItem('token', 'fresh-from-other-tab');
        return fail(498, 'Access token expired');
      }
      return ok({ auth: config.headers.Authorization });
    });
    const result = await client.get('/a/');
    expect((result.data as { data: unknown }).data).toEqual({ auth: 'Bearer fresh-from-other-tab' });
    expect(refreshes).toBe(0);
  });

  it('clears auth and goes to /login when the refresh fails', async () => {
    signIn({ token: makeToken(-10), refreshToken: 'refresh-revoked' });
    const toastError = vi.spyOn(toast, 'error');
    let refreshes = 0;
    useServer((config) => {
      if (config.url === '/refresh-token/') {
        refreshes += 1;
        return fail(401, 'Invalid refresh token');
      }
      return fail(498, 'Access token expired');
    });

    const outcomes = await Promise.allSettled([client.get('/a/'), client.get('/b/'), client.get('/c/')]);

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(refreshes).toBe(1);
    for (const key of ['token', 'refreshToken', 'userData', 'onboardingComplete', 'hasBusinessProfile']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    // One toast for the three refused calls, in the spec's words rather than the refresh endpoint's.
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED, { duration: 2500, id: 'session-ended' });
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(errorMessage(outcome.reason)).toBe(SESSION_EXPIRED);
    }
  });

  it('clears auth when the refresh answers without meta.code 1', async () => {
    signIn({ token: makeToken(-10) });
    useServer((config) =>
      config.url === '/refresh-token/'
        ? { status: 200, data: { meta: { code: 0, message: 'No' }, data: null } }
        : fail(498, 'Access token expired'),
    );
    await expect(client.get('/a/')).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('clears auth when no refresh token is stored', async () => {
    signIn({ token: makeToken(-10), refreshToken: null });
    const calls = useServer(() => fail(498, 'Access token expired'));
    await expect(client.get('/a/')).rejects.toThrow();
    expect(calls.map((call) => call.url)).toEqual(['/a/']);
    expect(localStorage.getItem('userData')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('does not refresh twice for one request: a second 498 ends the session', async () => {
    signIn({ token: makeToken(-10) });
    let refreshes = 0;
    useServer((config) => {
      if (config.url === '/refresh-token/') {
        refreshes += 1;
        return ok({ accessToken: makeToken(-5), refreshToken: 'refresh-2', expiresIn: 900 });
      }
      return fail(498, 'Access token expired');
    });
    await expect(client.get('/a/')).rejects.toThrow();
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});

describe('401 and 403', () => {
  it.each([401, 403])('clears auth and goes to /login on %i from an authenticated call', async (status) => {
    signIn();
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => fail(status, 'Session revoked'));
    const error = await client.get('/me/').catch((e: unknown) => e);
    for (const key of [
      'token',
      'refreshToken',
      'userData',
      'onboardingComplete',
      'hasBusinessProfile',
      'hasWorkspaces',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(SESSION_EXPIRED, { duration: 2500, id: 'session-ended' });
    // A form that shows the failure repeats the spec's sentence, never the server's reason.
    expect(errorMessage(error)).toBe(SESSION_EXPIRED);
  });

  it('sends the user back to the page they were on once they log in again', async () => {
    signIn();
    window.history.replaceState(null, '', '/content-manager?workspaceId=abc&tab=ads');
    useServer(() => fail(401, 'Session revoked'));
    await expect(client.get('/me/')).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/login?next=%2Fcontent-manager%3FworkspaceId%3Dabc%26tab%3Dads', {
      replace: true,
    });
    window.history.replaceState(null, '', '/');
  });

  it('never redirects a call made without a token (its error belongs to the form)', async () => {
    useServer(() => fail(401, 'Invalid email or password'));
    const error = await client.post('/login/', {}, { skipAuth: true, silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ response: { status: 401 } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not end the session on a 401 when no token was stored', async () => {
    useServer(() => fail(401, 'Authentication required'));
    await expect(client.get('/me/')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('error toasts', () => {
  it("shows 'Network error. Please check your connection.' when there is no response", async () => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => 'network');
    await expect(client.get('/health')).rejects.toThrow();
    expect(toastError).toHaveBeenCalledWith('Network error. Please check your connection.', {
      duration: 2500,
      id: NETWORK_ERROR_TOAST_ID,
    });
  });

  it.each([
    [
      'data.message first',
      { message: 'Top-level message', meta: { code: 0, message: 'Meta message' } },
      'Top-level message',
    ],
    ['then data.meta.message', { meta: { code: 0, message: 'Meta message' }, data: null }, 'Meta message'],
    ['then the generic text', { meta: { code: 0 } }, 'Something went wrong'],
    ['also for a body that is not JSON', '<html>Bad gateway</html>', 'Something went wrong'],
  ])('uses %s', async (_case, body, expected) => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => ({ status: 422, data: body }));
    await expect(client.get('/feeds/list/')).rejects.toThrow();
    expect(toastError).toHaveBeenCalledWith(expected, { duration: 2500, id: `failure:${expected}` });
  });

  it('shows nothing for a call that opted out (the form shows the message)', async () => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => fail(409, 'An account with this email already exists'));
    await expect(client.post('/register/', {}, { skipAuth: true, silent: true })).rejects.toThrow();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('toasts a retried call’s failure once', async () => {
    signIn({ token: makeToken(-10) });
    const toastError = vi.spyOn(toast, 'error');
    useServer((config) => {
      if (config.url === '/refresh-token/') return ok({ accessToken: 'new', refreshToken: 'r2', expiresIn: 900 });
      return config.headers.Authorization === 'Bearer new' ? fail(500, 'Internal server error') : fail(498, 'x');
    });
    await expect(client.get('/a/')).rejects.toThrow();
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Internal server error', {
      duration: 2500,
      id: 'failure:Internal server error',
    });
  });
});
