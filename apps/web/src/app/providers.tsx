import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { onAuthCleared } from '../shared/storage';
import { LazyToaster } from './lazy-toaster';
import { useLoadedQueryClient } from './query-client-store';

/**
 * The app's providers. The query client is the one given (tests), else the app's, which arrives with the first
 * screen that reads server data: the context element stays the same when it does, so nothing below remounts.
 */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const loaded = useLoadedQueryClient();
  const client = queryClient ?? loaded;
  useEffect(() => {
    if (!client) return;
    // What QueryClientProvider does: refetch on focus and reconnect while mounted.
    client.mount();
    // Server data belongs to the signed-in user: drop it with their session.
    const stopClearing = onAuthCleared(() => client.clear());
    return () => {
      stopClearing();
      client.unmount();
    };
  }, [client]);
  return (
    <QueryClientContext.Provider value={client}>
      {children}
      <LazyToaster />
    </QueryClientContext.Provider>
  );
}
