import type { User } from '@newsletter-os/contracts';
import { render } from '@testing-library/react';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { routeChunks, routes } from '../src/app/router';

// The screens are lazily loaded chunks; load them all once, so tests see each screen on its first render as the
// app does on every visit after the first.
await Promise.all(routeChunks.map((routeChunk) => routeChunk.load()));

export const USER_ID = '8f6b2c1e-3d4a-4b5c-9d8e-7f6a5b4c3d2e';
export const BUSINESS_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An access token as the server shapes it; the client only decodes it, so the signature is a dummy. */
export function makeToken(expiresInSeconds = 900, claims: Record<string, unknown> = {}): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: USER_ID, exp, ...claims })}.signature`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: USER_ID,
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    userType: 'admin',
    gender: null,
    isVerified: true,
    businessId: BUSINESS_ID,
    businessName: 'Harbour Weekly',
    ...overrides,
  };
}

/** Stores a signed-in session the way login does. */
export function signIn(options: { user?: Partial<User>; token?: string; refreshToken?: string | null } = {}) {
  const user = makeUser(options.user);
  localStorage.setItem('token', options.token ?? makeToken());
  if (options.refreshToken !== null) localStorage.setItem('refreshToken', options.refreshToken ?? 'refresh-1');
  localStorage.setItem('userData', JSON.stringify(user));
  localStorage.setItem('onboardingComplete', 'true');
  localStorage.setItem('hasBusinessProfile', 'true');
  localStorage.setItem('hasWorkspaces', 'true');
  return user;
}

/** Renders the app's real routes at `path` in a memory router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, location: () => router.state.location };
}

export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (
  config: InternalAxiosRequestConfig,
) => MockReply | 'network' | Promise<MockReply | 'network'>;

/**
 * An axios adapter answering from `handler`, settling like the real adapters: statuses outside validateStatus
 * reject with an AxiosError carrying the response; 'network' rejects without a response.
 */
export function mockAdapter(handler: MockHandler) {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const reply = await handler(config);
    if (reply === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(reply.status) : reply.status < 400;
    if (!valid) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  return { adapter, calls };
}

/** The JSON body a request was sent with. */
export function bodyOf(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}

export function ok<T>(data: T, message = 'Success'): MockReply {
  return { status: 200, data: { meta: { code: 1, message }, data } };
}

export function fail(status: number, message: string): MockReply {
  return { status, data: { meta: { code: 0, message }, data: null } };
}

export interface FetchCall {
  url: string;
  init: RequestInit;
}

/**
 * Answers the app's fetch calls (the login screen's) from `handler`, as the server would: each reply's status and
 * JSON body; 'network' rejects as fetch does without an answer. Returns the calls made; undo with vi.unstubAllGlobals.
 */
export function mockFetch(handler: (call: FetchCall) => MockReply | 'network' | Promise<MockReply | 'network'>) {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    const reply = await handler(call);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.data ?? null), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  return calls;
}

/** The JSON body a fetch call was sent with. */
export function fetchBodyOf(call: FetchCall): unknown {
  return typeof call.init.body === 'string' ? JSON.parse(call.init.body) : call.init.body;
}
