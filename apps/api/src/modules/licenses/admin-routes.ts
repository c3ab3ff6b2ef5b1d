import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  licenseActionBodySchema,
  licenseAllocationBodySchema,
  licenseAllocationListQuerySchema,
  licenseAllocationListResponseSchema,
  licenseAllocationResponseSchema,
  licenseAssignmentBodySchema,
} from '@iot/shared/licenses';
import { serverMessages } from '@iot/shared/server-messages';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import {
  applyAllocationAction,
  assignSeat,
  createAllocation,
  getAllocation,
  listAllocations,
  unassignSeat,
  type LicenseActor,
} from './license-service.ts';

const tags = ['licenses'];
const security = [{ adminBearer: [] }];
const resource = 'license-allocations';
/** What the audit log keeps of an allocation: its fields and assignments; its history is a log of its own. */
const snapshot = async (ctx: ServiceContext, id: string, language: Language) => {
  const { history: _history, ...allocation } = await getAllocation(ctx, id, language);
  return allocation;
};
const errors = { ...adminErrorResponses, 409: errorEnvelopeSchema };
const assignmentParams = idParams.extend({ assignmentId: z.uuid({ error: serverMessages.invalidId }) });

const actorOf = (request: FastifyRequest): LicenseActor => ({ kind: 'admin', id: adminOf(request).sub });

/** SPEC §7 admin `license-allocation`: the entitlement ledger behind /cms/licenses. */
export const licenseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/license-allocation', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:read',
      summary:
        'Allocations, newest first: status, tenant or company, search (holder, product name or code), nearly used up',
      operationId: 'listAdminLicenseAllocations',
      description:
        'A page of license allocations, newest first, filtered by status, holder (a tenant or a company), a search over the holder’s name or the product’s name or code, and those nearly used up.',
      querystring: licenseAllocationListQuerySchema,
      response: { 200: licenseAllocationListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listAllocations(app, request.query, request.language),
  });
  app.post('/license-allocation', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Allocate seats of a subscription product to a tenant or a company for a period',
      operationId: 'createAdminLicenseAllocation',
      description:
        'Allocates a number of seats of a subscription product for a period to one holder, a tenant (tenantId) or a company (companyId), never both; the allocation starts active.',
      body: licenseAllocationBodySchema,
      response: { 201: licenseAllocationResponseSchema, ...adminErrorResponses },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(request, { action: 'create', resource, id: createdId, snapshot }, (ctx) =>
        createAllocation(ctx, request.body, actorOf(request), request.language),
      );
      return reply.status(201).send({ data });
    },
  });
  app.get('/license-allocation/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:read',
      summary: 'One allocation with its seats, assignments and history',
      operationId: 'getAdminLicenseAllocation',
      description: 'Answers one allocation with its seats, the users assigned to them and its history of actions.',
      params: idParams,
      response: { 200: licenseAllocationResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await getAllocation(app, request.params.id, request.language) }),
  });
  app.post('/license-allocation/:id/actions', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Suspend, resume, revoke or renew (one more period); 409 when the status no longer allows it',
      operationId: 'actOnAdminLicenseAllocation',
      description:
        'Applies one action to an allocation: suspend, resume, revoke, or renew for one more period. An action its current status does not allow is 409. Each action is written to its history.',
      params: idParams,
      body: licenseActionBodySchema,
      response: { 200: licenseAllocationResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'license-action', resource, id: request.params.id, snapshot },
        (ctx) => applyAllocationAction(ctx, request.params.id, request.body, actorOf(request), request.language),
      ),
    }),
  });
  app.post('/license-allocation/:id/assignments', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: "Assign a seat to one of the holder's users; 409 when no seat is free or the license is not active",
      operationId: 'assignAdminLicenseSeat',
      description:
        'Gives a free seat of the allocation to one of its holder’s users: a user of its tenant, or of one of its company’s tenants. 409 when every seat is taken or the allocation is not active.',
      params: idParams,
      body: licenseAssignmentBodySchema,
      response: { 201: licenseAllocationResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(request, { action: 'assign', resource, id: request.params.id, snapshot }, (ctx) =>
        assignSeat(ctx, request.params.id, request.body.userId, actorOf(request), request.language),
      );
      return reply.status(201).send({ data });
    },
  });
  app.delete('/license-allocation/:id/assignments/:assignmentId', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Take a seat back from a user',
      operationId: 'unassignAdminLicenseSeat',
      description: 'Frees the seat held by one assignment of the allocation and answers the allocation.',
      params: assignmentParams,
      response: { 200: licenseAllocationResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'unassign', resource, id: request.params.id, snapshot }, (ctx) =>
        unassignSeat(ctx, request.params.id, request.params.assignmentId, actorOf(request), request.language),
      ),
    }),
  });
};
