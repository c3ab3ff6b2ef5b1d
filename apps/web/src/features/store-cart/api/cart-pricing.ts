import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { cartLinesToQuery, pricingSchema, type CartItem } from '@iot/shared/cart';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useAccessToken } from '../../../api/auth/token-store.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const pricingResponseSchema = z.object({ data: pricingSchema });

/**
 * Query keys of the cart's receipt. Names come in the request's language, and a signed-in
 * customer may be priced differently from an anonymous shopper, so both are in the key.
 */
export const cartPricingKeys = {
  all: ['cart-pricing'] as const,
  receipt: (items: string, language: Language, signedIn: boolean) =>
    [...cartPricingKeys.all, language, signedIn, items] as const,
};

/**
 * The cart priced by the server (SPEC §7 GET /orders/pricing): current unit prices, stock problems
 * and totals. The browser never adds prices up itself; what it shows is what checkout will compare.
 */
export function cartPricingQuery(lines: readonly CartItem[], language: Language, signedIn: boolean) {
  const items = cartLinesToQuery([...lines]);
  return queryOptions({
    queryKey: cartPricingKeys.receipt(items, language, signedIn),
    queryFn: ({ signal }) =>
      apiRequest('/orders/pricing', {
        schema: pricingResponseSchema,
        base: 'customer',
        query: { items },
        language,
        signal,
      }),
    select: (response) => response.data,
    // Prices and stock move with every order: an old receipt must not hide a new stock problem for
    // long, yet the page must not ask again for what its route loader fetched a moment before.
    staleTime: 5_000,
  });
}

/** The receipt of `lines`; while a changed quantity is re-priced, the last receipt stays on screen. */
export function useCartPricing(lines: readonly CartItem[]) {
  const language = useLanguage();
  const signedIn = Boolean(useAccessToken('marketplace'));
  return useQuery({
    ...cartPricingQuery(lines, language, signedIn),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
  });
}
