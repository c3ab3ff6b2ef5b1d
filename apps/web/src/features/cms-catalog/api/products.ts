import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  productListResponseSchema,
  type productListQuerySchema,
  productResponseSchema,
  productTranslatableFields,
  productTranslationResponseSchema,
  type ProductType,
  type ProductUpdateBody,
} from '@iot/shared/products';
import type { Language } from '@iot/shared/languages';
import type { z } from 'zod';
import { apiRequest, unreadAnswer } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The product table's state as its URL holds it (the API's own query), so a filtered page can be bookmarked. */
export type ProductListState = z.output<typeof productListQuerySchema>;

export type ProductSearch = { search?: string; type?: ProductType; limit?: number };

/** Texts come back in the Accept-Language language, so every key carries the UI language. */
export const cmsProductQueries = {
  all: ['cms-products'] as const,
  list: (language: Language, state: ProductListState) =>
    queryOptions({
      queryKey: [...cmsProductQueries.all, 'list', language, state] as const,
      queryFn: ({ signal }) =>
        apiRequest('/products', { schema: productListResponseSchema, language, base: 'admin', query: state, signal }),
      placeholderData: keepPreviousData,
    }),
  search: (language: Language, search: ProductSearch) =>
    queryOptions({
      queryKey: [...cmsProductQueries.all, 'search', language, search] as const,
      queryFn: ({ signal }) =>
        apiRequest('/products', {
          schema: productListResponseSchema,
          language,
          base: 'admin',
          query: { limit: 20, sort: 'nameAsc', ...search },
          signal,
        }),
      select: (response) => response.data,
      placeholderData: keepPreviousData,
    }),
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: [...cmsProductQueries.all, 'detail', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/products/${id}`, { schema: productResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
  /** SPEC §7: one language's stored texts, read with ?fields and that language's header. */
  translation: (id: string, language: string) =>
    queryOptions({
      queryKey: [...cmsProductQueries.all, 'translation', id, language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/products/${id}`, {
          schema: productTranslationResponseSchema,
          base: 'admin',
          query: { fields: productTranslatableFields.join(',') },
          headers: { 'Accept-Language': language },
          signal,
        }),
      select: (response) => response.data.fields,
      staleTime: 0,
    }),
};

export function useCmsProductList(state: ProductListState) {
  return useQuery(cmsProductQueries.list(useLanguage(), state));
}

export function useCmsProductSearch(search: ProductSearch, enabled = true) {
  return useQuery({ ...cmsProductQueries.search(useLanguage(), search), enabled });
}

export function useCmsProduct(id: string | undefined) {
  return useQuery({ ...cmsProductQueries.detail(useLanguage(), id ?? ''), enabled: Boolean(id) });
}

function useInvalidateProducts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: cmsProductQueries.all });
}

export function useCreateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (body: unknown) =>
      apiRequest('/products', { schema: productResponseSchema, base: 'admin', method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** PATCH any subset; texts go to `language` (the UI language unless a translation says otherwise). */
export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ id, body, language }: { id: string; body: ProductUpdateBody; language?: string }) =>
      apiRequest(`/products/${id}`, {
        schema: productResponseSchema,
        base: 'admin',
        method: 'PATCH',
        body,
        headers: language ? { 'Accept-Language': language } : undefined,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/products/${id}`, { schema: unreadAnswer, base: 'admin', method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      client.removeQueries({
        queryKey: [...cmsProductQueries.all, 'detail'],
        predicate: (query) => query.queryKey.includes(id),
      });
      return client.invalidateQueries({ queryKey: cmsProductQueries.all });
    },
  });
}
