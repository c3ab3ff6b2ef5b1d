import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@iot/shared/audit-log';
import type { Database } from '../../db/database.ts';
import { auditLogTable, type AuditLogInsert, type AuditLogRow } from './audit-table.ts';

export async function insertAuditRow(db: Database, values: AuditLogInsert): Promise<AuditLogRow> {
  const [row] = await db.insert(auditLogTable).values(values).returning();
  if (!row) throw new Error('audit insert returned no row');
  return row;
}

export type AuditFilter = Omit<AuditLogQuery, 'page' | 'limit'> & { offset: number; limit: number };

const sortColumns = { at: auditLogTable.at, resource: auditLogTable.resource, action: auditLogTable.action };

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.adminId) parts.push(eq(auditLogTable.adminId, filter.adminId));
  if (filter.resource) parts.push(eq(auditLogTable.resource, filter.resource));
  if (filter.from) parts.push(gte(auditLogTable.at, new Date(filter.from)));
  if (filter.to) parts.push(lte(auditLogTable.at, new Date(filter.to)));
  return parts.length ? and(...parts) : undefined;
}

export async function listAuditRows(
  db: Database,
  filter: AuditFilter,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = conditions(filter);
  const direction = filter.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(auditLogTable)
    .where(where)
    // The newest first within a sort key; the id keeps pages apart when times are equal.
    .orderBy(direction(sortColumns[filter.sort]), desc(auditLogTable.at), desc(auditLogTable.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(auditLogTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findAuditRow(db: Database, id: string): Promise<AuditLogRow | undefined> {
  const [row] = await db.select().from(auditLogTable).where(eq(auditLogTable.id, id));
  return row;
}

/** Each administrator with an entry, with the name and e-mail of their latest one. */
export async function listAuditAdmins(
  db: Database,
): Promise<{ adminId: string; adminName: string | null; adminEmail: string | null }[]> {
  return db
    .selectDistinctOn([auditLogTable.adminId], {
      adminId: auditLogTable.adminId,
      adminName: auditLogTable.adminName,
      adminEmail: auditLogTable.adminEmail,
    })
    .from(auditLogTable)
    .orderBy(auditLogTable.adminId, desc(auditLogTable.at))
    .then((rows) =>
      rows.sort((a, b) =>
        (a.adminName ?? a.adminEmail ?? a.adminId).localeCompare(b.adminName ?? b.adminEmail ?? b.adminId),
      ),
    );
}
