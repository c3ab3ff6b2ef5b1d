import { QueryClient } from '@tanstack/react-query';

/** SPEC §7 query defaults: 3 retries, 30 s stale time, 5 minutes cache, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
