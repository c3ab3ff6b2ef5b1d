import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import {
  licenseAllocationListResponseSchema,
  licenseAllocationResponseSchema,
  type LicenseAllocationListQuery,
} from '@iot/shared/licenses';
import { apiRequest } from './client.ts';

// The back office's license queries: the licenses screens and a tenant's page read them alike.

export type LicenseListState = LicenseAllocationListQuery;
/** The list's URL says `?tenant=`, the link a tenant's page and a row's tenant give (paths.cms.licenses). */
export const licenseUrlKeys = { tenantId: 'tenant' };

/** Every license query starts with this key, so a change to an allocation refreshes them all. */
export const cmsLicenseKeys = { all: ['cms-licenses'] as const };
export const licensePath = (id: string, rest = '') => `/license-allocation/${encodeURIComponent(id)}${rest}`;

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
      queryKey: [...cmsLicenseKeys.all, 'list', language, state] as const,
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
      queryKey: [...cmsLicenseKeys.all, 'one', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(licensePath(id), { schema: licenseAllocationResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
};
