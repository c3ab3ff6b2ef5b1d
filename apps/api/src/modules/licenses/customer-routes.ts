import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerLicenseListResponseSchema,
  customerLicenseResponseSchema,
  licenseAssignmentBodySchema,
  licenseMemberListResponseSchema,
} from '@iot/shared/licenses';
import { serverMessages } from '@iot/shared/server-messages';
import { errorResponses as errors } from '../../http/error-responses.ts';
import { idParams } from '../../http/route-schemas.ts';
import { customerOf, ownerOf } from '../auth/guards.ts';
import {
  assignCompanySeat,
  listCompanyLicenseMembers,
  listCompanyLicenses,
  listTenantLicenses,
  unassignCompanySeat,
} from './license-service.ts';

const tags = ['licenses'];
const security = [{ customerBearer: [] }];
const assignmentParams = idParams.extend({ assignmentId: z.uuid({ error: serverMessages.invalidId }) });

/**
 * The storefront's licenses page (SPEC §2 /licenses): a tenant user sees its tenant's licenses; a
 * company sees those it holds and gives their seats to its tenants' users (DESIGN §API: only its own
 * data, so another holder's license is 404).
 */
export const licenseCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/licenses', {
    schema: {
      tags,
      security,
      summary: "The signed-in customer's licenses, newest first: its tenant's, or its company's with their seats",
      operationId: 'listCustomerLicenses',
      description:
        'For a signed-in tenant user: the licenses allocated to its tenant, newest first, with their periods and seat counts, and which of the seats the user holds. For a company account: the licenses the company holds, with the users of its tenants holding their seats.',
      response: { 200: customerLicenseListResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => {
      const owner = ownerOf(request);
      if (owner.kind === 'company') return { data: await listCompanyLicenses(app, owner.id, request.language) };
      const claims = customerOf(request, 'tenant');
      return {
        data: claims.tenantId ? await listTenantLicenses(app, claims.tenantId, claims.sub, request.language) : [],
      };
    },
  });
  app.get('/licenses/members', {
    schema: {
      tags,
      security,
      summary: "The users of the signed-in company's tenants, who may hold seats of its licenses",
      operationId: 'listCompanyLicenseMembers',
      description:
        'For a company account: the users of the tenants that belong to it, by tenant name and username; a seat of one of its licenses can be given to any of them. A tenant user’s token is 403.',
      response: { 200: licenseMemberListResponseSchema, ...errors(401, 403) },
    },
    handler: async (request) => ({
      data: await listCompanyLicenseMembers(app, customerOf(request, 'root').sub),
    }),
  });
  app.post('/licenses/:id/assignments', {
    schema: {
      tags,
      security,
      summary: "Give a seat of the company's license to one of its tenants' users",
      operationId: 'assignCompanyLicenseSeat',
      description:
        'For a company account: gives a free seat of one of its licenses to a user of one of its tenants. 404 for a license it does not hold; 400 for a user outside its tenants; 409 when every seat is taken, the license is not active or the user already holds a seat.',
      params: idParams,
      body: licenseAssignmentBodySchema,
      response: { 201: customerLicenseResponseSchema, ...errors(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      const company = customerOf(request, 'root').sub;
      const data = await assignCompanySeat(app, company, request.params.id, request.body.userId, request.language);
      return reply.status(201).send({ data });
    },
  });
  app.delete('/licenses/:id/assignments/:assignmentId', {
    schema: {
      tags,
      security,
      summary: "Take back a seat of the company's license",
      operationId: 'unassignCompanyLicenseSeat',
      description:
        'For a company account: frees the seat held by one assignment of one of its licenses and answers the license. 404 for a license it does not hold or an unknown assignment.',
      params: assignmentParams,
      response: { 200: customerLicenseResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: await unassignCompanySeat(
        app,
        customerOf(request, 'root').sub,
        request.params.id,
        request.params.assignmentId,
        request.language,
      ),
    }),
  });
};
