import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsResponseSchema } from '@iot/shared/settings';
import { readSettings } from './settings-service.ts';

export const settingsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', {
    config: { publicCache: true },
    schema: {
      tags: ['settings'],
      summary: 'Read the storefront settings (branding, languages, visibility, contact info)',
      operationId: 'getCustomerSettings',
      description:
        'The public store settings the storefront needs before anything else: logo, favicon, copyright, currency, languages, social links, contact info and section visibility. Public and cached; no token.',
      response: { 200: settingsResponseSchema },
    },
    handler: async () => ({ data: await readSettings(app) }),
  });
};
