import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import {
  marketingItemResponseSchema,
  marketingListResponseSchema,
  marketingTranslatableFields,
  type MarketingCreateBody,
  type MarketingKind,
  type MarketingUpdateBody,
} from '@iot/shared/marketing';
import { apiRequest, unreadAnswer } from '../../../api/client.ts';
import { storedTextsQuery } from '../../../components/cms/stored-texts-query.ts';
import { storefrontMarketingKey } from '../../../lib/storefront-marketing-key.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { OrderChange } from '../lib/reorder.ts';

// The API pages at 100 at most, more than a home page ever shows: one page is the whole list, so it
// can be reordered as a whole.
const listLimit = 100;

/** The marketing queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsMarketingQueries = {
  all: ['cms-marketing'] as const,
  kind: (kind: MarketingKind) => [...cmsMarketingQueries.all, kind] as const,
  /** SPEC §7 admin GET /sliders, /ads: every item, active or not, in order. */
  list: (language: Language, kind: MarketingKind) =>
    queryOptions({
      queryKey: [...cmsMarketingQueries.kind(kind), 'list', language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${kind}`, {
          schema: marketingListResponseSchema,
          language,
          base: 'admin',
          query: { limit: listLimit },
          signal,
        }),
    }),
  detail: (language: Language, kind: MarketingKind, id: string) =>
    queryOptions({
      queryKey: [...cmsMarketingQueries.kind(kind), 'detail', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${kind}/${encodeURIComponent(id)}`, {
          schema: marketingItemResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
      select: (response) => response.data,
    }),
  /** SPEC §7 translation read: one language's stored texts, null where not translated yet. */
  translation: (kind: MarketingKind, id: string, language: string) =>
    storedTextsQuery(
      {
        key: cmsMarketingQueries.kind(kind),
        path: `/${kind}/${encodeURIComponent(id)}`,
        id,
        fields: marketingTranslatableFields[kind],
      },
      language,
    ),
};

export function useMarketingList(kind: MarketingKind) {
  return useQuery(cmsMarketingQueries.list(useLanguage(), kind));
}

export function useMarketingItem(kind: MarketingKind, id: string | undefined) {
  return useQuery({ ...cmsMarketingQueries.detail(useLanguage(), kind, id ?? ''), enabled: Boolean(id) });
}

/** After any change: the back office's lists refetch, and the storefront's home asks again on its next visit. */
function useRefreshMarketing(kind: MarketingKind) {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ queryKey: storefrontMarketingKey });
    await client.invalidateQueries({ queryKey: cmsMarketingQueries.kind(kind) });
  };
}

const patch = (kind: MarketingKind, id: string, body: MarketingUpdateBody, language?: string) =>
  apiRequest(`/${kind}/${encodeURIComponent(id)}`, {
    schema: marketingItemResponseSchema,
    base: 'admin',
    method: 'PATCH',
    body,
    headers: language ? { 'Accept-Language': language } : undefined,
  });

/** POST /{kind} or PATCH /{kind}/{id}; `language` names the texts' language when it is not the page's (translation editor). */
export function useSaveMarketingItem(kind: MarketingKind) {
  const refresh = useRefreshMarketing(kind);
  return useMutation({
    mutationFn: ({
      id,
      body,
      language,
    }: {
      id?: string;
      body: MarketingCreateBody | MarketingUpdateBody;
      language?: string;
    }) =>
      id
        ? patch(kind, id, body, language)
        : apiRequest(`/${kind}`, { schema: marketingItemResponseSchema, base: 'admin', method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** Moving an item PATCHes the sortOrder of every item whose place changed. */
export function useReorderMarketing(kind: MarketingKind) {
  const refresh = useRefreshMarketing(kind);
  return useMutation({
    mutationFn: async (changes: OrderChange[]) => {
      for (const change of changes) await patch(kind, change.id, { sortOrder: change.sortOrder });
    },
    onSettled: refresh,
  });
}

export function useDeleteMarketingItem(kind: MarketingKind) {
  const refresh = useRefreshMarketing(kind);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/${kind}/${encodeURIComponent(id)}`, { schema: unreadAnswer, base: 'admin', method: 'DELETE' }),
    onSuccess: refresh,
  });
}
