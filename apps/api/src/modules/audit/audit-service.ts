import type { FastifyRequest } from 'fastify';
import type {
  AuditAction,
  AuditAdmin,
  AuditEntry,
  AuditEntrySummary,
  AuditLogQuery,
  AuditResource,
} from '@iot/shared/audit-log';
import type { Language } from '@iot/shared/languages';
import { message } from '@iot/shared/validation-messages';
import { isTransaction } from '../../db/database.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { readAdminIdentity } from '../admins/admin-reader.ts';
import { adminOf } from '../auth/guards.ts';
import { findAuditRow, insertAuditRow, listAuditAdmins, listAuditRows } from './audit-repository.ts';
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

export type AuditedWrite<T, Id extends string | null = string> = {
  action: AuditAction;
  resource: AuditResource;
  /** The resource's id: from the URL, read from the write's result (a create), or null (the inventory as a whole). */
  id: Id | ((result: T) => Id);
  /**
   * The resource as the API shows it (its texts in the request's language), read in the write's
   * transaction before and after it; without one the write's result is the after snapshot.
   */
  snapshot?: (ctx: ServiceContext, id: NoInfer<Id>, language: Language) => Promise<unknown>;
};

/**
 * Runs a back-office write and records it in the audit log in one transaction (DESIGN §Operations):
 * the change and its entry commit together or not at all. `write` gets the transaction's context;
 * the service's own transactions become savepoints of this one, so it keeps its rules as written.
 * A write that calls an outside service between its transactions (accepting an order captures a
 * payment) cannot run inside one; it calls `recordAudit` in its own last transaction instead.
 */
export async function auditedWrite<T, Id extends string | null = string>(
  request: FastifyRequest,
  audit: AuditedWrite<T, Id>,
  write: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  const app = request.server;
  const actor = auditActorOf(request);
  return app.db.transaction(async (tx) => {
    const ctx = withDb(app, tx);
    const read = (id: Id) => audit.snapshot?.(ctx, id, request.language) ?? Promise.resolve(null);
    // A create has no before; a resource that is not there neither: the write answers 404 as it always did.
    const before =
      typeof audit.id === 'function'
        ? null
        : await read(audit.id).catch((error: unknown) => {
            if (error instanceof AppError && error.statusCode === 404) return null;
            throw error;
          });
    const result = await write(ctx);
    const resourceId = typeof audit.id === 'function' ? audit.id(result) : audit.id;
    const after = audit.action === 'delete' ? null : audit.snapshot ? await read(resourceId) : result;
    await recordAudit(ctx, actor, { action: audit.action, resource: audit.resource, resourceId, before, after });
    return result;
  });
}

/** The `_id` of a write's result (a created record), for `AuditedWrite.id`. */
export const createdId = (result: { _id: string }) => result._id;

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
