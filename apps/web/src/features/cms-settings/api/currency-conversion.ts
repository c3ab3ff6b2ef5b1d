import type { z } from 'zod';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  currencyChangesResponseSchema,
  currencyConversionPreviewSchema,
  currencyConversionResponseSchema,
  type currencyConversionBodySchema,
} from '@iot/shared/currency-conversion';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { cmsSettingsKeys } from './settings.ts';

/** The currency and rate a preview is asked for, as the form holds them. */
export type PreviewRequest = { currency: string; rate: number };

export const currencyConversionKeys = {
  all: [...cmsSettingsKeys.all, 'currency'] as const,
  preview: (query: PreviewRequest, language: Language) =>
    [...currencyConversionKeys.all, 'preview', query, language] as const,
  changes: () => [...currencyConversionKeys.all, 'changes'] as const,
};

/** GET /settings/currency-conversion: what converting at the rate would do (nothing is written). */
export const currencyConversionPreviewQuery = (query: PreviewRequest, language: Language) =>
  queryOptions({
    queryKey: currencyConversionKeys.preview(query, language),
    queryFn: ({ signal }) =>
      apiRequest('/settings/currency-conversion', {
        schema: currencyConversionPreviewSchema,
        base: 'admin',
        query,
        language,
        signal,
      }),
    select: (response) => response.data,
    // A preview shows the catalog as it is now: read again for every request, never from the cache.
    staleTime: 0,
    retry: false,
  });

/** The preview of the last rate asked for (null: none yet); the previous one stays shown while the next loads. */
export function useCurrencyConversionPreview(query: PreviewRequest | null, language: Language) {
  return useQuery({
    ...currencyConversionPreviewQuery(query ?? { currency: '', rate: 0 }, language),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /settings/currency-changes: who changed the currency, when, and at what rate. */
export const currencyChangesQuery = () =>
  queryOptions({
    queryKey: currencyConversionKeys.changes(),
    queryFn: ({ signal }) =>
      apiRequest('/settings/currency-changes', { schema: currencyChangesResponseSchema, base: 'admin', signal }),
    select: (response) => response.data,
  });

export function useCurrencyChanges() {
  return useQuery(currencyChangesQuery());
}

/**
 * POST /settings/currency-conversion. Every price in the shop changed: every cached answer (the
 * storefront's settings and catalog, this screen's settings) is read again.
 */
export function useConvertCurrency() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof currencyConversionBodySchema>) =>
      apiRequest('/settings/currency-conversion', {
        schema: currencyConversionResponseSchema,
        base: 'admin',
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries(),
  });
}
