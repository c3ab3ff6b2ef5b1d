import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@iot/shared/api-envelope';
import { cartLinesToQuery, pricingSchema, type CartItem } from '@iot/shared/cart';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const pricingResponseSchema = dataEnvelope(pricingSchema);

/** Where the order ships, as pricing needs it: tax and shipping follow the country (SPEC §7 /orders/pricing). */
export type PricingDestination = { addressId: string } | { country: string; city: string } | null;

/** `quote`: the id of the customer's quote request being bought, priced at its quoted unit prices. */
export type PricingInput = { items: CartItem[]; code?: string; destination: PricingDestination; quote?: string };

// Not under ['orders']: placing an order invalidates the orders, and a receipt refetched then would
// still carry a code the order has just used up (SPEC §9: a single-use code expires on use).
export const pricingQueries = {
  all: ['order-pricing'] as const,
  receipt: ({ items, code, destination, quote }: PricingInput, language: Language) =>
    queryOptions({
      queryKey: [
        ...pricingQueries.all,
        cartLinesToQuery(items),
        code ?? '',
        destination,
        quote ?? '',
        language,
      ] as const,
      queryFn: ({ signal }) =>
        apiRequest('/orders/pricing', {
          base: 'customer',
          schema: pricingResponseSchema,
          language,
          signal,
          query: { items: cartLinesToQuery(items), code, quote, ...destination },
        }),
      select: (response) => response.data,
    }),
};

/** The server's receipt for the cart, the code and the destination: the only prices checkout shows. */
export function usePricing(input: PricingInput, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...pricingQueries.receipt(input, useLanguage()),
    enabled: (options.enabled ?? true) && input.items.length > 0,
    placeholderData: keepPreviousData,
    // A discount code the server refuses is an answer to show, not a failure to retry.
    retry: false,
  });
}
