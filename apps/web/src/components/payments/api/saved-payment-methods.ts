import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import type { PaymentMethod, PaymentMethodBody } from '@iot/shared/payment-methods';
import { apiRequest, unreadAnswer, type WithId } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

// Imported with the requests: the loaders that ask for saved methods load with every page (issue 12).
const paymentMethods = () => import('@iot/shared/payment-methods');

export type SavedPaymentMethod = WithId<PaymentMethod>;

/** The signed-in customer's saved cards and bank accounts (SPEC §7 /payment-methods). */
export const savedPaymentMethodQueries = {
  all: ['payment-methods'] as const,
  list: (language: Language) =>
    queryOptions({
      queryKey: [...savedPaymentMethodQueries.all, 'list', language] as const,
      queryFn: ({ signal }) =>
        apiRequest('/payment-methods', {
          schema: () => paymentMethods().then((module) => module.paymentMethodListResponseSchema),
          base: 'customer',
          language,
          signal,
        }),
      select: (response) => response.data,
    }),
};

export function useSavedPaymentMethods(options: { enabled?: boolean } = {}) {
  return useQuery({ ...savedPaymentMethodQueries.list(useLanguage()), enabled: options.enabled ?? true });
}

function useInvalidatePaymentMethods() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedPaymentMethodQueries.all });
}

export function useCreatePaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: (body: PaymentMethodBody) =>
      apiRequest('/payment-methods', {
        method: 'POST',
        base: 'customer',
        body,
        schema: () => paymentMethods().then((module) => module.paymentMethodResponseSchema),
      }),
    onSuccess: invalidate,
  });
}

export function useDeletePaymentMethod() {
  const invalidate = useInvalidatePaymentMethods();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/payment-methods/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        base: 'customer',
        schema: unreadAnswer,
      }),
    onSuccess: invalidate,
  });
}
