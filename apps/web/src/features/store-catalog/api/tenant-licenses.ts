import { useQuery } from '@tanstack/react-query';
import { customerLicenseListResponseSchema } from '@iot/shared/licenses';
import { apiRequest } from '../../../api/client.ts';
import { customerQueries, useCurrentCustomer } from '../../../api/auth/customer-session.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * The signed-in tenant user's tenant's licenses (GET /marketplace-customer/licenses), asked only
 * for a tenant user; kept under the session's key so signing out forgets them.
 */
export function useTenantLicenses() {
  const language = useLanguage();
  const customer = useCurrentCustomer();
  const isTenantUser = Boolean(customer.data?.tenant);
  const licenses = useQuery({
    queryKey: [...customerQueries.all, 'licenses', language],
    queryFn: ({ signal }) =>
      apiRequest('/licenses', { schema: customerLicenseListResponseSchema, base: 'customer', language, signal }),
    select: (response) => response.data,
    enabled: customer.signedIn && isTenantUser,
  });
  return { licenses, tenant: customer.data?.tenant ?? null, shown: customer.signedIn && isTenantUser };
}
