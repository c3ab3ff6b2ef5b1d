import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@iot/shared/api-envelope';
import { settingsPatchSchema, settingsResponseSchema } from '@iot/shared/settings';
import { requireAdmin } from '../auth/guards.ts';
import { readSettings, updateSettings } from './settings-service.ts';

export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'Read the back-office settings',
      security: [{ adminBearer: [] }],
      response: { 200: settingsResponseSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
    },
    handler: async () => ({ data: await readSettings(app) }),
  });

  app.patch('/settings', {
    preHandler: requireAdmin,
    schema: {
      tags: ['settings'],
      summary: 'Change some settings; fields left out keep their value',
      security: [{ adminBearer: [] }],
      body: settingsPatchSchema,
      response: {
        200: settingsResponseSchema,
        400: errorEnvelopeSchema,
        401: errorEnvelopeSchema,
        403: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({ data: await updateSettings(app, request.body) }),
  });
};
