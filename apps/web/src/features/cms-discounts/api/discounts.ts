import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  discountDetailResponseSchema,
  discountListResponseSchema,
  type DiscountBody,
  type DiscountListQuery,
} from '@iot/shared/admin-discounts';
import { customerGroupListResponseSchema } from '@iot/shared/customer-groups';
import type { Language } from '@iot/shared/languages';
import { productListResponseSchema, productResponseSchema } from '@iot/shared/products';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type DiscountListState = DiscountListQuery;

export const cmsDiscountKeys = {
  all: ['cms-discounts'] as const,
  list: (language: Language, state: DiscountListState) => [...cmsDiscountKeys.all, 'list', language, state] as const,
  one: (language: Language, id: string) => [...cmsDiscountKeys.all, 'one', language, id] as const,
};

/** The discounts queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsDiscountQueries = {
  /** SPEC §7 admin GET /discounts: codes with their uses so far. */
  list: (language: Language, state: DiscountListState) =>
    queryOptions({
      queryKey: cmsDiscountKeys.list(language, state),
      queryFn: ({ signal }) =>
        apiRequest('/discounts', { schema: discountListResponseSchema, language, base: 'admin', query: state, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: cmsDiscountKeys.one(language, id),
      queryFn: ({ signal }) =>
        apiRequest(`/discounts/${encodeURIComponent(id)}`, {
          schema: discountDetailResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
      select: (response) => response.data,
    }),
};

export function useCmsDiscounts(state: DiscountListState) {
  return useQuery(cmsDiscountQueries.list(useLanguage(), state));
}

export function useCmsDiscount(id: string | undefined) {
  return useQuery({ ...cmsDiscountQueries.detail(useLanguage(), id ?? ''), enabled: Boolean(id) });
}

/** POST /discounts (add and copy) or PATCH /discounts/{id} (edit): the whole form. */
export function useSaveDiscount(id: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountBody) =>
      apiRequest(id ? `/discounts/${encodeURIComponent(id)}` : '/discounts', {
        schema: discountDetailResponseSchema,
        base: 'admin',
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsDiscountKeys.all }),
  });
}

export function useSetDiscountStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'active' | 'inactive' }) =>
      apiRequest(`/discounts/${encodeURIComponent(id)}/status`, {
        schema: discountDetailResponseSchema,
        base: 'admin',
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsDiscountKeys.all }),
  });
}

/** The customer groups a discount can be limited to (GET /customer-groups, first 100 by name). */
export function useCustomerGroupOptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['cms-customer-groups', 'options', language] as const,
    queryFn: ({ signal }) =>
      apiRequest('/customer-groups', {
        schema: customerGroupListResponseSchema,
        language,
        base: 'admin',
        query: { limit: 100 },
        signal,
      }),
    select: (response) => response.data.map(({ id, name }) => ({ id, name })),
    retry: false,
  });
}

export type ProductOption = { id: string; name: string; code: string };

/** Products whose name or code matches what is typed (the admin product list's search). */
export function useProductOptions(search: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['cms-discounts', 'product-options', language, search] as const,
    queryFn: ({ signal }) =>
      apiRequest('/products', {
        schema: productListResponseSchema,
        language,
        base: 'admin',
        query: { limit: 20, sort: 'nameAsc', ...(search ? { search } : {}) },
        signal,
      }),
    select: (response): ProductOption[] => response.data.map(({ id, name, code }) => ({ id, name, code })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The names of products a discount already names (its form shows them as chips). */
export function useProductsById(ids: readonly string[]): ProductOption[] {
  const language = useLanguage();
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['cms-discounts', 'product', language, id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest(`/products/${encodeURIComponent(id)}`, {
          schema: productResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
      staleTime: 60_000,
    })),
  });
  return results.flatMap((result) => {
    const product = result.data?.data;
    return product ? [{ id: product.id, name: product.name, code: product.code }] : [];
  });
}
