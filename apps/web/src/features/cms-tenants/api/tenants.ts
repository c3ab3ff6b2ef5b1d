import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerProfileResponseSchema, type CustomerStatus } from '@iot/shared/admin-customers';
import { adminOrderListResponseSchema } from '@iot/shared/admin-orders';
import {
  marketplaceUserResponseSchema,
  otpSentResponseSchema,
  tenantListResponseSchema,
  tenantResponseSchema,
  tenantUserListResponseSchema,
  type tenantCreateBodySchema,
  type tenantUpdateBodySchema,
  type tenantUserCreateBodySchema,
} from '@iot/shared/auth';
import type { Language } from '@iot/shared/languages';
import { licenseAllocationListResponseSchema } from '@iot/shared/licenses';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type TenantListState = { page: number; limit: number; search: string };
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

const tenantPath = (id: string, rest = '') => `/tenant-management/tenants/${encodeURIComponent(id)}${rest}`;

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

export function useCmsTenants(state: TenantListState) {
  return useQuery(cmsTenantQueries.list(useLanguage(), state));
}

export function useCmsTenant(id: string | undefined) {
  return useQuery({ ...cmsTenantQueries.detail(useLanguage(), id ?? ''), enabled: Boolean(id) });
}

export function useTenantUsers(id: string, page: PageState) {
  return useQuery(cmsTenantQueries.users(useLanguage(), id, page));
}

/**
 * The tenant's license allocations (admin GET /license-allocation?tenantId=), keyed under the
 * licenses screens' key so an allocation made or changed there shows here at once.
 */
export function useTenantLicenses(id: string, page: PageState) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['cms-licenses', 'tenant', language, id, page],
    queryFn: ({ signal }) =>
      apiRequest('/license-allocation', {
        schema: licenseAllocationListResponseSchema,
        language,
        base: 'admin',
        query: { tenantId: id, ...page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTenantOrders(id: string, page: PageState) {
  return useQuery(cmsTenantQueries.orders(useLanguage(), id, page));
}

type TenantBody = z.output<typeof tenantUpdateBodySchema> & z.input<typeof tenantCreateBodySchema>;

/** Creates (POST) or changes (PATCH) a tenant. */
export function useSaveTenant() {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TenantBody }) =>
      apiRequest(id ? tenantPath(id) : '/tenant-management/tenants', {
        schema: tenantResponseSchema,
        language,
        base: 'admin',
        method: id ? 'PATCH' : 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsTenantKeys.all }),
  });
}

export function useAddTenantUser(tenantId: string) {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (body: z.output<typeof tenantUserCreateBodySchema>) =>
      apiRequest(tenantPath(tenantId, '/users'), {
        schema: marketplaceUserResponseSchema,
        language,
        base: 'admin',
        method: 'POST',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsTenantKeys.all }),
  });
}

/**
 * Blocks or activates a tenant user through the customers endpoint (a tenant user is a customer):
 * one rule for both screens, and blocking ends the user's sessions there.
 */
export function useSetTenantUserStatus() {
  const client = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ userId, status }: { userId: string; status: CustomerStatus }) =>
      apiRequest(`/customers/${encodeURIComponent(userId)}/status`, {
        schema: customerProfileResponseSchema,
        language,
        base: 'admin',
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: cmsTenantKeys.all }),
        client.invalidateQueries({ queryKey: ['cms-customers'] }),
      ]),
  });
}

/** Mails the user the forgot-password code; it sets a new password through the storefront's steps 2 and 3. */
export function useMailPasswordReset(tenantId: string) {
  const language = useLanguage();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(tenantPath(tenantId, `/users/${encodeURIComponent(userId)}/password-reset`), {
        schema: otpSentResponseSchema,
        language,
        base: 'admin',
        method: 'POST',
      }),
  });
}
