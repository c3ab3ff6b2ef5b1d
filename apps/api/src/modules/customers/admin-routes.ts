import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerCreateBodySchema,
  customerExportQuerySchema,
  customerListQuerySchema,
  customerListResponseSchema,
  customerProfileResponseSchema,
  customerStatusBodySchema,
} from '@iot/shared/admin-customers';
import { customerCsvColumns, csvHeader } from '@iot/shared/list-exports';
import { sendCsv } from '../../http/csv.ts';
import { errorResponses as errors } from '../../http/error-responses.ts';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import { exportCustomers } from './customer-export.ts';
import { changeCustomerStatus, createCustomer, findCustomers, readCustomer } from './customer-service.ts';

const security = [{ adminBearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const resource = 'customers';
/** What the audit log keeps of a customer: the account's own fields, not its orders' totals. */
const snapshot = async (ctx: ServiceContext, id: string) => {
  const { totals: _totals, discounts: _discounts, ...account } = await readCustomer(ctx, id);
  return account;
};

/** The back office's customers (SPEC §7 admin `customers`): company accounts and tenant users. */
export const customerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/customers', {
    schema: {
      tags: ['customers'],
      summary: 'Companies and tenant users in one list; search matches name, company, username or e-mail',
      operationId: 'listAdminCustomers',
      description:
        'A page of customers for the back office: company accounts and tenant users in one list, with their status; `search` matches the name, the company’s name, the username or the e-mail.',
      security,
      'x-permission': 'customers:read',
      querystring: customerListQuerySchema,
      response: { 200: customerListResponseSchema, ...errors(400, 401, 403) },
    },
    handler: async (request) => findCustomers(app, request.query),
  });

  app.get('/customers/export.csv', {
    schema: {
      tags: ['customers'],
      summary: 'The customers the list filters match as CSV, header in the request language',
      operationId: 'exportAdminCustomers',
      description:
        'Every customer the list’s search, kind and status filters match, in its sort and without its paging, as a CSV download (UTF-8 with a byte order mark, the header in the request’s language, cells that a spreadsheet would run as a formula prefixed with an apostrophe).',
      security,
      'x-permission': 'customers:read',
      querystring: customerExportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...errors(400, 401, 403) },
    },
    handler: async (request, reply) =>
      sendCsv(
        reply,
        'customers.csv',
        csvHeader(customerCsvColumns, request.language),
        exportCustomers(app, request.query),
      ),
  });

  app.post('/customers', {
    schema: {
      tags: ['customers'],
      summary: 'Create a company account; it is mailed a code to set its password',
      operationId: 'createAdminCustomer',
      description:
        'Creates a company account on a customer’s behalf and e-mails it a code with which it sets its own password (the forgot-password steps 2 and 3). Details another account already uses are 409.',
      security,
      'x-permission': 'customers:write',
      body: customerCreateBodySchema,
      response: { 201: customerProfileResponseSchema, ...errors(400, 401, 403, 409, 429) },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(request, { action: 'create', resource, id: createdId, snapshot }, (ctx) =>
        createCustomer(ctx, request.body, request.language),
      );
      return reply.status(201).send({ data });
    },
  });

  app.get('/customers/:id', {
    schema: {
      tags: ['customers'],
      summary: 'One customer: details, totals, latest orders and the discounts it used',
      operationId: 'getAdminCustomer',
      description:
        'Answers one customer (company or tenant user) with its details, order totals, latest orders and the discounts it used.',
      security,
      'x-permission': 'customers:read',
      params: idParams,
      response: { 200: customerProfileResponseSchema, ...errors(401, 403, 404) },
    },
    handler: async (request) => ({ data: await readCustomer(app, request.params.id) }),
  });

  app.patch('/customers/:id/status', {
    schema: {
      tags: ['customers'],
      summary: 'Block (no sign-in, refresh or session) or activate a customer',
      operationId: 'changeAdminCustomerStatus',
      description:
        'Blocks a customer (its sign-in, token refresh and current sessions stop working at once) or activates it again.',
      security,
      'x-permission': 'customers:write',
      params: idParams,
      body: customerStatusBodySchema,
      response: { 200: customerProfileResponseSchema, ...errors(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'status', resource, id: request.params.id, snapshot }, (ctx) =>
        changeCustomerStatus(ctx, request.params.id, request.body.status),
      ),
    }),
  });
};
