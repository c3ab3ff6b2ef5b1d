import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  metadataItemResponseSchema,
  metadataKinds,
  metadataListQuerySchema,
  metadataListResponseSchema,
  type MetadataCreateBody,
  type MetadataKind,
  type MetadataUpdateBody,
} from '@iot/shared/catalog-metadata';
import type { Language } from '@iot/shared/languages';
import type { z } from 'zod';
import { apiRequest, unreadAnswer } from '../../../api/client.ts';
import { storedTextsQuery } from '../../../components/cms/stored-texts-query.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** A metadata kind's list as its URL holds it: page, page size and search. */
export const metadataListSearchSchema = metadataListQuerySchema.pick({ page: true, limit: true, search: true });
export type MetadataListState = z.output<typeof metadataListSearchSchema>;

export const metadataItemQueries = {
  all: ['cms-metadata'] as const,
  kind: (kind: MetadataKind) => [...metadataItemQueries.all, kind] as const,
  list: (language: Language, kind: MetadataKind, state: MetadataListState) =>
    queryOptions({
      queryKey: [...metadataItemQueries.kind(kind), 'list', language, state] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${kind}`, { schema: metadataListResponseSchema, language, base: 'admin', query: state, signal }),
      placeholderData: keepPreviousData,
    }),
  /** Every item of a kind, for pickers (the API pages at 100, more than any kind holds). */
  options: (language: Language, kind: MetadataKind) =>
    queryOptions({
      queryKey: [...metadataItemQueries.kind(kind), 'options', language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${kind}`, {
          schema: metadataListResponseSchema,
          language,
          base: 'admin',
          query: { limit: 100 },
          signal,
        }),
      select: (response) => response.data,
    }),
  gallery: (language: Language) =>
    queryOptions({
      queryKey: [...metadataItemQueries.kind('pictures'), 'gallery', language] as const,
      queryFn: ({ signal }) =>
        apiRequest('/pictures/gallery', {
          schema: metadataListResponseSchema,
          language,
          base: 'admin',
          query: { limit: 100 },
          signal,
        }),
      select: (response) => response.data,
    }),
  detail: (language: Language, kind: MetadataKind, id: string) =>
    queryOptions({
      queryKey: [...metadataItemQueries.kind(kind), 'detail', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/${kind}/${id}`, { schema: metadataItemResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
  translation: (kind: MetadataKind, id: string, language: string) =>
    storedTextsQuery(
      { key: metadataItemQueries.kind(kind), path: `/${kind}/${id}`, id, fields: metadataKinds[kind].translatable },
      language,
    ),
};

export function useMetadataList(kind: MetadataKind, state: MetadataListState) {
  return useQuery(metadataItemQueries.list(useLanguage(), kind, state));
}

export function useMetadataOptions(kind: MetadataKind) {
  return useQuery(metadataItemQueries.options(useLanguage(), kind));
}

export function usePictureGallery(enabled: boolean) {
  return useQuery({ ...metadataItemQueries.gallery(useLanguage()), enabled });
}

export function useMetadataItem(kind: MetadataKind, id: string | undefined) {
  const language = useLanguage();
  return useQuery({ ...metadataItemQueries.detail(language, kind, id ?? ''), enabled: Boolean(id) });
}

export function useSaveMetadataItem(kind: MetadataKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
      language,
    }: {
      id?: string;
      body: MetadataCreateBody | MetadataUpdateBody;
      language?: string;
    }) =>
      apiRequest(id ? `/${kind}/${id}` : `/${kind}`, {
        schema: metadataItemResponseSchema,
        base: 'admin',
        method: id ? 'PATCH' : 'POST',
        body,
        headers: language ? { 'Accept-Language': language } : undefined,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: metadataItemQueries.kind(kind) }),
  });
}

export function useDeleteMetadataItem(kind: MetadataKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/${kind}/${id}`, { schema: unreadAnswer, base: 'admin', method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: metadataItemQueries.kind(kind) }),
  });
}
