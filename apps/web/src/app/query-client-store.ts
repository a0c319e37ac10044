import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// React Query is about 9 KB of gzip that the login screen never uses: the client is created when the first screen
// that reads server data is loaded (router.tsx waits for it with that screen's chunk), not in the entry
// (docs/decisions/0029).

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads React Query and makes the app's client, once; the providers render it as soon as it exists. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ createQueryClient }) => {
    client ??= createQueryClient();
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The app's query client once loaded, else undefined (re-renders when it arrives). */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(subscribe, () => client);
}
