import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import { metadataListResponseSchema, type MetadataItem } from '@iot/shared/catalog-metadata';
import { apiRequest, type WithId } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The metadata the storefront browses by and filters on (SPEC §7 customer GETs). */
export type StorefrontMetadataKind = 'applications' | 'industries' | 'use-cases' | 'tags' | 'device-types' | 'gateway-types' | 'accessory-types';
export type StorefrontMetadataItem = WithId<MetadataItem>;

export const catalogMetadataQueries = {
  all: ['catalog-metadata'] as const,
  list: (kind: StorefrontMetadataKind, language: Language) =>
    queryOptions({
      queryKey: [...catalogMetadataQueries.all, kind, language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${kind}`, { schema: metadataListResponseSchema, base: 'customer', query: { limit: 100 }, signal }),
      select: (response) => response.data,
      // Metadata changes rarely; the filter panel and the home page share one answer per language.
      staleTime: 5 * 60_000,
    }),
};

export function useCatalogMetadata(kind: StorefrontMetadataKind) {
  return useQuery(catalogMetadataQueries.list(kind, useLanguage()));
}
