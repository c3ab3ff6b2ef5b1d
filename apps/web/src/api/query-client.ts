import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';

const maxRetries = 3;

/**
 * SPEC §7 query defaults: 3 retries, 30 s stale time, 5 minutes cache, no refetch on window focus.
 * A 4xx answer will not change on retry (the 401 already had its refresh), so it fails at once.
 */
export function createQueryClient(options: { retry?: false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A page drawn on the server does not wait on retries: the browser draws it and retries instead.
        retry:
          options.retry ??
          ((failures, error) => {
            if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
            return failures < maxRetries;
          }),
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
