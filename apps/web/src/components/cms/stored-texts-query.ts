import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { translationResponseSchema } from '@iot/shared/catalog-metadata';
import { apiRequest } from '../../api/client.ts';

type StoredTextsResource = {
  /** The resource's query key; the texts live under it, so saving the resource refreshes them. */
  key: QueryKey;
  /** The item's admin path, e.g. `/industries/{id}`. */
  path: string;
  id: string;
  /** The item's translatable fields. */
  fields: readonly string[];
};

/**
 * SPEC §7 translation read: one language's stored texts of an item, null where not translated yet.
 * Never cached (staleTime 0): an editor must start from what is stored now, not from the fallbacks.
 */
export function storedTextsQuery({ key, path, id, fields }: StoredTextsResource, language: string) {
  return queryOptions({
    queryKey: [...key, 'translation', id, language] as const,
    queryFn: ({ signal }) =>
      apiRequest(path, {
        schema: translationResponseSchema,
        base: 'admin',
        query: { fields: fields.join(',') },
        headers: { 'Accept-Language': language },
        signal,
      }),
    select: (response) => response.data.fields,
    staleTime: 0,
  });
}

export type StoredTextsQuery = ReturnType<typeof storedTextsQuery>;
