import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditAdminsResponseSchema,
  auditEntryResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
} from '@iot/shared/audit-log';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import { requireAdmin } from '../auth/guards.ts';
import { getAuditEntry, listAuditedAdmins, listAuditLog } from './audit-service.ts';

const tags = ['audit-log'];
const security = [{ adminBearer: [] }];

/**
 * The audit log, read-only (DESIGN §Operations): entries are written only beside the changes they
 * record, and no route changes or deletes one.
 */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/audit-log', {
    schema: {
      tags,
      security,
      'x-permission': 'audit-log:read',
      summary: 'Back-office writes, newest first, by administrator, resource and time',
      operationId: 'listAdminAuditLog',
      description:
        'Pages through the entries every back-office write leaves (who, when, what, from which address), filtered by administrator, resource type and a time range; the list carries no before/after values.',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listAuditLog(app, request.query),
  });

  app.get('/audit-log/admins', {
    schema: {
      tags,
      security,
      'x-permission': 'audit-log:read',
      summary: 'Every administrator with an entry in the audit log (the person filter)',
      operationId: 'listAdminAuditLogAdmins',
      description:
        'Names every administrator who has an entry, as recorded at the time (accounts deleted since included), for the log’s person filter.',
      response: { 200: auditAdminsResponseSchema, ...adminErrorResponses },
    },
    handler: async () => ({ data: await listAuditedAdmins(app) }),
  });

  app.get('/audit-log/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'audit-log:read',
      summary: 'One audit-log entry with the changed fields before and after',
      operationId: 'getAdminAuditLogEntry',
      description:
        'Reads one entry with the fields the write changed, before and after (sensitive fields are never stored); entries cannot be changed or deleted.',
      params: idParams,
      response: { 200: auditEntryResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await getAuditEntry(app, request.params.id) }),
  });
};
