import type { Workspace } from '@newsletter-os/contracts';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type InitialEntry, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { useWorkspaceStore } from '../src/features/workspaces/store';
import { type ApiCall, fail, type MockHandler, type MockReply, mockApi, ok } from './helpers';

/**
 * Renders `element` at `path` (a path, or a location with its navigation state) inside the app's providers and a
 * memory router; exposes the router's location.
 */
export function renderAt(element: ReactNode, path: InitialEntry, routePath = '*') {
  const router = createMemoryRouter([{ path: routePath, element }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, location: () => router.state.location };
}

/** Answers the app's API client from `handler` until `restoreServer` runs; returns the recorded calls. */
export function mockServer(handler: MockHandler) {
  return mockApi(handler);
}

/**
 * After a test: requests still made by the screen it ended on (a list loading, a brand) wait forever instead of
 * reaching the network, whose failure toasts would land in the next test.
 */
export function restoreServer() {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
}

/**
 * The afterEach of these tests: unmount first (a screen still settling, such as a URL update in flight, would
 * otherwise select a workspace again after the store is cleared), then silence the server and clear the selection.
 */
export function resetAfterTest() {
  cleanup();
  restoreServer();
  useWorkspaceStore.getState().clearSelectedWorkspace();
}

type RouteAnswer = MockReply | Promise<MockReply> | ((config: ApiCall) => MockReply | Promise<MockReply>);

/**
 * A mock server from "method url" keys ("get /workspaces/"); anything else answers 404, so an unexpected call
 * shows up as a failure.
 */
export function routesServer(routes: Record<string, RouteAnswer>): MockHandler {
  return (config) => {
    const answer = routes[`${config.method ?? 'get'} ${config.url}`];
    if (answer === undefined) return fail(404, `No mock for ${config.method} ${config.url}`);
    return typeof answer === 'function' ? answer(config) : answer;
  };
}

/** "path?query" of a recorded call, the query sorted, for readable assertions. */
export function callPath(config: ApiCall): string {
  const params = new URLSearchParams(config.params);
  params.sort();
  const query = params.toString();
  return query ? `${config.url}?${query}` : config.url;
}

export function makeWorkspace(workspaceId: string, name: string, overrides: Partial<Workspace> = {}): Workspace {
  return {
    workspaceId,
    name,
    brand: `/uploads/${name}.png`,
    logo: `/uploads/${name}.png`,
    brandName: null,
    brandColor: null,
    publicationId: null,
    ...overrides,
  };
}

/** One page of a paginated answer. */
export function pageOf<T>(results: T[], pageSize = 50, page = 1, count = results.length): MockReply {
  return ok({ results, count, page, pageSize, totalPages: Math.ceil(count / pageSize) });
}

export const WORKSPACE_A = '0a1b2c3d-0000-4000-8000-00000000000a';
export const WORKSPACE_B = '0a1b2c3d-0000-4000-8000-00000000000b';
export const WORKSPACE_C = '0a1b2c3d-0000-4000-8000-00000000000c';
