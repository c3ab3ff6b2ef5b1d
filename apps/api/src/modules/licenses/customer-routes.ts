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
