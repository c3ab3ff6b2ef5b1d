import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tenantListResponseSchema, tenantResponseSchema, tenantUserListResponseSchema } from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';
import { productListResponseSchema } from '@iot/shared/products';
import {
  licenseAllocationListResponseSchema,
  licenseAllocationResponseSchema,
  type LicenseActionBody,
  type LicenseAllocationBody,
  type LicenseStatus,
} from '@iot/shared/licenses';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type LicenseListState = {
  page: number;
  limit: number;
  search: string;
  status: LicenseStatus | '';
  tenantId: string;
  nearlyUsedUp: boolean;
};

const keys = { all: ['cms-licenses'] as const, pickers: ['cms-license-pickers'] as const };
const path = (id: string, rest = '') => `/license-allocation/${encodeURIComponent(id)}${rest}`;

/** The query sent for a list state: empty filters left out (SPEC §5). */
function listQuery(state: LicenseListState) {
  return {
    page: state.page,
    limit: state.limit,
    search: state.search,
    status: state.status,
    tenantId: state.tenantId,
    nearlyUsedUp: state.nearlyUsedUp ? 'true' : undefined,
  };
}

/** SPEC §7 admin `license-allocation`, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsLicenseQueries = {
  list: (language: Language, state: LicenseListState) =>
    queryOptions({
      queryKey: [...keys.all, 'list', language, state] as const,
      queryFn: ({ signal }) =>
        apiRequest('/license-allocation', {
          schema: licenseAllocationListResponseSchema,
          language,
          base: 'admin',
          query: listQuery(state),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: [...keys.all, 'one', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(path(id), { schema: licenseAllocationResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
};

export function useLicenseAllocations(state: LicenseListState) {
  return useQuery(cmsLicenseQueries.list(useLanguage(), state));
}

export function useLicenseAllocation(id: string) {
  return useQuery(cmsLicenseQueries.detail(useLanguage(), id));
}

/** Tenants to allocate to, found by name or e-mail as one types (GET /tenant-management/tenants). */
export function useTenantSearch(search: string, enabled: boolean) {
  const language = useLanguage();
  const query = { search, page: 1, limit: 20 };
  return useQuery({
    queryKey: [...keys.pickers, 'search', language, query],
    queryFn: ({ signal }) =>
      apiRequest('/tenant-management/tenants', {
        schema: tenantListResponseSchema,
        language,
        base: 'admin',
        query,
        signal,
      }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Subscription products (the ones a license is of), found by name or code as one types. */
export function useSubscriptionSearch(search: string, enabled: boolean) {
  const language = useLanguage();
  const query = { search, type: 'subscription', sort: 'nameAsc', page: 1, limit: 20 };
  return useQuery({
    queryKey: [...keys.pickers, 'products', language, query],
    queryFn: ({ signal }) =>
      apiRequest('/products', { schema: productListResponseSchema, language, base: 'admin', query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One tenant, for a form opened from its page (`?tenant=`). */
export function useTenantById(id: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.pickers, 'one', language, id],
    queryFn: ({ signal }) =>
      apiRequest(`/tenant-management/tenants/${encodeURIComponent(id)}`, {
        schema: tenantResponseSchema,
        language,
        base: 'admin',
        signal,
      }),
    select: (response) => response.data,
    enabled: Boolean(id),
  });
}

/** The tenant's users a seat can be assigned to (the first hundred; a tenant's team is small). */
export function useTenantUsers(tenantId: string, enabled: boolean) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.pickers, 'users', language, tenantId],
    queryFn: ({ signal }) =>
      apiRequest(`/tenant-management/tenants/${encodeURIComponent(tenantId)}/users`, {
        schema: tenantUserListResponseSchema,
        language,
        base: 'admin',
        query: { page: 1, limit: 100 },
        signal,
      }),
    select: (response) => response.data,
    enabled,
  });
}

function useLicenseMutation<Variables>(request: (variables: Variables) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCreateAllocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LicenseAllocationBody) =>
      apiRequest('/license-allocation', {
        schema: licenseAllocationResponseSchema,
        base: 'admin',
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useAllocationAction(id: string) {
  return useLicenseMutation((body: LicenseActionBody) =>
    apiRequest(path(id, '/actions'), { schema: licenseAllocationResponseSchema, base: 'admin', method: 'POST', body }),
  );
}

export function useAssignSeat(id: string) {
  return useLicenseMutation((userId: string) =>
    apiRequest(path(id, '/assignments'), {
      schema: licenseAllocationResponseSchema,
      base: 'admin',
      method: 'POST',
      body: { userId },
    }),
  );
}

export function useUnassignSeat(id: string) {
  return useLicenseMutation((assignmentId: string) =>
    apiRequest(path(id, `/assignments/${encodeURIComponent(assignmentId)}`), {
      schema: licenseAllocationResponseSchema,
      base: 'admin',
      method: 'DELETE',
    }),
  );
}
