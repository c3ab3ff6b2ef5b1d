import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Owner } from '../../db/owner-columns.ts';
import type { PaymentDriver } from '../payments/payment-provider.ts';
import { paymentCustomersTable, paymentMethodsTable, type PaymentMethodRow } from './payment-method-table.ts';

export type NewPaymentMethod = Omit<typeof paymentMethodsTable.$inferInsert, 'id' | 'createdAt'>;

function ownedBy(owner: Owner): SQL {
  return and(eq(paymentMethodsTable.ownerKind, owner.kind), eq(paymentMethodsTable.ownerId, owner.id)) as SQL;
}

/** Bank accounts, and the cards the running provider saved: another driver's references mean nothing to it. */
function usableWith(driver: PaymentDriver): SQL {
  return or(eq(paymentMethodsTable.kind, 'bank-account'), eq(paymentMethodsTable.driver, driver)) as SQL;
}

export async function listPaymentMethodRows(
  db: Database,
  owner: Owner,
  driver: PaymentDriver,
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethodsTable)
    .where(and(ownedBy(owner), usableWith(driver)))
    .orderBy(desc(paymentMethodsTable.createdAt), desc(paymentMethodsTable.id));
}

export async function findPaymentMethodRow(
  db: Database,
  owner: Owner,
  id: string,
  driver: PaymentDriver,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethodsTable)
    .where(and(ownedBy(owner), usableWith(driver), eq(paymentMethodsTable.id, id)));
  return row;
}

/** The owner's card with this provider reference, if it is saved already. */
export async function findCardRow(
  db: Database,
  owner: Owner,
  driver: PaymentDriver,
  providerRef: string,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethodsTable)
    .where(
      and(
        ownedBy(owner),
        eq(paymentMethodsTable.kind, 'card'),
        eq(paymentMethodsTable.driver, driver),
        eq(paymentMethodsTable.providerRef, providerRef),
      ),
    );
  return row;
}

export async function insertPaymentMethodRow(db: Database, values: NewPaymentMethod): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethodsTable).values(values).returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

export async function deletePaymentMethodRow(
  db: Database,
  owner: Owner,
  id: string,
  driver: PaymentDriver,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .delete(paymentMethodsTable)
    .where(and(ownedBy(owner), usableWith(driver), eq(paymentMethodsTable.id, id)))
    .returning();
  return row;
}

export async function findPaymentCustomerId(
  db: Database,
  owner: Owner,
  driver: PaymentDriver,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentCustomersTable.providerCustomerId })
    .from(paymentCustomersTable)
    .where(
      and(
        eq(paymentCustomersTable.ownerKind, owner.kind),
        eq(paymentCustomersTable.ownerId, owner.id),
        eq(paymentCustomersTable.driver, driver),
      ),
    );
  return row?.id;
}

/** Records the provider's customer unless another request recorded one first (the unique index decides). */
export async function insertPaymentCustomer(
  db: Database,
  owner: Owner,
  driver: PaymentDriver,
  providerCustomerId: string,
): Promise<void> {
  await db
    .insert(paymentCustomersTable)
    .values({ ownerKind: owner.kind, ownerId: owner.id, driver, providerCustomerId })
    .onConflictDoNothing();
}
