import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsResponseSchema } from '@iot/shared/settings';
import { readSettings } from './settings-service.ts';

export const settingsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', {
    config: { publicCache: true },
    schema: {
      tags: ['settings'],
      summary: 'Read the storefront settings (branding, languages, visibility, contact info)',
      response: { 200: settingsResponseSchema },
    },
    handler: async () => ({ data: await readSettings(app) }),
  });
};
