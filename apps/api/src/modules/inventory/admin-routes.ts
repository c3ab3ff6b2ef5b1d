import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { z } from 'zod';
import {
  inventoryAdjustBodySchema,
  inventoryCsvMaxBytes,
  inventoryImportPreviewResponseSchema,
  inventoryImportResponseSchema,
  inventoryListQuerySchema,
  inventoryListResponseSchema,
  inventoryParamsSchema,
  inventoryResponseSchema,
  stockMovementListQuerySchema,
  stockMovementListResponseSchema,
} from '@iot/shared/inventory';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite } from '../audit/audit-service.ts';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import { adminErrorResponses } from '../../http/route-schemas.ts';
import { keepsStock } from './inventory-reader.ts';
import { exportInventoryCsv, importInventoryCsv, previewInventoryCsv } from './inventory-csv-service.ts';
import { adjustInventory, getInventory, listInventory, listStockMovements } from './inventory-service.ts';

const errors = { ...adminErrorResponses, 409: errorEnvelopeSchema };
const tags = ['inventory'];
const security = [{ adminBearer: [] }];
const resource = 'inventory';
/** What the audit log keeps of a product's stock: its level, threshold and version, not the ledger's page. */
const levelSnapshot = async (ctx: ServiceContext, productId: string, language: Language) => {
  const { movements: _ledger, ...level } = await getInventory(ctx, productId, language);
  return level;
};

/** Back-office inventory (SPEC §7 admin base): read a product's level and ledger, edit it at the version read. */
export const inventoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC §6: the inventory screens exist only for brands with back-office stock; elsewhere Not Found.
  if (!keepsStock(app)) return;
  app.addHook('preHandler', requireAdmin);
  // The import takes the file as it is (text/csv); JSON stays parsed as everywhere else.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: inventoryCsvMaxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.get('/inventory', {
    schema: {
      tags,
      security,
      'x-permission': 'inventory:read',
      summary: 'One row per product: level, low-stock threshold and state, filtered (all, low, out), searched, sorted',
      operationId: 'listAdminInventory',
      description:
        'A page of stock rows, one per product (level, low-stock threshold and state), filtered to all, low or out of stock, searched by name or code and sorted.',
      querystring: inventoryListQuerySchema,
      response: { 200: inventoryListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listInventory(app, request.query, request.language),
  });

  app.get('/inventory/export', {
    schema: {
      tags,
      security,
      'x-permission': 'inventory:read',
      summary: 'Every level as CSV: productId,code,name,level,lowStockThreshold,version',
      operationId: 'exportAdminInventory',
      description:
        'Every product’s stock as a CSV download, with the version each row was read at so that an edited file can be imported back safely.',
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv'), ...adminErrorResponses },
    },
    handler: async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="inventory.csv"')
        .send(await exportInventoryCsv(app, request.language)),
  });

  app.post('/inventory/import', {
    bodyLimit: inventoryCsvMaxBytes,
    schema: {
      tags,
      security,
      'x-permission': 'inventory:write',
      summary: 'Set levels (and thresholds) from CSV in one transaction; a bad row answers 400 naming its line',
      operationId: 'importAdminInventory',
      description:
        'Columns productId and level, optional lowStockThreshold and version (checked: 409 when stale). Nothing changes unless every row is valid.',
      consumes: ['text/csv'],
      body: z.string().max(inventoryCsvMaxBytes),
      response: { 200: inventoryImportResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        {
          action: 'import',
          resource,
          id: null,
          // The file's products, each with its level and threshold: read again after the import.
          snapshot: async (ctx, _id, language) => {
            const preview = await previewInventoryCsv(ctx, request.body, language);
            return Object.fromEntries(
              preview.items.map((item) => [
                item.code,
                { level: item.level, lowStockThreshold: item.lowStockThreshold },
              ]),
            );
          },
        },
        (ctx) => importInventoryCsv(ctx, request.body, { kind: 'admin', id: adminOf(request).sub }),
      ),
    }),
  });

  app.post('/inventory/import/preview', {
    bodyLimit: inventoryCsvMaxBytes,
    schema: {
      tags,
      security,
      'x-permission': 'inventory:write',
      summary: 'What an import of this CSV would change, and every line it would refuse; writes nothing',
      operationId: 'previewAdminInventoryImport',
      description:
        'The same file and checks as POST /inventory/import. Each row comes back with the current and the new level and threshold; each refused line with its message.',
      consumes: ['text/csv'],
      body: z.string().max(inventoryCsvMaxBytes),
      response: { 200: inventoryImportPreviewResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => ({ data: await previewInventoryCsv(app, request.body, request.language) }),
  });

  app.get('/inventory/:productId', {
    schema: {
      tags,
      security,
      'x-permission': 'inventory:read',
      summary: "A product's stock level, its version and the newest stock movements",
      operationId: 'getAdminInventory',
      description:
        'Answers one product’s stock level, low-stock threshold, the version to send with a change, and its latest stock movements.',
      params: inventoryParamsSchema,
      response: { 200: inventoryResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: await getInventory(app, request.params.productId, request.language) }),
  });

  app.get('/inventory/:productId/movements', {
    schema: {
      tags,
      security,
      'x-permission': 'inventory:read',
      summary: "A page of a product's stock ledger, newest first",
      operationId: 'listAdminStockMovements',
      description:
        'A page of the product’s stock ledger, newest first: who changed the level, why, by how much and the level that resulted.',
      params: inventoryParamsSchema,
      querystring: stockMovementListQuerySchema,
      response: { 200: stockMovementListResponseSchema, ...adminErrorResponses },
    },
    handler: async (request) => listStockMovements(app, request.params.productId, request.query),
  });

  app.patch('/inventory/:productId', {
    schema: {
      tags,
      security,
      'x-permission': 'inventory:write',
      summary:
        "Set a product's stock or add a signed delta (with a reason) and/or its low-stock threshold, at the version read (409 when stale)",
      operationId: 'updateAdminInventory',
      description:
        'Sets the level, or adds a signed delta with a reason, and/or changes the low-stock threshold, at the version the administrator read: a stale version is 409 (DESIGN §Data). Every level change writes a ledger row; a level below zero is refused.',
      params: inventoryParamsSchema,
      body: inventoryAdjustBodySchema,
      response: { 200: inventoryResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(
        request,
        { action: 'update', resource, id: request.params.productId, snapshot: levelSnapshot },
        (ctx) =>
          adjustInventory(
            ctx,
            request.params.productId,
            request.body,
            { kind: 'admin', id: adminOf(request).sub },
            request.language,
          ),
      ),
    }),
  });
};
