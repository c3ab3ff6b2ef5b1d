import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { Owner } from '../../db/owner-columns.ts';
import { customerGroupMembersTable } from './customer-group-table.ts';

export async function findGroupIdsOfOwner(db: Database, owner: Owner): Promise<string[]> {
  const rows = await db
    .select({ groupId: customerGroupMembersTable.groupId })
    .from(customerGroupMembersTable)
    .where(and(eq(customerGroupMembersTable.ownerKind, owner.kind), eq(customerGroupMembersTable.ownerId, owner.id)));
  return rows.map((row) => row.groupId);
}
