import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { translationQuerySchema } from '@iot/shared/catalog-metadata';
import {
  productCreateBodySchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productTranslationResponseSchema,
  productUpdateBodySchema,
} from '@iot/shared/products';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { adminOf, requireAdmin } from '../auth/guards.ts';
import {
  adminView,
  createProduct,
  deleteProduct,
  getProduct,
  getProductTranslation,
  listProducts,
  updateProduct,
} from './product-service.ts';
import { adminErrorResponses, idParams } from '../../http/route-schemas.ts';

const errors = { ...adminErrorResponses, 409: errorEnvelopeSchema };
const tags = ['products'];
const security = [{ adminBearer: [] }];
const resource = 'products';
/** What the audit log keeps of a product: the back office's own view of it, prices and stock included. */
const snapshot = async (ctx: ServiceContext, id: string, language: Language) =>
  getProduct(ctx, id, language, await adminView(ctx));

/** SPEC §7 admin products: list and /{id}; texts are read and written in the request language. */
export const productAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);

  app.get('/products', {
    schema: {
      tags,
      security,
      'x-permission': 'products:read',
      summary: 'List products (paging, sort, search, type and visibility filters)',
      operationId: 'listAdminProducts',
      description:
        'A page of every product, visible or hidden, for the back office, with paging, sorting, a search over names and codes, and type and visibility filters.',
      querystring: productListQuerySchema,
      response: { 200: productListResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { visible, ...query } = request.query;
      return listProducts(
        app,
        { ...query, visible: visible === undefined ? undefined : visible === 'true' },
        request.language,
        await adminView(app),
      );
    },
  });

  app.post('/products', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Create a product; its texts are in the request language',
      operationId: 'createAdminProduct',
      description:
        'Creates a product with its price in the store currency, its initial stock (a ledger row), images from the file store and texts in the request language; a code another product has is 409.',
      body: productCreateBodySchema,
      response: { 201: productResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const data = await auditedWrite(request, { action: 'create', resource, id: createdId, snapshot }, (ctx) =>
        createProduct(ctx, request.body, request.language, { kind: 'admin', id: adminOf(request).sub }),
      );
      return reply.status(201).send({ data });
    },
  });

  app.get('/products/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'products:read',
      summary: 'Read a product; with ?fields=… the stored translation of the request language',
      operationId: 'getAdminProduct',
      description:
        'Answers one product as the back office edits it; with `?fields=name,…` instead only those texts as stored in the request language, for the translation screen.',
      params: idParams,
      querystring: translationQuerySchema,
      response: { 200: z.union([productResponseSchema, productTranslationResponseSchema]), ...errors },
    },
    handler: async (request) => {
      if (request.query.fields !== undefined) {
        return {
          data: await getProductTranslation(
            app,
            request.params.id,
            request.language,
            request.query.fields.split(',').filter(Boolean),
          ),
        };
      }
      return { data: await getProduct(app, request.params.id, request.language, await adminView(app)) };
    },
  });

  app.patch('/products/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Update a product (also hide/show with {visible}); texts go to the request language',
      operationId: 'updateAdminProduct',
      description:
        'Changes the fields sent (texts in the request language, other languages kept); `{ visible }` alone hides or shows the product on the storefront. Stock is not changed here but through the inventory.',
      params: idParams,
      body: productUpdateBodySchema,
      response: { 200: productResponseSchema, ...errors },
    },
    handler: async (request) => ({
      data: await auditedWrite(request, { action: 'update', resource, id: request.params.id, snapshot }, (ctx) =>
        updateProduct(ctx, request.params.id, request.body, request.language),
      ),
    }),
  });

  app.delete('/products/:id', {
    schema: {
      tags,
      security,
      'x-permission': 'products:write',
      summary: 'Delete a product',
      operationId: 'deleteAdminProduct',
      description: 'Deletes a product; orders keep their own copy of its lines. Answers 204.',
      params: idParams,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await auditedWrite(request, { action: 'delete', resource, id: request.params.id, snapshot }, (ctx) =>
        deleteProduct(ctx, request.params.id),
      );
      return reply.status(204).send(null);
    },
  });
};
