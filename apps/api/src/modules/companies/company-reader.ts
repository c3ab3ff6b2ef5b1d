/**
 * What other modules may read or do of company accounts (DESIGN §API: a small public surface): who a
 * company customer is, for the back office's lists of orders and transactions; the customers module
 * lists, blocks and creates them through this surface, never through the repository.
 */
import type { ServiceContext } from '../../service-context.ts';
import { findCompanyContacts, findCompanyIdsMatching } from './company-repository.ts';

export { companyCustomerRows } from './company-repository.ts';
export { blockCompany, createAdministeredCompany, readVerifiedCompany, toCompanyUser } from './company-service.ts';
export type { CompanyRow } from './company-table.ts';

import type { Language } from '@iot/shared/languages';

/** Who a customer is, and the language their mails are written in. */
export type CustomerContact = { id: string; name: string; email: string; language: Language };

export async function readCompanyContacts(
  ctx: Pick<ServiceContext, 'db'>,
  ids: string[],
  options: { verifiedOnly?: boolean } = {},
): Promise<CustomerContact[]> {
  const rows = await findCompanyContacts(ctx.db, ids, options.verifiedOnly);
  return rows.map((row) => ({ id: row.id, name: row.companyName, email: row.email, language: row.language }));
}

/** The ids of the companies a back-office search names (name, username or e-mail), at most `limit`. */
export function findCompaniesMatching(ctx: ServiceContext, search: string, limit: number): Promise<string[]> {
  return findCompanyIdsMatching(ctx.db, search, limit);
}
