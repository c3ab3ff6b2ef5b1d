import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/database.ts';
import { beforeRouting, registerErrorHandler } from './http/error-handler.ts';
import { registerInputCharacterCheck } from './http/input-characters.ts';
import { openApiDocument } from './http/openapi-document.ts';
import { apiCompression } from './http/compression.ts';
import { registerPublicCache } from './http/public-cache.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerResponseHeaders, registerRevalidation } from './http/response-headers.ts';
import { registerRequestContext } from './http/request-context.ts';
import { loggerOptions, requestIdOf, registerRequestIdHeader } from './http/request-id.ts';
import { registerMetrics } from './http/metrics.ts';
import { compiledSerializer } from './http/response-serializer.ts';
import { registerWebApp } from './http/web-app.ts';
import { addressCustomerRoutes } from './modules/addresses/customer-routes.ts';
import { adminAuthRoutes } from './modules/admins/admin-routes.ts';
import { staffRoutes } from './modules/admins/staff-routes.ts';
import { auditAdminRoutes } from './modules/audit/admin-routes.ts';
import { systemClock, type Clock } from './modules/auth/clock.ts';
import { registerAuthentication } from './modules/auth/guards.ts';
import { customerSessionRoutes } from './modules/auth/customer-session-routes.ts';
import { discountCustomerRoutes } from './modules/discounts/customer-routes.ts';
import { captchaRoutes } from './modules/captcha/captcha-routes.ts';
import { companyRoutes } from './modules/companies/customer-routes.ts';
import { sitemapRoutes } from './modules/sitemaps/sitemap-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { mailAdminRoutes } from './modules/mail/admin-routes.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { paymentMethodCustomerRoutes } from './modules/payment-methods/customer-routes.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';
import { registerCardDataGuard } from './modules/payments/card-data-guard.ts';
import { paymentRoutes } from './modules/payments/payment-routes.ts';
import type { PaymentChangedHandler } from './modules/payments/payment-service.ts';
import { customerAvatarUploadRoutes, fileServeRoutes, fileUploadRoutes } from './modules/files/file-routes.ts';
import { createFileStorage } from './modules/files/file-storage.ts';
import { locationRoutes } from './modules/locations/location-routes.ts';
import { metadataItemAdminRoutes, metadataItemCustomerRoutes } from './modules/metadata/metadata-item-routes.ts';
import { productGroupAdminRoutes } from './modules/product-groups/admin-routes.ts';
import { productGroupCustomerRoutes } from './modules/product-groups/customer-routes.ts';
import { inventoryAdminRoutes } from './modules/inventory/admin-routes.ts';
import { orderAdminRoutes } from './modules/orders/admin-routes.ts';
import { documentAdminRoutes } from './modules/documents/admin-routes.ts';
import { documentCustomerRoutes } from './modules/documents/customer-routes.ts';
import { productAdminRoutes } from './modules/products/admin-routes.ts';
import { productCustomerRoutes } from './modules/products/customer-routes.ts';
import { marketingAdminRoutes, marketingCustomerRoutes } from './modules/marketing/marketing-routes.ts';
import { orderCustomerRoutes } from './modules/orders/customer-routes.ts';
import { finalizeCheckoutOfPayment } from './workflows/place-order.ts';
import { requestAdminRoutes, requestCustomerRoutes } from './modules/requests/request-routes.ts';
import { settingsAdminRoutes } from './modules/settings/admin-routes.ts';
import { settingsCustomerRoutes } from './modules/settings/customer-routes.ts';
import { tenantAdminRoutes } from './modules/tenants/admin-routes.ts';
import { customerAdminRoutes } from './modules/customers/admin-routes.ts';
import { customerGroupAdminRoutes } from './modules/customer-groups/admin-routes.ts';
import { dashboardAdminRoutes } from './modules/dashboard/admin-routes.ts';
import { discountAdminRoutes } from './modules/discounts/admin-routes.ts';
import { tenantUserRoutes } from './modules/tenants/customer-routes.ts';
import { licenseAdminRoutes } from './modules/licenses/admin-routes.ts';
import { licenseCustomerRoutes } from './modules/licenses/customer-routes.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    tokenSecret: string;
    clock: Clock;
    mailer: Mailer;
    payments: PaymentProvider;
  }
}

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  tokenSecret: string;
  /**
   * Logger options; tests pass false to keep their output readable, or a level and stream to read
   * the lines (the redaction and request-id settings are kept either way).
   */
  logger?: false | { level?: string; stream?: { write: (line: string) => void } };
  /** Where services read the time; tests pass one they can move forward. */
  clock?: Clock;
  /** What a verified payment event triggers; tests pass a spy. */
  onPaymentChanged?: PaymentChangedHandler;
};

/**
 * What a verified payment webhook (or the sandbox's 3-D Secure completion) triggers: the checkout's
 * idempotent finalisation, shared with the client's own confirmation (DESIGN §API).
 */
const finalizeOnPayment: PaymentChangedHandler = finalizeCheckoutOfPayment;

