import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discountBodySchema,
  discountDetailResponseSchema,
  discountListQuerySchema,
  discountListResponseSchema,
  discountStatusBodySchema,
} from '@iot/shared/admin-discounts';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { idParams } from '../../http/route-schemas.ts';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import {
  changeDiscountStatus,
  createDiscount,
  listDiscounts,
  readDiscount,
  updateDiscount,
} from './admin-discount-service.ts';

const tags = ['discounts'];
const security = [{ adminBearer: [] }];
const resource = 'discounts';
/** What the audit log keeps of a discount: its fields, not the list of its uses. */
const snapshot = async (ctx: ServiceContext, id: string) => {
  const { uses: _uses, ...discount } = await readDiscount(ctx, id);
  return discount;
};

/** SPEC §7 admin `discounts`: the back office's codes (SPEC §2 /cms/discounts, /add, /{id}/edit, /{id}/copy). */
export const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/discounts', {
    schema: {
      tags,
      security,
      'x-permission': 'marketing:read',
      summary:
        'Discounts with their uses so far; filter by type and status (expired: past its end date), search by code',
      operationId: 'listAdminDiscounts',
      description:
        'A page of discounts with how often each was used, filtered by type and status (expired: its end date has passed) and searched by code.',
      querystring: discountListQuerySchema,
      response: { 200: discountListResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => listDiscounts(app, request.query),
  });

  app.post('/discounts', {
    schema: {
      tags,
      security,
      'x-permission': 'marketing:write',
      summary: 'Create a discount (also how a copy is saved); codes are unique whatever their case',
      operationId: 'createAdminDiscount',
      description:
        'Creates a discount from the whole form (the back office’s copy action saves through this too). A code another discount has, in any case, is 409.',
      body: discountBodySchema,
      response: { 201: discountDetailResponseSchema, ...errors(400, 401, 403, 409) },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(request, { action: 'create', resource, id: createdId, snapshot }, (ctx) =>
        createDiscount(ctx, request.body),
      );
      return reply.status(201).send({ data });
    },
  });

  app.get('/discounts/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'marketing:read',
      summary: 'One discount with its uses (order, customer, amount), newest first',
      operationId: 'getAdminDiscount',
      description: 'Answers one discount with every use of it (order, customer, amount), newest first.',
      params: idParams,
      response: { 200: discountDetailResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({ data: await readDiscount(app, request.params.id) }),
  });

  app.patch('/discounts/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'marketing:write',
      summary: 'Edit a discount (the whole form); once used, its code, type, percentage and scope stay',
      operationId: 'updateAdminDiscount',
      description:
        'Replaces a discount’s form. Once it has been used, its code, type, percentage and scope can no longer change (400 naming the field); a taken code is 409.',
      params: idParams,
      body: discountBodySchema,
      response: { 200: discountDetailResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'update', resource, id: request.params.id, snapshot }, (ctx) =>
        updateDiscount(ctx, request.params.id, request.body),
      ),
    }),
  });

  app.patch('/discounts/:id/status', {
    schema: {
      tags,
      security,
      'x-permission': 'marketing:write',
      summary: 'Activate (only with a use left) or deactivate a discount',
      operationId: 'changeAdminDiscountStatus',
      description: 'Activates a discount (only while it has a use left, 409 otherwise) or deactivates it.',
      params: idParams,
      body: discountStatusBodySchema,
      response: { 200: discountDetailResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'status', resource, id: request.params.id, snapshot }, (ctx) =>
        changeDiscountStatus(ctx, request.params.id, request.body.status),
      ),
    }),
  });
};
