import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { translationQuerySchema } from '@iot/shared/catalog-metadata';
import {
  marketingCreateBodySchema,
  marketingItemResponseSchema,
  marketingKinds,
  marketingListQuerySchema,
  marketingListResponseSchema,
  marketingTranslationResponseSchema,
  marketingUpdateBodySchema,
} from '@iot/shared/marketing';
import { adminErrorResponses, idParams, operationNoun } from '../../http/route-schemas.ts';
import type { Language } from '@iot/shared/languages';
import type { ServiceContext } from '../../service-context.ts';
import { auditedWrite, createdId } from '../audit/audit-service.ts';
import { requireAdmin } from '../auth/guards.ts';
import {
  createMarketing,
  deleteMarketing,
  getMarketing,
  getMarketingTranslation,
  listMarketing,
  updateMarketing,
} from './marketing-service.ts';

/** SPEC §7 admin resources /sliders and /ads, each with a list path and a /{id} path. */
export const marketingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireAdmin);
  for (const kind of marketingKinds) {
    const tags = [`marketing: ${kind}`];
    const security = [{ adminBearer: [] }];
    // operationIds such as listAdminSliders and getAdminSlider: unique per kind.
    const plural = operationNoun(kind);
    const singular = plural.replace(/s$/, '');
    const snapshot = (ctx: ServiceContext, id: string, language: Language) => getMarketing(ctx, kind, id, language);
    app.get(`/${kind}`, {
      schema: {
        tags,
        security,
        'x-permission': 'marketing:read',
        summary: `List ${kind}`,
        operationId: `listAdmin${plural}`,
        description: `A page of ${kind}, active or not, in their display order, with texts in the request language.`,
        querystring: marketingListQuerySchema,
        response: { 200: marketingListResponseSchema, ...adminErrorResponses },
      },
      handler: async (request) => listMarketing(app, kind, { ...request.query, onlyActive: false }, request.language),
    });
    app.post(`/${kind}`, {
      schema: {
        tags,
        security,
        'x-permission': 'marketing:write',
        summary: `Create (texts in the request language)`,
        operationId: `createAdmin${singular}`,
        description: `Creates one of the ${kind} with its image, link, order and active flag; its texts are stored in the request language.`,
        body: marketingCreateBodySchema,
        response: { 201: marketingItemResponseSchema, ...adminErrorResponses },
      },
      handler: async (request, reply) => {
        const data = await auditedWrite(request, { action: 'create', resource: kind, id: createdId, snapshot }, (ctx) =>
          createMarketing(ctx, kind, request.body, request.language),
        );
        return reply.status(201).send({ data });
      },
    });
    app.get(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        'x-permission': 'marketing:read',
        summary: 'Read one; with ?fields=… its stored translation',
        operationId: `getAdmin${singular}`,
        description: `Answers one of the ${kind}; with \`?fields=…\` instead only those texts as stored in the request language, for the translation screen.`,
        params: idParams,
        querystring: translationQuerySchema,
        response: {
          200: z.union([marketingItemResponseSchema, marketingTranslationResponseSchema]),
          ...adminErrorResponses,
        },
      },
      handler: async (request) =>
        request.query.fields !== undefined
          ? {
              data: await getMarketingTranslation(
                app,
                kind,
                request.params.id,
                request.language,
                request.query.fields.split(',').filter(Boolean),
              ),
            }
          : { data: await getMarketing(app, kind, request.params.id, request.language) },
    });
    app.patch(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        'x-permission': 'marketing:write',
        summary: 'Update (texts go to the request language)',
        operationId: `updateAdmin${singular}`,
        description: `Changes the fields sent of one of the ${kind}; texts are stored in the request language and the other languages are kept.`,
        params: idParams,
        body: marketingUpdateBodySchema,
        response: { 200: marketingItemResponseSchema, ...adminErrorResponses },
      },
      handler: async (request) => ({
        data: await auditedWrite(
          request,
          { action: 'update', resource: kind, id: request.params.id, snapshot },
          (ctx) => updateMarketing(ctx, kind, request.params.id, request.body, request.language),
        ),
      }),
    });
    app.delete(`/${kind}/:id`, {
      schema: {
        tags,
        security,
        'x-permission': 'marketing:write',
        summary: 'Delete',
        operationId: `deleteAdmin${singular}`,
        description: `Deletes one of the ${kind} (the storefront stops showing it at once) and answers 204.`,
        params: idParams,
        response: { 204: z.null(), ...adminErrorResponses },
      },
      handler: async (request, reply) => {
        await auditedWrite(request, { action: 'delete', resource: kind, id: request.params.id, snapshot }, (ctx) =>
          deleteMarketing(ctx, kind, request.params.id),
        );
        return reply.status(204).send(null);
      },
    });
  }
};

/** SPEC §7 customer GETs /sliders and /ads: active items in order, in the request language. */
export const marketingCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of marketingKinds) {
    app.get(`/${kind}`, {
      config: { publicCache: true },
      schema: {
        tags: [`marketing: ${kind}`],
        summary: `Active ${kind}`,
        operationId: `listCustomer${operationNoun(kind)}`,
        description: `The active ${kind} the storefront shows, in their display order, with texts in the request language. Public and cached.`,
        querystring: marketingListQuerySchema,
        response: { 200: marketingListResponseSchema, 400: errorEnvelopeSchema },
      },
      handler: async (request) => listMarketing(app, kind, { ...request.query, onlyActive: true }, request.language),
    });
  }
};
