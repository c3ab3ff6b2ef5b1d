import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import {
  availabilityResponseSchema,
  priceRangeResponseSchema,
  productGroupListResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  type Product,
  type ProductGroup,
  type StorefrontProductQuery,
} from '@iot/shared/products';
import { apiRequest, type WithId } from '../client.ts';
import { useLanguage } from '../../lib/use-language.ts';

export type StorefrontProduct = WithId<Product>;
export type StorefrontProductGroup = WithId<ProductGroup>;
export type ProductListQuery = Partial<StorefrontProductQuery>;

/**
 * The storefront catalog (SPEC §7). Answers are in the request's language, so the language is part
 * of every key: switching language never shows cached names of the other one.
 */
export const productQueries = {
  all: ['products'] as const,
  list: (query: ProductListQuery, language: Language) =>
    queryOptions({
      queryKey: [...productQueries.all, 'list', language, query] as const,
      queryFn: ({ signal }) =>
        apiRequest('/products', { schema: productListResponseSchema, base: 'customer', query, signal }),
    }),
  priceRange: (query: ProductListQuery, language: Language) =>
    queryOptions({
      queryKey: [...productQueries.all, 'price-range', language, query] as const,
      queryFn: ({ signal }) =>
        apiRequest('/products/price-range', { schema: priceRangeResponseSchema, base: 'customer', query, signal }),
      select: (response) => response.data,
    }),
  detail: (id: string, language: Language) =>
    queryOptions({
      queryKey: [...productQueries.all, 'detail', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/products/${encodeURIComponent(id)}`, { schema: productResponseSchema, base: 'customer', signal }),
      select: (response) => response.data,
    }),
  availability: (id: string, quantity: number) =>
    queryOptions({
      queryKey: [...productQueries.all, 'availability', id, quantity] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/products/${encodeURIComponent(id)}/availability`, {
          schema: availabilityResponseSchema,
          base: 'customer',
          query: { quantity },
          signal,
        }),
      select: (response) => response.data,
      // Stock moves with every order; an old answer must not let a shopper ask for too many.
      staleTime: 0,
    }),
  groups: (language: Language) =>
    queryOptions({
      queryKey: [...productQueries.all, 'groups', language] as const,
      queryFn: ({ signal }) =>
        apiRequest('/product-groups', {
          schema: productGroupListResponseSchema,
          base: 'customer',
          signal,
          headers: { 'Accept-Language': language },
        }),
      select: (response) => response.data,
    }),
};

/** A page of products; while the next page loads the previous one stays on screen (no jump). */
export function useProductList(query: ProductListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...productQueries.list(query, useLanguage()),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useProduct(id: string) {
  return useQuery(productQueries.detail(id, useLanguage()));
}

export function usePriceRange(query: ProductListQuery) {
  return useQuery({ ...productQueries.priceRange(query, useLanguage()), placeholderData: keepPreviousData });
}

export function useAvailability(id: string, quantity: number, enabled: boolean) {
  return useQuery({ ...productQueries.availability(id, quantity), enabled });
}

/**
 * Product groups have no stable key, only a translatable name; the home page's 'top products' is
 * the group named 'Best sellers' in English, found in the English list and read in the UI language.
 */
export function useProductGroup(englishName: string) {
  const language = useLanguage();
  const english = useQuery(productQueries.groups('en'));
  const localized = useQuery({ ...productQueries.groups(language), enabled: english.isSuccess });
  const id = english.data?.find((group) => group.name === englishName)?.id;
  return {
    group: id ? localized.data?.find((group) => group.id === id) : undefined,
    isPending: english.isPending || (english.isSuccess && localized.isPending),
    isError: english.isError || localized.isError,
    refetch: () => void (english.isError ? english.refetch() : localized.refetch()),
  };
}
