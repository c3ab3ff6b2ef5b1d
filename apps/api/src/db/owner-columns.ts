import { text, uuid } from 'drizzle-orm/pg-core';
import type { CustomerKind } from '@iot/shared/admin-orders';

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

/** The back office names owners by SPEC's account kinds (`root` company, `tenant` user): one mapping both ways. */
const ownerKindByCustomerKind = { root: 'company', tenant: 'tenant-user' } as const satisfies Record<
  CustomerKind,
  OwnerKind
>;

export function ownerOfCustomer(kind: CustomerKind, id: string): Owner {
  return { kind: ownerKindByCustomerKind[kind], id };
}

export function customerKindOf(kind: OwnerKind): CustomerKind {
  return kind === 'company' ? 'root' : 'tenant';
}
