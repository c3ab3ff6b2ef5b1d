import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminProfileResponseSchema,
  adminSignInResponseSchema,
  captchaHeader,
  type cmsSignInBodySchema,
} from '@iot/shared/auth';
import { isStaffRole, roleAllows, type StaffArea, type StaffPermission } from '@iot/shared/staff-roles';
import { apiRequest } from '../client.ts';
import { useSessionLogout } from './session-logout.ts';
import { storeTokens, useAccessToken } from './token-store.ts';

export const adminQueries = {
  all: ['admin-session'] as const,
  profile: () =>
    queryOptions({
      queryKey: [...adminQueries.all, 'profile'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admins/admins/myProfile', { schema: adminProfileResponseSchema, base: 'admin', signal }),
      select: (response) => response.data,
    }),
};

/** The signed-in administrator; only asked while a CMS token is held. */
export function useAdminProfile() {
  const token = useAccessToken('cms');
  return useQuery({ ...adminQueries.profile(), enabled: Boolean(token) });
}

/**
 * Whether the signed-in administrator's role allows a permission (DESIGN §Operations: the back
 * office shows only what a role allows), from the table the API enforces. Nothing is allowed
 * until the profile has loaded.
 */
export function useStaffAccess(): (permission: StaffPermission) => boolean {
  const role = useAdminProfile().data?.roles.find(isStaffRole);
  return (permission) => role !== undefined && roleAllows(role, permission);
}

/**
 * Whether the administrator may change what an area holds. A role that may only read sees the
 * same screens without the controls that would change them: a control that leads to a 403 is a
 * bug (DESIGN §Operations).
 */
export function useCanWrite(area: StaffArea): boolean {
  return useStaffAccess()(`${area}:write`);
}

/** SPEC §4 CMS auth: sign-in stores both CMS tokens; the caller then goes to the products page. */
export function useAdminSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, captcha }: { body: z.output<typeof cmsSignInBodySchema>; captcha: string }) =>
      apiRequest('/admins/auth/signin', {
        schema: adminSignInResponseSchema,
        base: 'admin',
        method: 'POST',
        body,
        headers: { [captchaHeader]: captcha },
      }),
    onSuccess: ({ data }) => {
      storeTokens('cms', data);
      queryClient.setQueryData(adminQueries.profile().queryKey, { data: data.user });
    },
  });
}

export function useAdminLogout() {
  return useSessionLogout('cms', adminQueries.all);
}
