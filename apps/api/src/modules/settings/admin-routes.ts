import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  currencyChangesResponseSchema,
  currencyConversionBodySchema,
  currencyConversionPreviewSchema,
  currencyConversionQuerySchema,
  currencyConversionResponseSchema,
} from '@iot/shared/currency-conversion';
import { settingsPatchSchema, settingsResponseSchema } from '@iot/shared/settings';
import { adminErrorResponses } from '../../http/route-schemas.ts';
import { convertStoreCurrency, previewCurrencyConversion } from '../../workflows/change-store-currency.ts';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite } from '../audit/audit-service.ts';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import { listCurrencyChanges, readSettings, updateSettings } from './settings-service.ts';

const security = [{ adminBearer: [] }];
/** The store's one settings record: what the audit log keeps before and after a change (a conversion's currency too). */
const audited = { resource: 'settings', id: null, snapshot: (ctx: ServiceContext) => readSettings(ctx) } as const;

export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'Read the back-office settings',
      operationId: 'getAdminSettings',
      description: 'Answers every store setting as the back office edits it.',
      security,
      'x-permission': 'settings:read',
      response: { 200: settingsResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
    },
    handler: async () => ({ data: await readSettings(app) }),
  });

  app.patch('/settings', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary:
        'Change some settings; fields left out keep their value. A new currency is refused (409) while anything is priced in the current one: convert it instead',
      operationId: 'updateAdminSettings',
      description:
        'Changes the settings sent and keeps the others; the storefront sees the change at once. Changing the currency this way is refused with 409 while any price or amount is in the current one (DESIGN §Data): use the currency conversion.',
      security,
      'x-permission': 'settings:write',
      body: settingsPatchSchema,
      response: {
        200: settingsResponseSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
        409: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'update', ...audited }, (ctx) => updateSettings(ctx, request.body)),
    }),
  });

  // DESIGN §Data: changing the store's currency converts or is refused (workflows/change-store-currency.ts).
  app.get('/settings/currency-conversion', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'What changing the store currency at a rate (1 current = rate new) would convert, or why it is refused',
      operationId: 'previewAdminCurrencyConversion',
      description:
        'Dry run of a currency change at the given rate (1 unit of the current currency = rate units of the new one): how many prices and amounts would convert, with examples, or what blocks it. Writes nothing.',
      security,
      'x-permission': 'settings:read',
      querystring: currencyConversionQuerySchema,
      response: { 200: currencyConversionPreviewSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await previewCurrencyConversion(app, request.query, request.language) }),
  });

  app.post('/settings/currency-conversion', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary:
        'Change the store currency, converting every price in one transaction, or 409 naming what cannot convert',
      operationId: 'convertAdminStoreCurrency',
      description:
        'Changes the store currency and converts every product price and settings amount at the rate in one transaction, recording the change; 409 naming what cannot be converted, in which case nothing changes.',
      security,
      'x-permission': 'settings:write',
      body: currencyConversionBodySchema,
      response: { 200: currencyConversionResponseSchema, ...adminErrorResponses, 409: errorEnvelopeSchema },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'currency-conversion', ...audited }, (ctx) =>
        convertStoreCurrency(ctx, request.body, adminOf(request).sub, request.language),
      ),
    }),
  });

  app.get('/settings/currency-changes', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'The store currency changes, newest first',
      operationId: 'listAdminCurrencyChanges',
      description: 'Every change of the store currency, newest first: from, to, rate, who and when.',
      security,
      'x-permission': 'settings:read',
      response: { 200: currencyChangesResponseSchema, ...adminErrorResponses },
    },
    handler: async () => ({ data: await listCurrencyChanges(app) }),
  });
};
