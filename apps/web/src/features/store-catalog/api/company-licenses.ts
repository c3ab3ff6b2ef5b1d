import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerLicenseListResponseSchema,
  customerLicenseResponseSchema,
  licenseMemberListResponseSchema,
} from '@iot/shared/licenses';
import { apiRequest } from '../../../api/client.ts';
import { customerQueries, useCurrentCustomer } from '../../../api/auth/customer-session.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Kept under the session's key, so signing out forgets them. */
const companyLicenseQueries = {
  all: [...customerQueries.all, 'company-licenses'] as const,
  list: (language: string) => [...companyLicenseQueries.all, 'list', language] as const,
  members: () => [...companyLicenseQueries.all, 'members'] as const,
};

/** A signed-in company account (a root user has no tenant). */
export function useIsCompany() {
  const customer = useCurrentCustomer();
  return customer.signedIn && Boolean(customer.data) && !customer.data?.tenant;
}

/** GET /marketplace-customer/licenses for a company: the licenses it holds, with their seats' holders. */
export function useCompanyLicenses() {
  const language = useLanguage();
  const isCompany = useIsCompany();
  const licenses = useQuery({
    queryKey: companyLicenseQueries.list(language),
    queryFn: ({ signal }) =>
      apiRequest('/licenses', { schema: customerLicenseListResponseSchema, base: 'customer', language, signal }),
    select: (response) => response.data,
    enabled: isCompany,
  });
  return { licenses, shown: isCompany };
}

/** The users of the company's tenants, who may hold its seats; asked once a license has a seat free. */
export function useCompanyLicenseMembers(enabled: boolean) {
  return useQuery({
    queryKey: companyLicenseQueries.members(),
    queryFn: ({ signal }) =>
      apiRequest('/licenses/members', { schema: licenseMemberListResponseSchema, base: 'customer', signal }),
    select: (response) => response.data,
    enabled,
  });
}

export function useGiveCompanySeat(licenseId: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest(`/licenses/${licenseId}/assignments`, {
        schema: customerLicenseResponseSchema,
        base: 'customer',
        method: 'POST',
        body: { userId },
        language,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyLicenseQueries.all }),
  });
}

export function useTakeBackCompanySeat(licenseId: string) {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      apiRequest(`/licenses/${licenseId}/assignments/${assignmentId}`, {
        schema: customerLicenseResponseSchema,
        base: 'customer',
        method: 'DELETE',
        language,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyLicenseQueries.all }),
  });
}
