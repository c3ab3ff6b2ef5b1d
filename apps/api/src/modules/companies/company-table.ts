import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accountColumns, lower, marketplaceProfileColumns } from '../../db/columns.ts';

/**
 * Company (root) customers. A registration stays unverified until its e-mailed code is entered;
 * a username is reserved only once verified, so an abandoned registration blocks nobody.
 */
export const companiesTable = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...accountColumns(),
    ...marketplaceProfileColumns(),
    companyName: text('company_name').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('companies_email_unique').on(lower(table.email)),
    uniqueIndex('companies_username_unique')
      .on(lower(table.username))
      .where(sql`${table.verifiedAt} is not null`),
  ],
);
export type CompanyRow = typeof companiesTable.$inferSelect;
