import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { productListResponseSchema } from '@iot/shared/products';
import {
  licenseAllocationResponseSchema,
  type LicenseActionBody,
  type LicenseAllocationBody,
} from '@iot/shared/licenses';
import { apiRequest } from '../../../api/client.ts';
import { cmsLicenseKeys, cmsLicenseQueries, licensePath, type LicenseListState } from '../../../api/cms-licenses.ts';
import { cmsTenantQueries } from '../../../api/cms-tenants.ts';
import { useLanguage } from '../../../lib/use-language.ts';

const pickers = ['cms-license-pickers'] as const;

export function useLicenseAllocations(state: LicenseListState) {
  return useQuery(cmsLicenseQueries.list(useLanguage(), state));
}

export function useLicenseAllocation(id: string) {
  return useQuery(cmsLicenseQueries.detail(useLanguage(), id));
}

/** Tenants to allocate to, found by name or e-mail as one types (the tenant screens' list query). */
export function useTenantSearch(search: string, enabled: boolean) {
  return useQuery({
    ...cmsTenantQueries.list(useLanguage(), { search, page: 1, limit: 20 }),
    select: (response) => response.data,
    enabled,
  });
}

/** Subscription products (the ones a license is of), found by name or code as one types. */
export function useSubscriptionSearch(search: string, enabled: boolean) {
  const language = useLanguage();
  const query = { search, type: 'subscription', sort: 'nameAsc', page: 1, limit: 20 };
  return useQuery({
    queryKey: [...pickers, 'products', language, query],
    queryFn: ({ signal }) =>
      apiRequest('/products', { schema: productListResponseSchema, language, base: 'admin', query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One tenant, for a form opened from its page (`?tenant=`). */
export function useTenantById(id: string) {
  return useQuery({ ...cmsTenantQueries.detail(useLanguage(), id), enabled: Boolean(id) });
}

/** The tenant's users a seat can be assigned to (the first hundred; a tenant's team is small). */
export function useTenantUsers(tenantId: string, enabled: boolean) {
  return useQuery({
    ...cmsTenantQueries.users(useLanguage(), tenantId, { page: 1, limit: 100 }),
    select: (response) => response.data,
    enabled,
  });
}

function useLicenseMutation<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: cmsLicenseKeys.all }),
  });
}

export function useCreateAllocation() {
  return useLicenseMutation((body: LicenseAllocationBody) =>
    apiRequest('/license-allocation', { schema: licenseAllocationResponseSchema, base: 'admin', method: 'POST', body }),
  );
}

export function useAllocationAction(id: string) {
  return useLicenseMutation((body: LicenseActionBody) =>
    apiRequest(licensePath(id, '/actions'), {
      schema: licenseAllocationResponseSchema,
      base: 'admin',
      method: 'POST',
      body,
    }),
  );
}

export function useAssignSeat(id: string) {
  return useLicenseMutation((userId: string) =>
    apiRequest(licensePath(id, '/assignments'), {
      schema: licenseAllocationResponseSchema,
      base: 'admin',
      method: 'POST',
      body: { userId },
    }),
  );
}

export function useUnassignSeat(id: string) {
  return useLicenseMutation((assignmentId: string) =>
    apiRequest(licensePath(id, `/assignments/${encodeURIComponent(assignmentId)}`), {
      schema: licenseAllocationResponseSchema,
      base: 'admin',
      method: 'DELETE',
    }),
  );
}
