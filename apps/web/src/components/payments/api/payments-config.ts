import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@iot/shared/api-envelope';
import { apiRequest } from '../../../api/client.ts';

// GET /payments/config: which browser-side card element to use (DESIGN §API: the sandbox by
// default, Stripe when keys are set) and Stripe's publishable key.
const paymentsConfigSchema = dataEnvelope(
  z.object({ provider: z.enum(['sandbox', 'stripe']), publishableKey: z.string().nullable() }),
);

export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) => apiRequest('/payments/config', { schema: paymentsConfigSchema, base: 'customer', signal }),
    select: (response) => response.data,
    staleTime: 10 * 60_000,
  });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQuery());
}

/** The sandbox's stand-in for the bank's 3-D Secure page: the customer approves or refuses the payment. */
export function useSandboxAuthentication() {
  return useMutation({
    mutationFn: (body: { clientSecret: string; approve: boolean }) =>
      apiRequest('/payments/sandbox/authenticate', { method: 'POST', base: 'customer', body, schema: z.unknown() }),
  });
}
