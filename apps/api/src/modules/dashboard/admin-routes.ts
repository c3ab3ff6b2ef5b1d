import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardResponseSchema } from '@iot/shared/dashboard';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { requireAdmin } from '../auth/guards.ts';
import { readDashboard } from './dashboard-service.ts';

/** The back office's dashboard (SPEC §2 /cms/dashboard): a period's figures beside the one before. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/dashboard', {
    schema: {
      tags: ['dashboard'],
      summary: 'Sales, orders, customers and discounts of a period and the one before; work waiting; low stock',
      operationId: 'getAdminDashboard',
      description:
        'The back office’s home figures: net sales, orders, average order value, new customers, units sold and discount cost of a period and of the period of the same length before it, sales per day, orders by status, best sellers, and the products at or under their low-stock threshold. Amounts in the store currency, days in the viewer’s time zone.',
      security: [{ adminBearer: [] }],
      'x-permission': 'dashboard:read',
      querystring: dashboardQuerySchema,
      response: { 200: dashboardResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => ({
      data: await readDashboard(app, request.query, request.timeZone, request.language),
    }),
  });
};
