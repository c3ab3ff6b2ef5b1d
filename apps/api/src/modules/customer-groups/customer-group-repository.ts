import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { containsPattern, lower } from '../../db/columns.ts';
import type { Owner } from '../../db/owner-columns.ts';
import { customerGroupMembersTable, customerGroupsTable, type CustomerGroupRow } from './customer-group-table.ts';

export type CustomerGroupWithCount = CustomerGroupRow & { membersCount: number };

export async function findGroupIdsOfOwner(db: Database, owner: Owner): Promise<string[]> {
  const rows = await db
    .select({ groupId: customerGroupMembersTable.groupId })
    .from(customerGroupMembersTable)
    .where(and(eq(customerGroupMembersTable.ownerKind, owner.kind), eq(customerGroupMembersTable.ownerId, owner.id)));
  return rows.map((row) => row.groupId);
}

const membersCount =
  sql<number>`(select count(*) from ${customerGroupMembersTable} where ${customerGroupMembersTable.groupId} = ${customerGroupsTable.id})`
    .mapWith(Number)
    .as('members_count');

function selectGroups(db: Database) {
  return db
    .select({
      id: customerGroupsTable.id,
      name: customerGroupsTable.name,
      description: customerGroupsTable.description,
      createdAt: customerGroupsTable.createdAt,
      updatedAt: customerGroupsTable.updatedAt,
      membersCount,
    })
    .from(customerGroupsTable);
}

/** A page of groups, newest first; `search` matches the name or the description. */
export async function listGroupRows(
  db: Database,
  options: { search?: string | undefined; offset: number; limit: number },
): Promise<{ rows: CustomerGroupWithCount[]; total: number }> {
  const pattern = options.search ? containsPattern(options.search) : undefined;
  const where: SQL | undefined = pattern
    ? or(sql`${customerGroupsTable.name} ilike ${pattern}`, sql`${customerGroupsTable.description} ilike ${pattern}`)
    : undefined;
  const rows = await selectGroups(db)
    .where(where)
    .orderBy(desc(customerGroupsTable.createdAt), asc(customerGroupsTable.id))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(customerGroupsTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findGroupRow(db: Database, id: string): Promise<CustomerGroupWithCount | undefined> {
  const [row] = await selectGroups(db).where(eq(customerGroupsTable.id, id));
  return row;
}

/** Locks the group row so pushes, pulls, edits and deletes of one group queue up. */
export async function lockGroupRow(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: customerGroupsTable.id })
    .from(customerGroupsTable)
    .where(eq(customerGroupsTable.id, id))
    .for('update');
  return rows.length > 0;
}

/** Whether another group (not `exceptId`) already has this name, whatever its case. */
export async function isGroupNameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: customerGroupsTable.id })
    .from(customerGroupsTable)
    .where(
      and(
        eq(lower(customerGroupsTable.name), name.toLowerCase()),
        exceptId ? ne(customerGroupsTable.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertGroupRow(
  db: Database,
  values: { name: string; description: string | null },
): Promise<string> {
  const [row] = await db.insert(customerGroupsTable).values(values).returning({ id: customerGroupsTable.id });
  if (!row) throw new Error('customer group insert returned no row');
  return row.id;
}

export async function updateGroupRow(
  db: Database,
  id: string,
  values: { name?: string; description?: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(customerGroupsTable)
    .set({ ...values, updatedAt: now })
    .where(eq(customerGroupsTable.id, id));
}

export async function deleteGroupRow(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(customerGroupsTable)
    .where(eq(customerGroupsTable.id, id))
    .returning({ id: customerGroupsTable.id });
  return rows.length > 0;
}

/** A page of a group's members, latest added first. */
export async function listMemberRows(db: Database, groupId: string, options: { offset: number; limit: number }) {
  const where = eq(customerGroupMembersTable.groupId, groupId);
  const rows = await db
    .select({
      kind: customerGroupMembersTable.ownerKind,
      id: customerGroupMembersTable.ownerId,
      addedAt: customerGroupMembersTable.addedAt,
    })
    .from(customerGroupMembersTable)
    .where(where)
    .orderBy(desc(customerGroupMembersTable.addedAt), asc(customerGroupMembersTable.ownerId))
    .limit(options.limit)
    .offset(options.offset);
  const [counted] = await db.select({ total: count() }).from(customerGroupMembersTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Adds owners to the group; those already in it keep their row (and the date they were added). */
export async function addMembers(db: Database, groupId: string, owners: Owner[], now: Date): Promise<void> {
  if (owners.length === 0) return;
  await db
    .insert(customerGroupMembersTable)
    .values(owners.map((owner) => ({ groupId, ownerKind: owner.kind, ownerId: owner.id, addedAt: now })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Database, groupId: string, owners: Owner[]): Promise<void> {
  if (owners.length === 0) return;
  await db
    .delete(customerGroupMembersTable)
    .where(
      and(
        eq(customerGroupMembersTable.groupId, groupId),
        or(
          ...owners.map((owner) =>
            and(eq(customerGroupMembersTable.ownerKind, owner.kind), eq(customerGroupMembersTable.ownerId, owner.id)),
          ),
        ),
      ),
    );
}
