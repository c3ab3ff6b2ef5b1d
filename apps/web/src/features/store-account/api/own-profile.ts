import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  marketplaceUserResponseSchema,
  passwordChangedResponseSchema,
  type changePasswordBodySchema,
  type CustomerKind,
  type profileUpdateBodySchema,
} from '@iot/shared/auth';
import { customerQueries } from '../../../api/auth/customer-session.ts';
import { storeTokens } from '../../../api/auth/token-store.ts';
import { apiRequest } from '../../../api/client.ts';

/** SPEC §7: /companies/{id} for root users, /users/{id} for tenant users (and `/password` below them). */
const accountPaths: Record<CustomerKind, string> = { root: '/companies', tenant: '/users' };

type Account = { id: string; kind: CustomerKind };

/** PATCH of the signed-in user's own profile; the header and the page show the answer at once. */
export function useUpdateOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, body }: { account: Account; body: z.output<typeof profileUpdateBodySchema> }) =>
      apiRequest(`${accountPaths[account.kind]}/${account.id}`, {
        schema: marketplaceUserResponseSchema,
        base: 'customer',
        method: 'PATCH',
        body,
      }),
    onSuccess: (answer) => queryClient.setQueryData(customerQueries.me().queryKey, answer),
  });
}

/**
 * The password change ends every session of the account and answers a fresh token pair for this
 * one (its old refresh token is revoked too), so the pair replaces the stored one.
 */
export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: ({ account, body }: { account: Account; body: z.output<typeof changePasswordBodySchema> }) =>
      apiRequest(`${accountPaths[account.kind]}/${account.id}/password`, {
        schema: passwordChangedResponseSchema,
        base: 'customer',
        method: 'PATCH',
        body,
      }),
    onSuccess: (answer) => storeTokens('marketplace', answer.data),
  });
}
