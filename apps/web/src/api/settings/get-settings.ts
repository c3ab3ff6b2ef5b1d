import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

export const settingsQueries = {
  all: ['settings'] as const,
  storefront: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'storefront'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/settings', {
          schema: () => import('@iot/shared/settings').then((module) => module.settingsResponseSchema),
          base: 'customer',
          signal,
        }),
      select: (response) => response.data,
    }),
};

export function useStorefrontSettings() {
  return useQuery(settingsQueries.storefront());
}
