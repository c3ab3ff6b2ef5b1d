import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@iot/shared/languages';
import {
  staffListResponseSchema,
  staffMemberResponseSchema,
  type StaffInviteBody,
  type StaffListQuery,
  type StaffRole,
} from '@iot/shared/staff-roles';
import { apiRequest } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const cmsStaffKeys = {
  all: ['cms-staff'] as const,
  list: (language: Language, state: StaffListQuery) => [...cmsStaffKeys.all, 'list', language, state] as const,
};

/** The administrators queries, shared by the hooks and the CMS route loaders (DESIGN §Web). */
export const cmsStaffQueries = {
  list: (language: Language, state: StaffListQuery) =>
    queryOptions({
      queryKey: cmsStaffKeys.list(language, state),
      queryFn: ({ signal }) =>
        apiRequest('/admins/admins', {
          schema: staffListResponseSchema,
          language,
          base: 'admin',
          query: state,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};

export function useCmsStaff(state: StaffListQuery) {
  return useQuery(cmsStaffQueries.list(useLanguage(), state));
}

/** An administrator as the client holds it (`_id` mapped to `id`). */
export type StaffRow = NonNullable<ReturnType<typeof useCmsStaff>['data']>['data'][number];

export function useInviteStaffMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) =>
      apiRequest('/admins/admins', { schema: staffMemberResponseSchema, base: 'admin', method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsStaffKeys.all }),
  });
}

type AccessChange = { id: string } & ({ role: StaffRole } | { status: 'active' | 'deactivated' });

/** PATCH …/role or …/status: the administrator's sessions end on the server. */
export function useChangeStaffAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: AccessChange) =>
      apiRequest(`/admins/admins/${encodeURIComponent(id)}/${'role' in change ? 'role' : 'status'}`, {
        schema: staffMemberResponseSchema,
        base: 'admin',
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsStaffKeys.all }),
  });
}
