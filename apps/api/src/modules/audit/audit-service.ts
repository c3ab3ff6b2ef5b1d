import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditAdmin, AuditEntry, AuditEntrySummary, AuditLogQuery, AuditResource } from '@iot/shared/audit-log';
import { message } from '@iot/shared/validation-messages';
import { notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { readAdminIdentity } from '../admins/admin-reader.ts';
import { adminOf } from '../auth/guards.ts';
import { findAuditRow, insertAuditRow, isTransaction, listAuditAdmins, listAuditRows } from './audit-repository.ts';
import type { AuditLogRow } from './audit-table.ts';
import { auditSnapshots } from './audit-snapshot.ts';

/** Who writes and from where: the signed-in administrator, the client's address, the route. */
export type AuditActor = { adminId: string; ip: string; method: string; route: string };

/** What a write changed: whole snapshots; only the fields that differ are kept. */
export type AuditChange = {
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | null;
  before: unknown;
  after: unknown;
};

/** The actor of a back-office request; `request.ip` honours the configured trustProxy (DESIGN §Operations). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    adminId: adminOf(request).sub,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? request.url,
  };
}

/**
 * Writes one audit-log entry. It must run in the transaction of the change it records (DESIGN
 * §Operations), so that the change and its entry commit or roll back together: outside one it throws.
 */
export async function recordAudit(ctx: ServiceContext, actor: AuditActor, change: AuditChange): Promise<void> {
  if (!isTransaction(ctx.db)) throw new Error('recordAudit runs inside the transaction of the change it records');
  const identity = await readAdminIdentity(ctx, actor.adminId);
  const { before, after } = auditSnapshots(change.before, change.after);
  await insertAuditRow(ctx.db, {
    at: ctx.clock.now(),
    adminId: actor.adminId,
    adminName: identity?.name ?? null,
    adminEmail: identity?.email ?? null,
    ip: actor.ip,
    method: actor.method,
    route: actor.route,
    action: change.action,
    resource: change.resource,
    resourceId: change.resourceId,
    before,
    after,
  });
}

function summaryOf(row: AuditLogRow): AuditEntrySummary {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    admin: { _id: row.adminId, name: row.adminName, email: row.adminEmail },
    ip: row.ip,
    method: row.method,
    route: row.route,
    action: row.action,
    resource: row.resource,
    resourceId: row.resourceId,
    changedFields: [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])],
  };
}

export async function listAuditLog(ctx: ServiceContext, query: AuditLogQuery) {
  const { page, limit, ...filter } = query;
  const { rows, total } = await listAuditRows(ctx.db, { ...filter, offset: (page - 1) * limit, limit });
  return { data: rows.map(summaryOf), meta: { page, limit, total } };
}

export async function getAuditEntry(ctx: ServiceContext, id: string): Promise<AuditEntry> {
  const row = await findAuditRow(ctx.db, id);
  if (!row) throw notFound(message.notFound('Audit entry'));
  return { ...summaryOf(row), before: row.before, after: row.after };
}

export async function listAuditedAdmins(ctx: ServiceContext): Promise<AuditAdmin[]> {
  const rows = await listAuditAdmins(ctx.db);
  return rows.map((row) => ({ _id: row.adminId, name: row.adminName, email: row.adminEmail }));
}
