import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { licenseNearlyUsedShare, type LicenseStatus } from '@iot/shared/licenses';
import type { Database } from '../../db/database.ts';
import { containsPattern } from '../../db/columns.ts';
import {
  licenseAllocationsTable as allocations,
  licenseAssignmentsTable as assignments,
  licenseEventsTable as events,
  type LicenseAllocationInsert,
  type LicenseAllocationRow,
  type LicenseAssignmentRow,
  type LicenseEventInsert,
  type LicenseEventRow,
} from './license-table.ts';

export type AllocationFilter = {
  status?: LicenseStatus | undefined;
  tenantId?: string | undefined;
  companyId?: string | undefined;
  /** Matches the product's name or code, or one of these tenants or companies. */
  search?: { text: string; tenantIds: string[]; companyIds: string[] } | undefined;
  nearlyUsedUp?: boolean | undefined;
};

/** Active and not past its expiry, as of `now`. */
function statusIs(status: LicenseStatus, now: Date): SQL | undefined {
  if (status === 'expired') return and(eq(allocations.status, 'active'), lte(allocations.expiresAt, now));
  if (status === 'active') return and(eq(allocations.status, 'active'), gt(allocations.expiresAt, now));
  return eq(allocations.status, status);
}

/** At least the nearly-used share of its seats assigned, and still usable. */
export function nearlyUsedUp(now: Date): SQL | undefined {
  return and(
    statusIs('active', now),
    sql`${allocations.seatsUsed} >= ceil(${allocations.seats} * ${licenseNearlyUsedShare}::numeric)`,
  );
}

function whereOf(filter: AllocationFilter, now: Date): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search.text) : undefined;
  return and(
    filter.status ? statusIs(filter.status, now) : undefined,
    filter.tenantId ? eq(allocations.tenantId, filter.tenantId) : undefined,
    filter.companyId ? eq(allocations.companyId, filter.companyId) : undefined,
    filter.nearlyUsedUp ? nearlyUsedUp(now) : undefined,
    pattern
      ? or(
          sql`${allocations.productName} ilike ${pattern}`,
          sql`${allocations.productCode} ilike ${pattern}`,
          filter.search?.tenantIds.length ? inArray(allocations.tenantId, filter.search.tenantIds) : undefined,
          filter.search?.companyIds.length ? inArray(allocations.companyId, filter.search.companyIds) : undefined,
        )
      : undefined,
  );
}

/** A page of allocations, newest first. */
export async function listAllocationRows(
  db: Database,
  filter: AllocationFilter,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ rows: LicenseAllocationRow[]; total: number }> {
  const where = whereOf(filter, now);
  const rows = await db
    .select()
    .from(allocations)
    .where(where)
    .orderBy(desc(allocations.createdAt), asc(allocations.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ total: count() }).from(allocations).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function countAllocations(db: Database, filter: AllocationFilter, now: Date): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(allocations).where(whereOf(filter, now));
  return counted?.total ?? 0;
}

/** Every allocation of a tenant or a company, newest first (a holder holds a handful). */
export function findHolderAllocationRows(
  db: Database,
  holder: { tenantId: string } | { companyId: string },
): Promise<LicenseAllocationRow[]> {
  return db
    .select()
    .from(allocations)
    .where(
      'tenantId' in holder ? eq(allocations.tenantId, holder.tenantId) : eq(allocations.companyId, holder.companyId),
    )
    .orderBy(desc(allocations.createdAt), asc(allocations.id));
}

/** Allocations held by a company of which the tenant user holds a seat. */
export function findCompanyAllocationRowsAssignedTo(
  db: Database,
  tenantUserId: string,
): Promise<LicenseAllocationRow[]> {
  return db
    .select({ allocation: allocations })
    .from(allocations)
    .innerJoin(assignments, eq(assignments.allocationId, allocations.id))
    .where(and(eq(assignments.tenantUserId, tenantUserId), isNotNull(allocations.companyId)))
    .orderBy(desc(allocations.createdAt), asc(allocations.id))
    .then((rows) => rows.map((row) => row.allocation));
}

