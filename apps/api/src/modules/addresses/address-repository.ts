import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Owner } from '../../db/owner-columns.ts';
import { addressesTable, type AddressRow } from './address-table.ts';

export type NewAddress = Omit<typeof addressesTable.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type AddressChanges = Partial<Omit<NewAddress, 'ownerKind' | 'ownerId'>>;

function ownedBy(owner: Owner): SQL {
  return and(eq(addressesTable.ownerKind, owner.kind), eq(addressesTable.ownerId, owner.id)) as SQL;
}

/**
 * Serialises the writes to one owner's address book until the transaction ends, so two requests
 * at once cannot both pass the limit or both become the first (default) address.
 */
export async function lockAddressBook(db: Database, owner: Owner): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${owner.kind}:${owner.id}`}, 0))`);
}

/** The default first, then the newest. */
export async function listAddressRows(db: Database, owner: Owner): Promise<AddressRow[]> {
  return db
    .select()
    .from(addressesTable)
    .where(ownedBy(owner))
    .orderBy(desc(addressesTable.isDefault), desc(addressesTable.createdAt), desc(addressesTable.id));
}

export async function countAddressRows(db: Database, owner: Owner): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(addressesTable).where(ownedBy(owner));
  return counted?.total ?? 0;
}

export async function findAddressRow(db: Database, owner: Owner, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addressesTable)
    .where(and(ownedBy(owner), eq(addressesTable.id, id)));
  return row;
}

export async function newestAddressRow(db: Database, owner: Owner): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addressesTable)
    .where(ownedBy(owner))
    .orderBy(desc(addressesTable.createdAt), desc(addressesTable.id))
    .limit(1);
  return row;
}

export async function insertAddressRow(db: Database, values: NewAddress): Promise<AddressRow> {
  const [row] = await db.insert(addressesTable).values(values).returning();
  if (!row) throw new Error('address insert returned no row');
  return row;
}

export async function updateAddressRow(
  db: Database,
  owner: Owner,
  id: string,
  changes: AddressChanges,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addressesTable)
    .set({ ...changes, updatedAt: now })
    .where(and(ownedBy(owner), eq(addressesTable.id, id)))
    .returning();
  return row;
}

/** Clears the owner's default flag (before another address takes it: the partial unique index allows one). */
export async function clearDefaultAddress(db: Database, owner: Owner, now: Date): Promise<void> {
  await db
    .update(addressesTable)
    .set({ isDefault: false, updatedAt: now })
    .where(and(ownedBy(owner), eq(addressesTable.isDefault, true)));
}

export async function deleteAddressRow(db: Database, owner: Owner, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addressesTable)
    .where(and(ownedBy(owner), eq(addressesTable.id, id)))
    .returning();
  return row;
}
