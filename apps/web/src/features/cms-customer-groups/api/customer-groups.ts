import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { customerListResponseSchema } from '@iot/shared/admin-customers';
import {
  customerGroupListResponseSchema,
  type customerGroupListQuerySchema,
  type customerGroupMemberListQuerySchema,
  customerGroupMemberListResponseSchema,
  customerGroupResponseSchema,
  type CustomerGroupBody,
  type CustomerRef,
} from '@iot/shared/customer-groups';
import type { Language } from '@iot/shared/languages';
import type { z } from 'zod';
import { apiRequest, unreadAnswer } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export type GroupListState = z.output<typeof customerGroupListQuerySchema>;
export type MemberListState = z.output<typeof customerGroupMemberListQuerySchema>;

const keys = {
  all: ['cms-customer-groups'] as const,
  customers: ['cms-customers'] as const,
};

const path = (id: string, rest = '') => `/customer-groups/${encodeURIComponent(id)}${rest}`;

/** The customer groups queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsCustomerGroupQueries = {
  /** SPEC §7 admin GET /customer-groups. */
  list: (language: Language, state: GroupListState) =>
    queryOptions({
      queryKey: [...keys.all, 'list', language, state] as const,
      queryFn: ({ signal }) =>
        apiRequest('/customer-groups', {
          schema: customerGroupListResponseSchema,
          language,
          base: 'admin',
          query: state,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  detail: (language: Language, id: string) =>
    queryOptions({
      queryKey: [...keys.all, 'one', language, id] as const,
      queryFn: ({ signal }) =>
        apiRequest(path(id), { schema: customerGroupResponseSchema, language, base: 'admin', signal }),
      select: (response) => response.data,
    }),
  members: (language: Language, id: string, state: MemberListState) =>
    queryOptions({
      queryKey: [...keys.all, 'members', language, id, state] as const,
      queryFn: ({ signal }) =>
        apiRequest(path(id, '/members'), {
          schema: customerGroupMemberListResponseSchema,
          language,
          base: 'admin',
          query: state,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useCustomerGroups(state: GroupListState) {
  return useQuery(cmsCustomerGroupQueries.list(useLanguage(), state));
}

export function useCustomerGroup(id: string | undefined) {
  return useQuery({ ...cmsCustomerGroupQueries.detail(useLanguage(), id ?? ''), enabled: Boolean(id) });
}

export function useCustomerGroupMembers(id: string, state: MemberListState) {
  return useQuery(cmsCustomerGroupQueries.members(useLanguage(), id, state));
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
    apiRequest(path(id), { schema: unreadAnswer, base: 'admin', method: 'DELETE' }),
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
