import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadCompanyClaims } from '../companies/company-service.ts';
import { loadTenantUserClaims } from '../tenants/tenant-user-service.ts';
import { sessionRoutes } from './session-routes.ts';
import type { ClaimsLoader } from './sign-in-service.ts';

const loadCustomerClaims: ClaimsLoader = (context, subject) =>
  subject.kind === 'company'
    ? loadCompanyClaims(context, subject)
    : subject.kind === 'tenant-user'
      ? loadTenantUserClaims(context, subject)
      : Promise.resolve(undefined);

/** Refresh and logout for companies and tenant users, under /marketplace-customer. */
export const customerSessionRoutes: FastifyPluginAsyncZod = sessionRoutes({
  realm: 'customer',
  tag: 'customer auth',
  refreshPaths: [
    { path: '/auth/refresh', operationId: 'refreshCustomerSession' },
    { path: '/tenant-management/users/refresh', operationId: 'refreshTenantManagementUserSession' },
  ],
  logoutPaths: [{ path: '/auth/logout', operationId: 'signOutCustomer' }],
  loadClaims: loadCustomerClaims,
});
