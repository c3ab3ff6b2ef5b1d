import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditResource } from '@iot/shared/audit-log';
import type { Language } from '@iot/shared/languages';
import { AppError } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { auditActorOf, recordAudit } from './audit-service.ts';

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
