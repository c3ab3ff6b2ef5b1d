import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerLicenseListResponseSchema } from '@iot/shared/licenses';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { customerOf } from '../auth/guards.ts';
import { listTenantLicenses } from './license-service.ts';

/** The storefront's licenses page: a tenant user sees its tenant's licenses (DESIGN §API: only its tenant's data). */
export const licenseCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/licenses', {
    schema: {
      tags: ['licenses'],
      security: [{ customerBearer: [] }],
      summary: "The signed-in tenant user's tenant's licenses, newest first, and which seats it holds",
      operationId: 'listCustomerLicenses',
      description:
        'For a signed-in tenant user: the licenses allocated to its tenant, newest first, with their periods and seat counts, and which of the seats the user holds. A company account’s token is 403.',
      response: { 200: customerLicenseListResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => {
      const claims = customerOf(request, 'tenant');
      return {
        data: claims.tenantId ? await listTenantLicenses(app, claims.tenantId, claims.sub, request.language) : [],
      };
    },
  });
};
