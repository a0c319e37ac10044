import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { onAuthCleared } from '../shared/storage';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from '../shared/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already reports failures; one retry covers a blip without hiding real errors for long.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Server data belongs to the signed-in user: drop it with their session.
  useEffect(() => onAuthCleared(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-right"
        toastOptions={{
          error: { duration: ERROR_TOAST_MS },
          success: { duration: SUCCESS_TOAST_MS },
          className: 'text-sm',
        }}
      />
    </QueryClientProvider>
  );
}
