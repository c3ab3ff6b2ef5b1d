import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerListResponseSchema } from '@iot/shared/admin-customers';
import {
  customerGroupListResponseSchema,
  customerGroupMemberListResponseSchema,
  customerGroupResponseSchema,
  type CustomerGroupBody,
  type CustomerRef,
} from '@iot/shared/customer-groups';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type GroupListState = { page: number; limit: number; search: string };
export type MemberListState = { page: number; limit: number };

const keys = {
  all: ['cms-customer-groups'] as const,
  customers: ['cms-customers'] as const,
};

const path = (id: string, rest = '') => `/customer-groups/${encodeURIComponent(id)}${rest}`;

/** SPEC §7 admin GET /customer-groups. */
export function useCustomerGroups(state: GroupListState) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'list', language, state],
    queryFn: ({ signal }) =>
      apiRequest('/customer-groups', {
        schema: customerGroupListResponseSchema,
        language,
        base: 'admin',
        query: state,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerGroup(id: string | undefined) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'one', language, id],
    queryFn: ({ signal }) =>
      apiRequest(path(id ?? ''), { schema: customerGroupResponseSchema, language, base: 'admin', signal }),
    select: (response) => response.data,
    enabled: Boolean(id),
  });
}

export function useCustomerGroupMembers(id: string, state: MemberListState) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...keys.all, 'members', language, id, state],
    queryFn: ({ signal }) =>
      apiRequest(path(id, '/members'), {
        schema: customerGroupMemberListResponseSchema,
        language,
        base: 'admin',
        query: state,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Customers to push, found by the customers list's search (name, username or e-mail). */
export function useCustomerSearch(search: string, enabled: boolean) {
  const language = useLanguage();
  const query = { search, page: 1, limit: 20 };
  return useQuery({
    queryKey: [...keys.customers, 'group-picker', language, query],
    queryFn: ({ signal }) =>
      apiRequest('/customers', { schema: customerListResponseSchema, language, base: 'admin', query, signal }),
    select: (response) => response.data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useGroupMutation<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSaveCustomerGroup() {
  return useGroupMutation(({ id, body }: { id?: string | undefined; body: CustomerGroupBody }) =>
    apiRequest(id ? path(id) : '/customer-groups', {
      schema: customerGroupResponseSchema,
      base: 'admin',
      method: id ? 'PATCH' : 'POST',
      body,
    }),
  );
}

export function useDeleteCustomerGroup() {
  return useGroupMutation((id: string) =>
    apiRequest(path(id), { schema: z.unknown(), base: 'admin', method: 'DELETE' }),
  );
}

/** SPEC §7: /push adds customers to a group, /pull removes them. */
export function useChangeMembers(id: string) {
  return useGroupMutation(({ change, customers }: { change: 'push' | 'pull'; customers: CustomerRef[] }) =>
    apiRequest(path(id, `/${change}`), {
      schema: customerGroupResponseSchema,
      base: 'admin',
      method: 'POST',
      body: { customers },
    }),
  );
}