export async function findAllocationRow(db: Database, id: string): Promise<LicenseAllocationRow | undefined> {
  const [row] = await db.select().from(allocations).where(eq(allocations.id, id));
  return row;
}

/** In the caller's transaction: the allocation, locked until it ends. */
export async function lockAllocationRow(db: Database, id: string): Promise<LicenseAllocationRow | undefined> {
  const [row] = await db.select().from(allocations).where(eq(allocations.id, id)).for('update');
  return row;
}

/** The new allocations; an order line that already has one is skipped (the unique index decides). */
export async function insertAllocationRows(
  db: Database,
  rows: LicenseAllocationInsert[],
): Promise<LicenseAllocationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(allocations).values(rows).onConflictDoNothing({ target: allocations.orderLineId }).returning();
}

/**
 * Takes one seat if one is free and the allocation is usable as of `now` (active, not expired): a
 * conditional update, so parallel assignments can never pass the seats allocated.
 */
export async function takeSeat(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(allocations)
    .set({ seatsUsed: sql`${allocations.seatsUsed} + 1`, updatedAt: now })
    .where(
      and(
        eq(allocations.id, id),
        eq(allocations.status, 'active'),
        gt(allocations.expiresAt, now),
        sql`${allocations.seatsUsed} < ${allocations.seats}`,
      ),
    )
    .returning({ id: allocations.id });
  return rows.length > 0;
}

export async function releaseSeat(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(allocations)
    .set({ seatsUsed: sql`${allocations.seatsUsed} - 1`, updatedAt: now })
    .where(and(eq(allocations.id, id), gt(allocations.seatsUsed, 0)));
}

/** Moves the allocation to `to` only while it still has one of `from` (a conditional update). */
export async function moveAllocationStatus(
  db: Database,
  id: string,
  from: readonly LicenseAllocationRow['status'][],
  changes: { status?: LicenseAllocationRow['status']; expiresAt?: Date },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(allocations)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(allocations.id, id), inArray(allocations.status, [...from])))
    .returning({ id: allocations.id });
  return rows.length > 0;
}

/**
 * Moves every allocation of the order that still has one of `from` to `status` (a conditional
 * update); answers the ids of those it moved.
 */
export async function moveOrderAllocationsStatus(
  db: Database,
  orderId: string,
  from: readonly LicenseAllocationRow['status'][],
  status: LicenseAllocationRow['status'],
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(allocations)
    .set({ status, updatedAt: now })
    .where(and(eq(allocations.orderId, orderId), inArray(allocations.status, [...from])))
    .returning({ id: allocations.id });
  return rows.map((row) => row.id);
}

/** undefined when the user already holds a seat of the allocation. */
export async function insertAssignmentRow(
  db: Database,
  row: { allocationId: string; tenantUserId: string; assignedAt: Date },
): Promise<LicenseAssignmentRow | undefined> {
  const [inserted] = await db.insert(assignments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function deleteAssignmentRow(
  db: Database,
  allocationId: string,
  assignmentId: string,
): Promise<LicenseAssignmentRow | undefined> {
  const [deleted] = await db
    .delete(assignments)
    .where(and(eq(assignments.allocationId, allocationId), eq(assignments.id, assignmentId)))
    .returning();
  return deleted;
}

export function findAssignmentRows(db: Database, allocationIds: string[]): Promise<LicenseAssignmentRow[]> {
  if (allocationIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(assignments)
    .where(inArray(assignments.allocationId, allocationIds))
    .orderBy(asc(assignments.assignedAt), asc(assignments.id));
}

export async function insertEventRows(db: Database, rows: LicenseEventInsert[]): Promise<void> {
  if (rows.length) await db.insert(events).values(rows);
}

export function findEventRows(db: Database, allocationId: string): Promise<LicenseEventRow[]> {
  return db
    .select()
    .from(events)
    .where(eq(events.allocationId, allocationId))
    .orderBy(desc(events.createdAt), desc(events.id));
}
