import { QueryClient } from '@tanstack/react-query';

/** The app's server-data cache. Loaded with the first screen that reads server data (query-client-store.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The HTTP client already reports failures; one retry covers a blip without hiding real errors for long.
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
