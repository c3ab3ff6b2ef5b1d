import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  addressListResponseSchema,
  addressResponseSchema,
  type Address,
  type AddressBody,
  type AddressPatch,
} from '@iot/shared/addresses';
import type { Language } from '@iot/shared/languages';
import { apiRequest, type WithId } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** The signed-in customer's address book (SPEC §7 /addresses); checkout and the profile share it. */
export const savedAddressQueries = {
  all: ['addresses'] as const,
  list: (language: Language) =>
    queryOptions({
      queryKey: [...savedAddressQueries.all, 'list', language] as const,
      queryFn: ({ signal }) =>
        apiRequest('/addresses', { schema: addressListResponseSchema, base: 'customer', language, signal }),
      select: (response) => response.data,
    }),
};

export type SavedAddress = WithId<Address>;

export function useSavedAddresses(options: { enabled?: boolean } = {}) {
  return useQuery({ ...savedAddressQueries.list(useLanguage()), enabled: options.enabled ?? true });
}

function useInvalidateAddresses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedAddressQueries.all });
}

export function useCreateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (body: AddressBody) =>
      apiRequest('/addresses', { method: 'POST', base: 'customer', body, schema: addressResponseSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AddressPatch }) =>
      apiRequest(`/addresses/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        base: 'customer',
        body,
        schema: addressResponseSchema,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', base: 'customer', schema: z.unknown() }),
    onSuccess: invalidate,
  });
}
