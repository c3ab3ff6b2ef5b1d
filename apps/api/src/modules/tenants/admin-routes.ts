import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  marketplaceUserResponseSchema,
  otpSentResponseSchema,
  tenantCreateBodySchema,
  tenantListQuerySchema,
  tenantListResponseSchema,
  tenantResponseSchema,
  tenantUpdateBodySchema,
  tenantUserCreateBodySchema,
  tenantUserListResponseSchema,
} from '@iot/shared/auth';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import { limitPerIp } from '../rate-limit/rate-limit-guards.ts';
import {
  changeTenant,
  createTenant,
  createTenantUser,
  findTenants,
  findTenantUsers,
  readTenant,
} from './tenant-service.ts';
import { mailTenantUserPasswordReset } from './tenant-user-service.ts';

const security = [{ adminBearer: [] }];
const resource = 'tenants';
const idParams = z.object({ id: z.string().max(64) });
const userParams = idParams.extend({ userId: z.string().max(64) });
const pageQuery = tenantListQuerySchema.pick({ page: true, limit: true });

/** Tenants and their users, for administrators (SPEC §7), under /marketplace/tenant-management. */
export const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Authenticated before the body is even validated: strangers learn nothing about the shapes.
  app.addHook('onRequest', requireAdmin);

  app.get('/tenant-management/tenants', {
    schema: {
      tags: ['tenants'],
      summary: 'List tenants, newest first; search matches name or e-mail',
      operationId: 'listAdminTenants',
      description: 'A page of tenants, newest first, with their status; `search` matches the name or e-mail.',
      security,
      'x-permission': 'customers:read',
      querystring: tenantListQuerySchema,
      response: { 200: tenantListResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => findTenants(app, request.query),
  });

  app.post('/tenant-management/tenants', {
    schema: {
      tags: ['tenants'],
      summary: 'Create a tenant',
      operationId: 'createAdminTenant',
      description: 'Creates a tenant; its tenant ID, which its users give when they sign in, must not be taken (409).',
      security,
      'x-permission': 'customers:write',
      body: tenantCreateBodySchema,
      response: { 201: tenantResponseSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(
        request,
        { action: 'create', resource, id: createdId, snapshot: readTenant },
        (ctx) => createTenant(ctx, request.body),
      );
      return reply.status(201).send({ data });
    },
  });

  app.get('/tenant-management/tenants/:id', {
    schema: {
      tags: ['tenants'],
      summary: 'One tenant',
      operationId: 'getAdminTenant',
      description: 'Answers one tenant with its details and status.',
      security,
      'x-permission': 'customers:read',
      params: idParams,
      response: { 200: tenantResponseSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ data: await readTenant(app, request.params.id) }),
  });

  app.patch('/tenant-management/tenants/:id', {
    schema: {
      tags: ['tenants'],
      summary: 'Change a tenant; fields left out keep their value',
      operationId: 'updateAdminTenant',
      description: 'Changes the tenant fields sent and keeps the others.',
      security,
      'x-permission': 'customers:write',
      params: idParams,
      body: tenantUpdateBodySchema,
      response: { 200: tenantResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'update', resource, id: request.params.id, snapshot: readTenant },
        (ctx) => changeTenant(ctx, request.params.id, request.body, ctx.clock.now()),
      ),
    }),
  });

  app.get('/tenant-management/tenants/:id/users', {
    schema: {
      tags: ['tenants'],
      summary: "A tenant's users, newest first",
      operationId: 'listAdminTenantUsers',
      description: 'A page of one tenant’s users, newest first.',
      security,
      'x-permission': 'customers:read',
      params: idParams,
      querystring: pageQuery,
      response: { 200: tenantUserListResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => findTenantUsers(app, request.params.id, request.query),
  });

  app.post('/tenant-management/tenants/:id/users', {
    schema: {
      tags: ['tenants'],
      summary: 'Add a user to a tenant (e-mail and username unique within the tenant)',
      operationId: 'createAdminTenantUser',
      description:
        'Adds a user to the tenant; e-mail and username must be unique within that tenant (409). The user sets its password through the forgot-password steps.',
      security,
      'x-permission': 'customers:write',
      params: idParams,
      body: tenantUserCreateBodySchema,
      response: { 201: marketplaceUserResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      // The tenant's id names the entry; the new user (never its password) is what it adds.
      const data = await auditedWrite(request, { action: 'add-user', resource, id: request.params.id }, (ctx) =>
        createTenantUser(ctx, request.params.id, request.body),
      );
      return reply.status(201).send({ data });
    },
  });

  app.post('/tenant-management/tenants/:id/users/:userId/password-reset', {
    // Counted with every other e-mailed code from this address; the code's own resend rules apply too.
    preHandler: limitPerIp('one-time-code', 'oneTimeCodePerIp'),
    schema: {
      tags: ['tenants'],
      summary:
        "Mail the user the forgot-password code (SPEC §2 step 1), so it sets a new password through the storefront's steps 2 and 3",
      operationId: 'sendAdminTenantUserPasswordReset',
      description:
        'E-mails the tenant user the forgot-password code, so that it sets a new password on the storefront; the same limits as the user’s own request apply (429).',
      security,
      'x-permission': 'customers:write',
      params: userParams,
      response: { 200: otpSentResponseSchema, ...errors(401, 403, 404, 429) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'password-reset', resource, id: request.params.id }, async (ctx) => ({
        userId: request.params.userId,
        ...(await mailTenantUserPasswordReset(ctx, request.params.id, request.params.userId)),
      })).then(({ userId: _userId, ...sent }) => sent),
    }),
  });
};
