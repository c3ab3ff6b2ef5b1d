import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerWebApp } from './http/web-app.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { metadataRoutes } from './modules/metadata/metadata-routes.ts';
import { settingsAdminRoutes } from './modules/settings/admin-routes.ts';
import { settingsCustomerRoutes } from './modules/settings/customer-routes.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    tokenSecret: string;
  }
}

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  tokenSecret: string;
  /** Logger options; tests pass false to keep their output readable. */
  logger?: boolean | object;
};

/** Builds the whole server without listening, so tests can `inject` into the real thing. */
export async function buildApp({ config, database, tokenSecret, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. Configuration and database, available to every plugin below.
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokenSecret', tokenSecret);
  app.decorateRequest('auth', null);

  // 2. Security headers. Emotion injects <style> at run time, hence 'unsafe-inline' for styles only.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Plain-HTTP installs (the embedded demo on a LAN address) must not be forced to https.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
  });

  // 3. Per-request language and time zone, then the one error handler.
  registerRequestContext(app);
  registerErrorHandler(app);

  // 4. OpenAPI from the shared zod schemas, served at /docs.
  await app.register(swagger, {
    openapi: {
      info: { title: 'IoT Marketplace API', version: '0.1.0', description: 'Admin API under /marketplace, customer API under /marketplace-customer.' },
      components: {
        securitySchemes: {
          adminBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          customerBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // 5. Routes: admin and customer trees apart (SPEC §7 bases).
  await app.register(healthRoutes);
  await app.register(
    async (admin) => {
      await admin.register(settingsAdminRoutes);
      await admin.register(metadataRoutes);
    },
    { prefix: '/marketplace' },
  );
  await app.register(
    async (customer) => {
      await customer.register(settingsCustomerRoutes);
      await customer.register(metadataRoutes);
    },
    { prefix: '/marketplace-customer' },
  );

  // 6. The built web app and the not-found handling around it.
  await registerWebApp(app, config.webDistDir);
  return app;
}
