import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  productGroupCreateBodySchema,
  productGroupListQuerySchema,
  productGroupListResponseSchema,
  productGroupMembersBodySchema,
  productGroupResponseSchema,
  productGroupUpdateBodySchema,
} from '@iot/shared/products';
import { translationQuerySchema, translationResponseSchema } from '@iot/shared/catalog-metadata';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import {
  createGroup,
  deleteGroup,
  getGroup,
  getGroupTranslation,
  listGroups,
  pullProducts,
  pushProducts,
  updateGroup,
} from './product-group-service.ts';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';

const errors = { ...adminErrorResponses };
const tags = ['product groups'];
const security = [{ adminBearer: [] }];
const resource = 'product-groups';

export const productGroupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/product-groups', {
    schema: {
      tags,
      security,
      'x-permission': 'products:read',
      summary: 'List product groups',
      operationId: 'listAdminProductGroups',
      description: 'A page of product groups for the back office, with how many products each holds.',
      querystring: productGroupListQuerySchema,
      response: { 200: productGroupListResponseSchema, ...errors },
    },
    handler: async (request) => listGroups(app, request.query, request.language),
  });
  app.post('/product-groups', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Create a product group',
      operationId: 'createAdminProductGroup',
      description: 'Creates an empty product group with its name and description in the request language.',
      body: productGroupCreateBodySchema,
      response: { 201: productGroupResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(
        request,
        { action: 'create', resource, id: createdId, snapshot: getGroup },
        (ctx) => createGroup(ctx, request.body, request.language),
      );
      return reply.status(201).send({ data });
    },
  });
  app.get('/product-groups/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'products:read',
      summary: 'Read a product group with its products; with ?fields=… the stored translation of the request language',
      operationId: 'getAdminProductGroup',
      description:
        'Answers one product group with its products; with `?fields=…` instead only those texts as stored in the request language, for the translation screen.',
      params: idParams,
      querystring: translationQuerySchema,
      response: { 200: z.union([productGroupResponseSchema, translationResponseSchema]), ...errors },
    },
    handler: async (request) => {
      const { id } = request.params;
      if (request.query.fields !== undefined) {
        return {
          data: await getGroupTranslation(app, id, request.language, request.query.fields.split(',').filter(Boolean)),
        };
      }
      return { data: await getGroup(app, id, request.language) };
    },
  });
  app.patch('/product-groups/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Rename or describe a product group (request language)',
      operationId: 'updateAdminProductGroup',
      description: 'Changes the group’s name and/or description in the request language; other languages are kept.',
      params: idParams,
      body: productGroupUpdateBodySchema,
      response: { 200: productGroupResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'update', resource, id: request.params.id, snapshot: getGroup },
        (ctx) => updateGroup(ctx, request.params.id, request.body, request.language),
      ),
    }),
  });
  app.delete('/product-groups/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Delete a product group (its products stay)',
      operationId: 'deleteAdminProductGroup',
      description: 'Deletes the group; its products stay in the catalog. Answers 204.',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await auditedWrite(request, { action: 'delete', resource, id: request.params.id, snapshot: getGroup }, (ctx) =>
        deleteGroup(ctx, request.params.id),
      );
      return reply.status(204).send(null);
    },
  });
  app.post('/product-groups/:id/push', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Add products to the group',
      operationId: 'addAdminProductGroupProducts',
      description: 'Adds the given products to the group (ones already in it stay once) and answers the group.',
      params: idParams,
      body: productGroupMembersBodySchema,
      response: { 200: productGroupResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'add-members', resource, id: request.params.id, snapshot: getGroup },
        (ctx) => pushProducts(ctx, request.params.id, request.body.productIds, request.language),
      ),
    }),
  });
  app.post('/product-groups/:id/pull', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Remove products from the group',
      operationId: 'removeAdminProductGroupProducts',
      description: 'Removes the given products from the group (the products themselves stay) and answers the group.',
      params: idParams,
      body: productGroupMembersBodySchema,
      response: { 200: productGroupResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'remove-members', resource, id: request.params.id, snapshot: getGroup },
        (ctx) => pullProducts(ctx, request.params.id, request.body.productIds, request.language),
      ),
    }),
  });
};
