import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { customerProfileResponseSchema, type CustomerStatus } from '@iot/shared/admin-customers';
import {
  marketplaceUserResponseSchema,
  otpSentResponseSchema,
  tenantResponseSchema,
  type tenantCreateBodySchema,
  type tenantUpdateBodySchema,
  type tenantUserCreateBodySchema,
} from '@iot/shared/auth';
import { apiRequest } from '../../../api/client.ts';
import { cmsLicenseQueries } from '../../../api/cms-licenses.ts';
import {
  cmsTenantKeys,
  cmsTenantQueries,
  tenantPath,
  type PageState,
  type TenantListState,
} from '../../../api/cms-tenants.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export function useCmsTenants(state: TenantListState) {
  return useQuery(cmsTenantQueries.list(useLanguage(), state));
}

export function useCmsTenant(id: string | undefined) {
  return useQuery({ ...cmsTenantQueries.detail(useLanguage(), id ?? ''), enabled: Boolean(id) });
}

export function useTenantUsers(id: string, page: PageState) {
  return useQuery(cmsTenantQueries.users(useLanguage(), id, page));
}

/** The tenant's license allocations: the licenses screens' own query, filtered to the tenant. */
export function useTenantLicenses(id: string, page: PageState) {
  return useQuery(cmsLicenseQueries.list(useLanguage(), { ...page, tenantId: id }));
}

export function useTenantOrders(id: string, page: PageState) {
  return useQuery(cmsTenantQueries.orders(useLanguage(), id, page));
}

/** The company a tenant belongs to, by id: its name for the tenant's page and form. */
export function useTenantCompany(id: string | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...cmsTenantKeys.all, 'company', language, id],
    queryFn: ({ signal }) =>
      apiRequest(`/customers/${encodeURIComponent(id ?? '')}`, {
        schema: customerProfileResponseSchema,
        language,
        base: 'admin',
        signal,
      }),
    select: (response) => response.data,
    enabled: Boolean(id),
  });
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
