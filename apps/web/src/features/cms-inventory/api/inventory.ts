import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inventoryImportPreviewResponseSchema,
  inventoryImportResponseSchema,
  inventoryListResponseSchema,
  inventoryResponseSchema,
  stockMovementListResponseSchema,
  type InventoryAdjustBody,
  type InventoryListQuery,
  type StockMovementListQuery,
} from '@iot/shared/inventory';
import type { Language } from '@iot/shared/languages';
import { apiRequest, apiText } from '../../../api/client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const cmsInventoryKeys = {
  all: ['cms-inventory'] as const,
  list: (language: Language, state: InventoryListQuery) => [...cmsInventoryKeys.all, 'list', language, state] as const,
  product: (productId: string) => [...cmsInventoryKeys.all, 'product', productId] as const,
  movements: (productId: string, state: StockMovementListQuery) =>
    [...cmsInventoryKeys.product(productId), 'movements', state] as const,
};

/** The inventory queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsInventoryQueries = {
  /** GET /inventory: one row per product with its stock state. */
  list: (language: Language, state: InventoryListQuery) =>
    queryOptions({
      queryKey: cmsInventoryKeys.list(language, state),
      queryFn: ({ signal }) =>
        apiRequest('/inventory', {
          schema: inventoryListResponseSchema,
          language,
          base: 'admin',
          query: { ...state, stock: state.stock === 'all' ? undefined : state.stock },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** A product's level, threshold and version (sent back with an edit). */
  product: (language: Language, productId: string) =>
    queryOptions({
      queryKey: [...cmsInventoryKeys.product(productId), 'level', language] as const,
      queryFn: ({ signal }) =>
        apiRequest(`/inventory/${encodeURIComponent(productId)}`, {
          schema: inventoryResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
    }),
  /** A page of the product's whole ledger, newest first. */
  movements: (productId: string, state: StockMovementListQuery) =>
    queryOptions({
      queryKey: cmsInventoryKeys.movements(productId, state),
      queryFn: ({ signal }) =>
        apiRequest(`/inventory/${encodeURIComponent(productId)}/movements`, {
          schema: stockMovementListResponseSchema,
          base: 'admin',
          query: state,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useCmsInventory(state: InventoryListQuery) {
  return useQuery(cmsInventoryQueries.list(useLanguage(), state));
}

export function useProductInventory(productId: string) {
  return useQuery(cmsInventoryQueries.product(useLanguage(), productId));
}

export function useStockMovements(productId: string, state: StockMovementListQuery) {
  return useQuery(cmsInventoryQueries.movements(productId, state));
}

/** PATCH /inventory/{productId} at the version read; a stale one fails with 409 (SPEC §8). */
export function useAdjustInventory(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InventoryAdjustBody) =>
      apiRequest(`/inventory/${encodeURIComponent(productId)}`, {
        schema: inventoryResponseSchema,
        base: 'admin',
        method: 'PATCH',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsInventoryKeys.all }),
  });
}

/** POST /inventory/import/preview: what the file would change and every line it would refuse; writes nothing. */
export function usePreviewInventoryImport() {
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/inventory/import/preview', {
        schema: inventoryImportPreviewResponseSchema,
        base: 'admin',
        method: 'POST',
        body: csv,
      }),
  });
}

/** POST /inventory/import: the file's text; all rows or none. */
export function useImportInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest('/inventory/import', {
        schema: inventoryImportResponseSchema,
        base: 'admin',
        method: 'POST',
        body: csv,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsInventoryKeys.all }),
  });
}

/** GET /inventory/export, saved by the browser as inventory.csv. */
export async function downloadInventoryCsv(): Promise<void> {
  const csv = await apiText('/inventory/export', { base: 'admin' });
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'inventory.csv');
}
