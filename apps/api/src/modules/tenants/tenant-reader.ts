/**
 * What other modules may read or do of tenant users (DESIGN §API): the back office's customers
 * module lists and blocks them through this surface, never through the repository.
 */
export { tenantUserCustomerRows } from './tenant-repository.ts';
export { blockTenantUser, readTenantUserWithTenant } from './tenant-user-service.ts';
