import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  productGroupListQuerySchema,
  productGroupListResponseSchema,
  productGroupResponseSchema,
  type ProductGroupCreateBody,
  type ProductGroupUpdateBody,
} from '@iot/shared/products';
import type { Language } from '@iot/shared/languages';
import type { z } from 'zod';
import { apiRequest, unreadAnswer } from '../../../api/client.ts';
import { storedTextsQuery } from '../../../components/cms/stored-texts-query.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The product groups list as its URL holds it: page and page size (it has no search box). */
export const productGroupListSearchSchema = productGroupListQuerySchema.pick({ page: true, limit: true });
export type GroupListState = z.output<typeof productGroupListSearchSchema>;

export const cmsProductGroupQueries = {
  all: ['cms-product-groups'] as const,
  list: (language: Language, state: GroupListState) =>
    queryOptions({
      queryKey: [...cmsProductGroupQueries.all, 'list', language, state] as const,
      queryFn: ({ signal }) =>
        apiRequest('/product-groups', {
          schema: productGroupListResponseSchema,
          language,
          base: 'admin',
          query: state,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: [...cmsProductGroupQueries.all, 'detail', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/product-groups/${id}`, { schema: productGroupResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
  /** SPEC §7: one language's stored name and description, read with ?fields and that language's header. */
  translation: (id: string, language: string) =>
    storedTextsQuery(
      { key: cmsProductGroupQueries.all, path: `/product-groups/${id}`, id, fields: ['name', 'description'] },
      language,
    ),
};

export function useCmsProductGroups(state: GroupListState) {
  return useQuery(cmsProductGroupQueries.list(useLanguage(), state));
}

export function useCmsProductGroup(id: string | undefined) {
  return useQuery({ ...cmsProductGroupQueries.detail(useLanguage(), id ?? ''), enabled: Boolean(id) });
}

/** The group's texts as stored in the page's language (what its edit form edits). */
export function useProductGroupTexts(id: string | undefined) {
  return useQuery({ ...cmsProductGroupQueries.translation(id ?? '', useLanguage()), enabled: Boolean(id) });
}

function useGroupMutation<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: cmsProductGroupQueries.all }),
  });
}

export function useSaveProductGroup() {
  return useGroupMutation(({ id, body }: { id?: string; body: ProductGroupCreateBody | ProductGroupUpdateBody }) =>
    apiRequest(id ? `/product-groups/${id}` : '/product-groups', {
      schema: productGroupResponseSchema,
      base: 'admin',
      method: id ? 'PATCH' : 'POST',
      body,
    }),
  );
}

export function useDeleteProductGroup() {
  return useGroupMutation((id: string) =>
    apiRequest(`/product-groups/${id}`, { schema: unreadAnswer, base: 'admin', method: 'DELETE' }),
  );
}

/** SPEC §7: /push adds products to a group, /pull removes them. */
export function useChangeGroupMembers() {
  return useGroupMutation(({ id, change, productIds }: { id: string; change: 'push' | 'pull'; productIds: string[] }) =>
    apiRequest(`/product-groups/${id}/${change}`, {
      schema: productGroupResponseSchema,
      base: 'admin',
      method: 'POST',
      body: { productIds },
    }),
  );
}
