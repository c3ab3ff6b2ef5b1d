import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerGroupBodySchema,
  customerGroupListQuerySchema,
  customerGroupListResponseSchema,
  customerGroupMemberListQuerySchema,
  customerGroupMemberListResponseSchema,
  customerGroupMembersBodySchema,
  customerGroupResponseSchema,
} from '@iot/shared/customer-groups';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { idParams } from '../../http/route-schemas.ts';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  listMembers,
  pullCustomers,
  pushCustomers,
  updateGroup,
} from './customer-group-service.ts';

const tags = ['customer groups'];
const security = [{ adminBearer: [] }];
const resource = 'customer-groups';
/** What the audit log keeps of a group: its fields and its newest members (who was added or removed). */
const snapshot = async (ctx: ServiceContext, id: string) => {
  const group = await getGroup(ctx, id);
  const members = await listMembers(ctx, id, { page: 1, limit: 100 });
  return { ...group, members: members.data.map((member) => `${member.name} <${member.email}>`) };
};

/** SPEC §7 admin `customer-groups` with /{id}/push and /{id}/pull: named sets of customers. */
export const customerGroupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/customer-groups', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:read',
      summary: 'List customer groups, newest first; search matches the name or description',
      operationId: 'listAdminCustomerGroups',
      description:
        'A page of customer groups with their member counts, newest first, for the back office; `search` matches the name or the description.',
      querystring: customerGroupListQuerySchema,
      response: { 200: customerGroupListResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => listGroups(app, request.query),
  });
  app.post('/customer-groups', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Create a customer group (names are unique, whatever their case)',
      operationId: 'createAdminCustomerGroup',
      description: 'Creates an empty customer group; a name already used by another group, in any case, is 409.',
      body: customerGroupBodySchema,
      response: { 201: customerGroupResponseSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(request, { action: 'create', resource, id: createdId, snapshot }, (ctx) =>
        createGroup(ctx, request.body),
      );
      return reply.status(201).send({ data });
    },
  });
  app.get('/customer-groups/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:read',
      summary: 'Read a customer group with its number of members',
      operationId: 'getAdminCustomerGroup',
      description: 'Answers one customer group with its name, description and number of members; an unknown id is 404.',
      params: idParams,
      response: { 200: customerGroupResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({ data: await getGroup(app, request.params.id) }),
  });
  app.patch('/customer-groups/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Rename or describe a customer group',
      operationId: 'updateAdminCustomerGroup',
      description:
        'Changes the name and/or description of a customer group; its members stay. A name another group has is 409.',
      params: idParams,
      body: customerGroupBodySchema,
      response: { 200: customerGroupResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'update', resource, id: request.params.id, snapshot }, (ctx) =>
        updateGroup(ctx, request.params.id, request.body),
      ),
    }),
  });
  app.delete('/customer-groups/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Delete a customer group (its customers stay)',
      operationId: 'deleteAdminCustomerGroup',
      description:
        'Deletes the group and its memberships; the customers themselves and their orders are untouched. Answers 204.',
      params: idParams,
      response: { 204: z.null(), ...errors(400, 401, 403, 404) },
    },
    handler: async (request, reply) => {
      await auditedWrite(request, { action: 'delete', resource, id: request.params.id, snapshot }, (ctx) =>
        deleteGroup(ctx, request.params.id),
      );
      return reply.status(204).send(null);
    },
  });
  app.get('/customer-groups/:id/members', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:read',
      summary: "A page of the group's customers with their names, latest added first",
      operationId: 'listAdminCustomerGroupMembers',
      description:
        'A page of the customers (companies and tenant users) in the group, with their names, most recently added first.',
      params: idParams,
      querystring: customerGroupMemberListQuerySchema,
      response: { 200: customerGroupMemberListResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => listMembers(app, request.params.id, request.query),
  });
  app.post('/customer-groups/:id/push', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Add customers (companies or tenant users) to the group; unknown ones → 400 naming each',
      operationId: 'addAdminCustomerGroupMembers',
      description:
        'Adds the given customer ids to the group (already present ones are kept once) and answers the group. If any id is not a customer, nothing is added and the 400 names each unknown id.',
      params: idParams,
      body: customerGroupMembersBodySchema,
      response: { 200: customerGroupResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'add-members', resource, id: request.params.id, snapshot }, (ctx) =>
        pushCustomers(ctx, request.params.id, request.body.customers),
      ),
    }),
  });
  app.post('/customer-groups/:id/pull', {
    schema: {
      tags,
      security,
      'x-permission': 'customers:write',
      summary: 'Remove customers from the group; unknown ones → 400 naming each',
      operationId: 'removeAdminCustomerGroupMembers',
      description:
        'Removes the given customer ids from the group and answers the group. If any id is not a customer, nothing is removed and the 400 names each unknown id.',
      params: idParams,
      body: customerGroupMembersBodySchema,
      response: { 200: customerGroupResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'remove-members', resource, id: request.params.id, snapshot },
        (ctx) => pullCustomers(ctx, request.params.id, request.body.customers),
      ),
    }),
  });
};
