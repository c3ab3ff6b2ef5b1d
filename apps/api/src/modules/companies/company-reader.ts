/**
 * What other modules may read or do of company accounts (DESIGN §API): the back office's customers
 * module lists, blocks and creates them through this surface, never through the repository.
 */
export { companyCustomerRows } from './company-repository.ts';
export { blockCompany, createAdministeredCompany, readVerifiedCompany, toCompanyUser } from './company-service.ts';
export type { CompanyRow } from './company-table.ts';
