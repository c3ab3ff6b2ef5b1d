import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import type { MarketingItem, MarketingKind } from '@iot/shared/marketing';
import { apiRequest, type WithId } from '../../../api/client.ts';
import { storefrontMarketingKey } from '../../../lib/storefront-marketing-key.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type StorefrontMarketingItem = WithId<MarketingItem>;

/** Home page sliders and ads (SPEC §7 customer GETs /sliders and /ads), active ones in order. */
export function marketingListQuery(kind: MarketingKind, language: Language) {
  return queryOptions({
    queryKey: [...storefrontMarketingKey, kind, language] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/${kind}`, {
        schema: () => import('@iot/shared/marketing').then((module) => module.marketingListResponseSchema),
        language,
        base: 'customer',
        signal,
      }),
    select: (response) => response.data,
  });
}

export function useMarketing(kind: MarketingKind) {
  return useQuery(marketingListQuery(kind, useLanguage()));
}
