import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerListResponseSchema,
  customerProfileResponseSchema,
  type CustomerListQuery,
  type CustomerStatus,
} from '@iot/shared/admin-customers';
import type { Language } from '@iot/shared/languages';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type CustomerListState = Omit<CustomerListQuery, 'search' | 'kind' | 'status'> & {
  search: string;
  kind: NonNullable<CustomerListQuery['kind']> | '';
  status: CustomerStatus | '';
};

export const cmsCustomerKeys = {
  all: ['cms-customers'] as const,
  list: (language: Language, state: CustomerListState) => [...cmsCustomerKeys.all, 'list', language, state] as const,
  one: (language: Language, id: string) => [...cmsCustomerKeys.all, 'one', language, id] as const,
};

/** SPEC §7 admin GET /customers: companies and tenant users. */
export function useCmsCustomers(state: CustomerListState) {
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: cmsCustomerKeys.list(language, state),
      queryFn: ({ signal }) =>
        apiRequest('/customers', { schema: customerListResponseSchema, language, base: 'admin', query: state, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useCmsCustomer(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: cmsCustomerKeys.one(language, id),
    queryFn: ({ signal }) =>
      apiRequest(`/customers/${encodeURIComponent(id)}`, {
        schema: customerProfileResponseSchema,
        language,
        base: 'admin',
        signal,
      }),
  });
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
