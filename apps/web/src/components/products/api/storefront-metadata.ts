import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import type { MetadataItem, MetadataKind } from '@iot/shared/catalog-metadata';
import { apiRequest, type WithId } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The metadata the storefront browses by and filters on (SPEC §7 customer GETs). */
export type StorefrontMetadataKind = Exclude<MetadataKind, 'pictures'>;
export type StorefrontMetadataItem = WithId<MetadataItem>;

export const storefrontMetadataKeys = {
  all: ['catalog-metadata'] as const,
  list: (kind: StorefrontMetadataKind, language: Language) => [...storefrontMetadataKeys.all, kind, language] as const,
};

export function storefrontMetadataQuery(kind: StorefrontMetadataKind, language: Language) {
  return queryOptions({
    queryKey: storefrontMetadataKeys.list(kind, language),
    queryFn: ({ signal }) =>
      apiRequest(`/${kind}`, {
        schema: () => import('@iot/shared/catalog-metadata').then((module) => module.metadataListResponseSchema),
        language,
        base: 'customer',
        query: { limit: 100 },
        signal,
      }),
    select: (response) => response.data,
    // Metadata changes rarely; the filter panel and the home page share one answer per language.
    staleTime: 5 * 60_000,
  });
}

export function useStorefrontMetadata(kind: StorefrontMetadataKind) {
  return useQuery(storefrontMetadataQuery(kind, useLanguage()));
}
