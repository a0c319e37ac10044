import type { User } from '@newsletter-os/contracts';
import { render } from '@testing-library/react';
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
 * Answers the app's fetch calls from `handler`, as the server would: each reply's status and JSON body; 'network'
 * rejects as fetch does without an answer. Returns the calls made; undone after each test (test/setup.ts).
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

/** A call the app made to the API, as the server receives it. */
export interface ApiCall {
  /** Lower case, as in "get /workspaces/". */
  method: string;
  /** The path under /api/v1, without the query string. */
  url: string;
  /** The query string's values. */
  params: Record<string, string>;
  /** The body sent: JSON text, a FormData, or undefined. */
  data: unknown;
  headers: Record<string, string>;
}

export type MockHandler = (call: ApiCall) => MockReply | 'network' | Promise<MockReply | 'network'>;

function apiCallOf({ url, init }: FetchCall): ApiCall {
  const parsed = new URL(url, 'http://localhost');
  return {
    method: (init.method ?? 'GET').toLowerCase(),
    url: parsed.pathname.replace(/^\/api\/v1/, ''),
    params: Object.fromEntries(parsed.searchParams),
    data: init.body ?? undefined,
    headers: { ...(init.headers as Record<string, string> | undefined) },
  };
}

/** Answers the app's API calls (through `fetch`) from `handler`; returns the calls made, as the server saw them. */
export function mockApi(handler: MockHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  mockFetch((fetchCall) => {
    const call = apiCallOf(fetchCall);
    calls.push(call);
    return handler(call);
  });
  return calls;
}

/** The JSON body a request was sent with. */
export function bodyOf(call: ApiCall): unknown {
  return typeof call.data === 'string' ? JSON.parse(call.data) : call.data;
}
