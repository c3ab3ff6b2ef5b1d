import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { companyLoginBodySchema, customerSignInResponseSchema, tenantUserLoginBodySchema } from '@iot/shared/auth';
import { captchaHeader } from '@iot/shared/auth-basics';
import { apiRequest } from '../client.ts';
import { useSessionLogout } from './session-logout.ts';
import { readAccountKind, startMarketplaceSession, useAccessToken, type AccountKind } from './token-store.ts';

// Imported when a request is made: the header draws on every page, signed in or not (issue 12).
const authSchemas = () => import('@iot/shared/auth');

const profilePaths: Record<AccountKind, string> = { root: '/companies/mine', tenant: '/users/mine' };

export const customerQueries = {
  all: ['customer-session'] as const,
  me: () =>
    queryOptions({
      queryKey: [...customerQueries.all, 'me'] as const,
      queryFn: ({ signal }) =>
        apiRequest(profilePaths[readAccountKind()], {
          schema: () => authSchemas().then((auth) => auth.marketplaceUserResponseSchema),
          base: 'customer',
          signal,
        }),
      select: (response) => response.data,
    }),
};

/**
 * The signed-in marketplace user, asked only while a marketplace token is held. SPEC §8: when this
 * fails the storefront only stops loading; it neither clears tokens nor redirects.
 */
export function useCurrentCustomer() {
  const token = useAccessToken('marketplace');
  const query = useQuery({ ...customerQueries.me(), enabled: Boolean(token) });
  return { ...query, signedIn: Boolean(token) };
}

function useMarketplaceSignIn<Body>(path: string, kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: { body: Body; captcha: string }) =>
      apiRequest(path, {
        schema: () => authSchemas().then((auth) => auth.customerSignInResponseSchema),
        base: 'customer',
        method: 'POST',
        body,
        headers: { [captchaHeader]: captcha },
      }),
    onSuccess: (result) => storeCustomerSession(queryClient, result, kind),
  });
}

type SignInResult = Awaited<ReturnType<typeof apiRequest<typeof customerSignInResponseSchema>>>;

/** SPEC §4 marketplace auth: stores the tokens, drops the CMS access token, and knows the user at once. */
export function storeCustomerSession(queryClient: QueryClient, { data }: SignInResult, kind: AccountKind) {
  startMarketplaceSession(data, kind);
  queryClient.setQueryData(customerQueries.me().queryKey, { data: data.user });
}

export function useCompanyLogin() {
  return useMarketplaceSignIn<z.output<typeof companyLoginBodySchema>>('/companies/login', 'root');
}

export function useTenantLogin() {
  return useMarketplaceSignIn<z.output<typeof tenantUserLoginBodySchema>>('/users/login', 'tenant');
}

export function useCustomerLogout() {
  return useSessionLogout('marketplace', customerQueries.all);
}