/** Builds the whole server without listening, so tests can `inject` into the real thing. */
export async function buildApp({
  config,
  database,
  tokenSecret,
  logger,
  clock = systemClock,
  onPaymentChanged = finalizeOnPayment,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions({ level: config.logLevel, ...logger }),
    // DESIGN §Operations: a request id in every log line (Fastify's child logger per request) and in
    // error answers; a proxy's x-request-id is kept when it looks like an id.
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path that is not UTF-8 once decoded or too long to route: the envelope, not Fastify's own shape.
    frameworkErrors: beforeRouting,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer);

  // 1. Configuration and database, available to every plugin below.
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('tokenSecret', tokenSecret);
  app.decorate('clock', clock);
  app.decorate('mailer', createMailer(database.db, { mail: config.mail, brand: config.brand }, app.log, clock));
  app.decorate('payments', createPaymentProvider(database.db, config, tokenSecret));
  // Mails are stored just after the answer that sent them; a shutdown stores them, and ends the delivery under way, before the database closes.
  app.addHook('onClose', async () => {
    await app.mailer.stored();
    await app.mailer.idle();
  });
  // Mail a request queued in its transaction is committed once the answer is sent: deliver it now.
  app.addHook('onResponse', async () => {
    app.mailer.wakeIfQueued();
  });
  app.decorateRequest('auth', null);

  // 2. Security headers: the content security policy admits Stripe's and Google's reCAPTCHA origins
  // only when their keys are set.
  registerSecurityHeaders(app, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    // Same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  // The public catalog's answers kept in memory, invalidated through LISTEN/NOTIFY (issue 12); before
  // the ETag and compression plugins, which then leave its answers as they are.
  await registerPublicCache(app);
  await registerResponseHeaders(app);
  // API answers compressed for browsers that ask (brotli first); the built web app is sent from its
  // precompressed copies instead (web-app.ts), which this leaves as they are.
  await app.register(compress, { global: true, ...apiCompression, encodings: [...apiCompression.encodings] });

  // 3. Per-request language and time zone, then the one error handler; authentication of the routes
  // that declare a bearer scheme before their body is read; text the database cannot hold refused,
  // and card numbers or CVCs refused wherever they are sent.
  registerRequestContext(app);
  registerRequestIdHeader(app);
  registerErrorHandler(app);
  registerAuthentication(app);
  registerInputCharacterCheck(app);
  registerCardDataGuard(app);

  // 4. OpenAPI from the shared zod schemas, served at /docs; its document-level parts in openapi-document.ts.
  await app.register(swagger, { openapi: openApiDocument, transform: jsonSchemaTransform });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  // 5. Routes: admin and customer trees apart (SPEC §7 bases). Sign-in, captcha and sessions first;
  // every guarded route names its bearer scheme (adminBearer or customerBearer) in its schema.
  await app.register(healthRoutes);
  await app.register(sitemapRoutes);
  registerMetrics(app, database.poolStats);
  const fileStorage = createFileStorage(config);
  await app.register(fileServeRoutes(fileStorage));
  await app.register(
    async (admin) => {
      await admin.register(captchaRoutes);
      await admin.register(adminAuthRoutes);
      await admin.register(staffRoutes);
      await admin.register(mailAdminRoutes);
      await admin.register(tenantAdminRoutes);
      await admin.register(settingsAdminRoutes);
      await admin.register(locationRoutes);
      await admin.register(metadataItemAdminRoutes);
      await admin.register(productAdminRoutes);
      await admin.register(inventoryAdminRoutes);
      await admin.register(productGroupAdminRoutes);
      await admin.register(marketingAdminRoutes);
      await admin.register(requestAdminRoutes);
      await admin.register(orderAdminRoutes);
      await admin.register(documentAdminRoutes);
      await admin.register(customerAdminRoutes);
      await admin.register(customerGroupAdminRoutes);
      await admin.register(discountAdminRoutes);
      await admin.register(dashboardAdminRoutes);
      await admin.register(licenseAdminRoutes);
      await admin.register(auditAdminRoutes);
      await admin.register(fileUploadRoutes(fileStorage));
    },
    { prefix: '/marketplace' },
  );
  await app.register(
    async (customer) => {
      registerRevalidation(customer);
      await customer.register(captchaRoutes);
      await customer.register(customerSessionRoutes);
      await customer.register(companyRoutes);
      await customer.register(tenantUserRoutes);
      await customer.register(settingsCustomerRoutes);
      await customer.register(locationRoutes);
      await customer.register(metadataItemCustomerRoutes);
      await customer.register(productCustomerRoutes);
      await customer.register(productGroupCustomerRoutes);
      await customer.register(marketingCustomerRoutes);
      await customer.register(requestCustomerRoutes);
      await customer.register(discountCustomerRoutes);
      await customer.register(addressCustomerRoutes);
      await customer.register(paymentMethodCustomerRoutes);
      await customer.register(paymentRoutes, { onPaymentChanged });
      await customer.register(orderCustomerRoutes);
      await customer.register(documentCustomerRoutes);
      await customer.register(licenseCustomerRoutes);
      await customer.register(customerAvatarUploadRoutes(fileStorage));
    },
    { prefix: '/marketplace-customer' },
  );

  // 6. The built web app and the not-found handling around it.
  await registerWebApp(app, config.webDistDir);
  return app;
}
