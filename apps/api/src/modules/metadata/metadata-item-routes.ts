import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  metadataCreateBodySchema,
  metadataItemResponseSchema,
  metadataKindNames,
  metadataKinds,
  metadataListQuerySchema,
  metadataListResponseSchema,
  metadataUpdateBodySchema,
  translationQuerySchema,
  translationResponseSchema,
  type MetadataKind,
} from '@iot/shared/catalog-metadata';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import { createItem, getItem, getTranslation, listItems, removeItem, updateItem } from './metadata-item-service.ts';
import { adminErrorResponses, idParams, operationNoun } from '../../http/route-schemas.ts';

const errors = { ...adminErrorResponses };

/** SPEC §7 admin resources: a list path and a /{id} path per metadata kind, all from one registry. */
export const metadataItemAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);
  for (const kind of metadataKindNames) {
    const label = metadataKinds[kind].label;
    const tags = [`metadata: ${kind}`];
    // operationIds such as listAdminDeviceTypes and getAdminDeviceType: unique per kind.
    const plural = operationNoun(kind);
    const singular = operationNoun(label);
    const security = [{ adminBearer: [] }];
    const snapshot = (ctx: ServiceContext, id: string, language: Language) => getItem(ctx, kind, id, language);

    app.get(`/${kind}`, {
      schema: {
        tags,
        security,
        'x-permission': 'metadata:read',
        summary: `List ${kind}`,
        operationId: `listAdmin${plural}`,
        description: `A page of ${kind}, active or not, for the back office, with paging, a search over the title and an \`active\` filter; texts in the request language.`,
        querystring: metadataListQuerySchema,
        response: { 200: metadataListResponseSchema, ...errors },
      },
      handler: async (request) => {
        const { active, ...query } = request.query;
        return listItems(
          app,
          kind,
          { ...query, active: active === undefined ? undefined : active === 'true' },
          request.language,
        );
      },
    });

    app.post(`/${kind}`, {
      schema: {
        tags,
        security,
        'x-permission': 'metadata:write',
        summary: `Create a ${label.toLowerCase()} in the request language`,
        operationId: `createAdmin${singular}`,
        description: `Creates a ${label.toLowerCase()} with its texts stored in the request language (other languages are added later through the translation screen).`,
        body: metadataCreateBodySchema,
        response: { 201: metadataItemResponseSchema, ...errors },
      },
      handler: async (request, reply) => {
        const data = await auditedWrite(request, { action: 'create', resource: kind, id: createdId, snapshot }, (ctx) =>
          createItem(ctx, kind, request.body, request.language),
        );
        return reply.status(201).send({ data });
      },
    });

    app.get(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        'x-permission': 'metadata:read',
        summary: `Read a ${label.toLowerCase()}; with ?fields=… the stored translation of the request language`,
        operationId: `getAdmin${singular}`,
        description: `Answers one ${label.toLowerCase()}; with \`?fields=title,…\` instead only those texts as stored in the request language (empty when not translated yet), for the translation screen.`,
        params: idParams,
        querystring: translationQuerySchema,
        response: { 200: z.union([metadataItemResponseSchema, translationResponseSchema]), ...errors },
      },
      handler: async (request) => {
        const { id } = request.params;
        if (request.query.fields !== undefined) {
          const fields = request.query.fields.split(',').filter(Boolean);
          return { data: await getTranslation(app, kind, id, request.language, fields) };
        }
        return { data: await getItem(app, kind, id, request.language) };
      },
    });

    app.patch(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        'x-permission': 'metadata:write',
        summary: `Update a ${label.toLowerCase()}; texts go to the request language`,
        operationId: `updateAdmin${singular}`,
        description: `Changes the fields sent; texts are stored in the request language and the other languages are kept.`,
        params: idParams,
        body: metadataUpdateBodySchema,
        response: { 200: metadataItemResponseSchema, ...errors },
      },
      handler: async (request) => ({
        data: await auditedWrite(
          request,
          { action: 'update', resource: kind, id: request.params.id, snapshot },
          (ctx) => updateItem(ctx, kind, request.params.id, request.body, request.language),
        ),
      }),
    });

    app.delete(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        'x-permission': 'metadata:write',
        summary: `Delete a ${label.toLowerCase()}`,
        operationId: `deleteAdmin${singular}`,
        description: `Deletes a ${label.toLowerCase()} and answers 204; a device, gateway or accessory type stays (409) while products have it.`,
        params: idParams,
        response: { 204: z.null(), ...errors, 409: errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        await auditedWrite(request, { action: 'delete', resource: kind, id: request.params.id, snapshot }, (ctx) =>
          removeItem(ctx, kind, request.params.id),
        );
        return reply.status(204).send(null);
      },
    });
  }

  // SPEC §7: /pictures/gallery — every picture with its image, for choosing one in a form.
  app.get('/pictures/gallery', {
    schema: {
      tags: ['metadata: pictures'],
      security: [{ adminBearer: [] }],
      'x-permission': 'metadata:read',
      summary: 'Pictures to choose from',
      operationId: 'listAdminPictureGallery',
      description:
        'Every active picture with its image, for choosing one in a form; same paging and search as the list.',
      querystring: metadataListQuerySchema,
      response: { 200: metadataListResponseSchema, ...errors },
    },
    handler: async (request) => listItems(app, 'pictures', { ...request.query, active: true }, request.language),
  });
};

// SPEC §7 customer GETs: every kind but pictures, active items only, in the request language.
const customerKinds: MetadataKind[] = metadataKindNames.filter((kind) => kind !== 'pictures');
const customerQuery = metadataListQuerySchema
  .omit({ active: true })
  .extend({ limit: z.coerce.number().int().min(1).max(200).default(100) });

export const metadataItemCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of customerKinds) {
    app.get(`/${kind}`, {
      config: { publicCache: true },
      schema: {
        tags: [`metadata: ${kind}`],
        summary: `Active ${kind} in the request language`,
        operationId: `listCustomer${operationNoun(kind)}`,
        description: `The active ${kind} for the storefront's filters and product pages, titled in the request language (English when not translated). Public and cached; up to 200 a page.`,
        querystring: customerQuery,
        response: { 200: metadataListResponseSchema, 400: errorEnvelopeSchema },
      },
      handler: async (request) => listItems(app, kind, { ...request.query, active: true }, request.language),
    });
  }
};
