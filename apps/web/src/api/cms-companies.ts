import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { customerListResponseSchema } from '@iot/shared/admin-customers';
import { apiRequest } from './client.ts';
import { useLanguage } from '../lib/use-language.ts';

// The back office's company picker: the company a tenant belongs to (the tenant form) and the
// company seats are allocated to (the licenses form) are searched alike.

/** Company accounts (customers of kind root) found by name, organisation, username or e-mail as one types. */
export function useCompanySearch(search: string, enabled: boolean) {
  const language = useLanguage();
  const query = { kind: 'root', search, sort: 'name', order: 'asc', page: 1, limit: 20 };
  return useQuery({
    queryKey: ['cms-companies', 'search', language, query],
    queryFn: ({ signal }) =>
      apiRequest('/customers', { schema: customerListResponseSchema, language, base: 'admin', query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}
