import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody, AddressPatch } from '@iot/shared/addresses';
import type { Language } from '@iot/shared/languages';
import { apiRequest, unreadAnswer, type WithId } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

// Imported with the requests: the loaders that ask for addresses load with every page (issue 12).
const addresses = () => import('@iot/shared/addresses');

/** The signed-in customer's address book (SPEC §7 /addresses); checkout and the profile share it. */
export const savedAddressQueries = {
  all: ['addresses'] as const,
  list: (language: Language) =>
    queryOptions({
      queryKey: [...savedAddressQueries.all, 'list', language] as const,
      queryFn: ({ signal }) =>
        apiRequest('/addresses', {
          schema: () => addresses().then((module) => module.addressListResponseSchema),
          base: 'customer',
          language,
          signal,
        }),
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
      apiRequest('/addresses', {
        method: 'POST',
        base: 'customer',
        body,
        schema: () => addresses().then((module) => module.addressResponseSchema),
      }),
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
        schema: () => addresses().then((module) => module.addressResponseSchema),
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteAddress() {
  const invalidate = useInvalidateAddresses();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', base: 'customer', schema: unreadAnswer }),
    onSuccess: invalidate,
  });
}
