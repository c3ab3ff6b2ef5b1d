import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@iot/shared/api-envelope';
import {
  paymentConfigSchema,
  sandboxAuthenticationResultSchema,
  type SandboxAuthenticationBody,
} from '@iot/shared/payment-methods';
import { apiRequest } from '../../../api/client.ts';

const paymentConfigResponseSchema = dataEnvelope(paymentConfigSchema);
const sandboxAuthenticationResponseSchema = dataEnvelope(sandboxAuthenticationResultSchema);

// GET /payments/config: which browser-side card element to mount (DESIGN §API: the sandbox by
// default, Stripe when keys are set) and Stripe's publishable key.
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/payments/config', { schema: paymentConfigResponseSchema, base: 'customer', signal }),
    select: (response) => response.data,
    staleTime: 10 * 60_000,
  });

export function usePaymentConfig() {
  return useQuery(paymentConfigQuery());
}

/**
 * The sandbox's stand-in for the bank's 3-D Secure page (POST /payments/sandbox/{ref}/authenticate):
 * the customer approves or fails it. The payment's ref leads its client secret, as in Stripe's
 * `pi_…_secret_…`.
 */
export function useSandboxAuthentication() {
  return useMutation({
    mutationFn: (body: SandboxAuthenticationBody) =>
      apiRequest(`/payments/sandbox/${encodeURIComponent(body.clientSecret.split('_secret_')[0] ?? '')}/authenticate`, {
        method: 'POST',
        base: 'customer',
        body,
        schema: sandboxAuthenticationResponseSchema,
      }),
  });
}
