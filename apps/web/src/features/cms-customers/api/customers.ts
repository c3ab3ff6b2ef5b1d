import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerListResponseSchema,
  customerProfileResponseSchema,
  type CustomerListQuery,
  type CustomerStatus,
} from '@iot/shared/admin-customers';
import {
  adminOrderListResponseSchema,
  transactionListResponseSchema,
  type CustomerKind,
} from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { apiBlob, apiRequest } from '../../../api/client.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type CustomerListState = CustomerListQuery;

export const cmsCustomerKeys = {
  all: ['cms-customers'] as const,
  list: (language: Language, state: CustomerListState) => [...cmsCustomerKeys.all, 'list', language, state] as const,
  one: (language: Language, id: string) => [...cmsCustomerKeys.all, 'one', language, id] as const,
  orders: (language: Language, id: string) => [...cmsCustomerKeys.all, 'orders', language, id] as const,
  transactions: (language: Language, id: string) => [...cmsCustomerKeys.all, 'transactions', language, id] as const,
};

export type CustomerRef = { kind: CustomerKind; id: string };

/** How many of its latest orders and transactions the profile shows. */
export const latestCount = 5;

/** The customer's latest orders: the admin GET /orders filtered to it. */
export function useCustomerOrders(customer: CustomerRef) {
  const language = useLanguage();
  return useQuery({
    queryKey: cmsCustomerKeys.orders(language, customer.id),
    queryFn: ({ signal }) =>
      apiRequest('/orders', {
        schema: adminOrderListResponseSchema,
        language,
        base: 'admin',
        query: { customerKind: customer.kind, customerId: customer.id, limit: latestCount },
        signal,
      }),
  });
}

/** The customer's latest payment transactions: the admin GET /transactions filtered to it. */
export function useCustomerTransactions(customer: CustomerRef) {
  const language = useLanguage();
  return useQuery({
    queryKey: cmsCustomerKeys.transactions(language, customer.id),
    queryFn: ({ signal }) =>
      apiRequest('/transactions', {
        schema: transactionListResponseSchema,
        language,
        base: 'admin',
        query: { customerKind: customer.kind, customerId: customer.id, limit: latestCount },
        signal,
      }),
  });
}

/** The customers queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsCustomerQueries = {
  /** SPEC §7 admin GET /customers: companies and tenant users. */
  list: (language: Language, state: CustomerListState) =>
    queryOptions({
      queryKey: cmsCustomerKeys.list(language, state),
      queryFn: ({ signal }) =>
        apiRequest('/customers', { schema: customerListResponseSchema, language, base: 'admin', query: state, signal }),
      placeholderData: keepPreviousData,
    }),
  profile: (language: Language, id: string) =>
    queryOptions({
      queryKey: cmsCustomerKeys.one(language, id),
      queryFn: ({ signal }) =>
        apiRequest(`/customers/${encodeURIComponent(id)}`, {
          schema: customerProfileResponseSchema,
          language,
          base: 'admin',
          signal,
        }),
    }),
};

export function useCmsCustomers(state: CustomerListState) {
  return useQuery(cmsCustomerQueries.list(useLanguage(), state));
}

export function useCmsCustomer(id: string) {
  return useQuery(cmsCustomerQueries.profile(useLanguage(), id));
}

export function useSetCustomerStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: CustomerStatus) =>
      apiRequest(`/customers/${encodeURIComponent(id)}/status`, {
        schema: customerProfileResponseSchema,
        base: 'admin',
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsCustomerKeys.all }),
  });
}

/** GET /customers/export.csv with the list's filters and sort (not its page), saved as customers.csv. */
export async function downloadCustomersCsv(language: Language, state: CustomerListState): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = state;
  saveFile(await apiBlob('/customers/export.csv', { base: 'admin', language, query: filters }), 'customers.csv');
}
