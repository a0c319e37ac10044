import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type MockHandler, mockAdapter } from '../../../test/helpers';
import { AppProviders, createQueryClient } from '../../app/providers';
import { http } from '../../shared/api/client';

/** Renders `element` at `path` inside the app's providers and a memory router; exposes the router's location. */
export function renderAt(element: ReactNode, path: string, routePath = '*') {
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
export function useServer(handler: MockHandler) {
  const mock = mockAdapter(handler);
  http.defaults.adapter = mock.adapter;
  return mock.calls;
}

const originalAdapter = http.defaults.adapter;

export function restoreServer() {
  http.defaults.adapter = originalAdapter;
}

/** "path?query" of a recorded call, the query sorted, for readable assertions. */
export function callPath(config: { url?: string; params?: unknown }): string {
  const params = new URLSearchParams();
  if (config.params && typeof config.params === 'object') {
    for (const [key, value] of Object.entries(config.params)) params.set(key, String(value));
  }
  params.sort();
  const query = params.toString();
  return query ? `${config.url}?${query}` : (config.url ?? '');
}
