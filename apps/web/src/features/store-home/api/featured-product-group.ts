import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { storefrontProductKeys } from '../../../components/products/api/storefront-product-keys.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export function storefrontProductGroupsQuery(language: Language) {
  return queryOptions({
    queryKey: storefrontProductKeys.groups(language),
    queryFn: ({ signal }) =>
      apiRequest('/product-groups', {
        schema: () => import('@iot/shared/products').then((module) => module.productGroupListResponseSchema),
        base: 'customer',
        signal,
        headers: { 'Accept-Language': language },
      }),
    select: (response) => response.data,
  });
}

/**
 * Product groups have no stable key, only a translatable name; the home page's 'top products' is
 * the group named 'Best sellers' in English, found in the English list and read in the UI language.
 */
export function useFeaturedProductGroup(englishName: string) {
  const language = useLanguage();
  const english = useQuery(storefrontProductGroupsQuery('en'));
  const localized = useQuery({ ...storefrontProductGroupsQuery(language), enabled: english.isSuccess });
  const id = english.data?.find((group) => group.name === englishName)?.id;
  return {
    group: id ? localized.data?.find((group) => group.id === id) : undefined,
    isPending: english.isPending || (english.isSuccess && localized.isPending),
    isError: english.isError || localized.isError,
    refetch: () => void (english.isError ? english.refetch() : localized.refetch()),
  };
}
