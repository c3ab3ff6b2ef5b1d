import { text, uuid } from 'drizzle-orm/pg-core';

/** Which marketplace user a record belongs to (SPEC §6: a root user, a company, or a tenant user). */
export type OwnerKind = 'company' | 'tenant-user';
export type Owner = { kind: OwnerKind; id: string };

/** A customer's own records (addresses, payment methods, orders): only their owner ever reads them (DESIGN §API). */
export function ownerColumns() {
  return {
    ownerKind: text('owner_kind').$type<OwnerKind>().notNull(),
    ownerId: uuid('owner_id').notNull(),
  };
}
