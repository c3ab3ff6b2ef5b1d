import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminOrderListResponseSchema } from '@iot/shared/admin-orders';
import {
  tenantListResponseSchema,
  tenantResponseSchema,
  tenantUserListResponseSchema,
  type tenantListQuerySchema,
} from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';
import type { z } from 'zod';
import { apiRequest } from './client.ts';

// The back office's tenant queries: the tenant screens, and the licenses' tenant and user pickers.

export type TenantListState = z.output<typeof tenantListQuerySchema>;
export type PageState = { page: number; limit: number };

export const cmsTenantKeys = {
  all: ['cms-tenants'] as const,
  list: (language: Language, state: TenantListState) => [...cmsTenantKeys.all, 'list', language, state] as const,
  one: (language: Language, id: string) => [...cmsTenantKeys.all, 'one', language, id] as const,
  users: (language: Language, id: string, page: PageState) =>
    [...cmsTenantKeys.all, 'users', language, id, page] as const,
  orders: (language: Language, id: string, page: PageState) =>
    [...cmsTenantKeys.all, 'orders', language, id, page] as const,
};

export const tenantPath = (id: string, rest = '') => `/tenant-management/tenants/${encodeURIComponent(id)}${rest}`;

/** The tenant queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsTenantQueries = {
  /** SPEC §7 admin GET tenant-management/tenants: search matches the name or the e-mail. */
  list: (language: Language, state: TenantListState) =>
    queryOptions({
      queryKey: cmsTenantKeys.list(language, state),
      queryFn: ({ signal }) =>
        apiRequest('/tenant-management/tenants', {
          schema: tenantListResponseSchema,
          language,
          base: 'admin',
          query: state,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: cmsTenantKeys.one(language, id),
      queryFn: ({ signal }) =>
        apiRequest(tenantPath(id), { schema: tenantResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
  users: (language: Language, id: string, page: PageState) =>
    queryOptions({
      queryKey: cmsTenantKeys.users(language, id, page),
      queryFn: ({ signal }) =>
        apiRequest(tenantPath(id, '/users'), {
          schema: tenantUserListResponseSchema,
          language,
          base: 'admin',
          query: page,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** The orders placed by any of the tenant's users: the admin GET /orders filtered to the tenant. */
  orders: (language: Language, id: string, page: PageState) =>
    queryOptions({
      queryKey: cmsTenantKeys.orders(language, id, page),
      queryFn: ({ signal }) =>
        apiRequest('/orders', {
          schema: adminOrderListResponseSchema,
          language,
          base: 'admin',
          query: { tenantId: id, ...page },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
