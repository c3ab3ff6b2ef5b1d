import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client.ts';
import { storefrontProductKeys } from '../../../components/products/api/storefront-product-keys.ts';

/** Whether `quantity` of a product can be had now. */
export function stockAvailabilityQuery(id: string, quantity: number) {
  return queryOptions({
    queryKey: storefrontProductKeys.availability(id, quantity),
    queryFn: ({ signal }) =>
      apiRequest(`/products/${encodeURIComponent(id)}/availability`, {
        schema: () => import('@iot/shared/product-availability').then((module) => module.availabilityResponseSchema),
        base: 'customer',
        query: { quantity },
        signal,
      }),
    select: (response) => response.data,
    // Stock moves with every order; an old answer must not let a shopper ask for too many.
    staleTime: 0,
  });
}

export function useStockAvailability(id: string, quantity: number, enabled: boolean) {
  return useQuery({ ...stockAvailabilityQuery(id, quantity), enabled });
}
