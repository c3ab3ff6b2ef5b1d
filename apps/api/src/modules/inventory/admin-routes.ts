import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { inventoryAdjustBodySchema, inventoryParamsSchema, inventoryResponseSchema } from '@iot/shared/inventory';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import { adminErrorResponses } from '../../http/route-schemas.ts';
import { adjustInventory, getInventory } from './inventory-service.ts';

const errors = { ...adminErrorResponses, 409: errorEnvelopeSchema };
const tags = ['inventory'];
const security = [{ adminBearer: [] }];

/** Back-office inventory (SPEC §7 admin base): read a product's level and ledger, edit it at the version read. */
export const inventoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/inventory/:productId', {
    schema: {
      tags,
      security,
      summary: "A product's stock level, its version and the newest stock movements",
      params: inventoryParamsSchema,
      response: { 200: inventoryResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await getInventory(app, request.params.productId) }),
  });

  app.patch('/inventory/:productId', {
    schema: {
      tags,
      security,
      summary: "Set a product's stock or add a signed delta, at the version read (409 when stale), with a reason",
      params: inventoryParamsSchema,
      body: inventoryAdjustBodySchema,
      response: { 200: inventoryResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await adjustInventory(app, request.params.productId, request.body, {
        kind: 'admin',
        id: adminOf(request).sub,
      }),
    }),
  });
};
