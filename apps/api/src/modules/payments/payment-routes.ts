import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, errorEnvelopeSchema } from '@iot/shared/api-envelope';
import {
  paymentConfigSchema,
  paymentDrivers,
  sandboxAuthenticationBodySchema,
  sandboxAuthenticationResultSchema,
} from '@iot/shared/payment-methods';
import { serverMessages } from '@iot/shared/server-messages';
import {
  authenticateSandboxPayment,
  paymentConfig,
  receiveWebhook,
  type PaymentChangedHandler,
} from './payment-service.ts';

const tags = ['payments'];

export type PaymentRoutesOptions = {
  /** Called once per verified payment event (webhook or sandbox authentication): finalises the checkout. */
  onPaymentChanged: PaymentChangedHandler;
};

/** The header each provider signs its webhooks in. */
const signatureHeaders = { stripe: 'stripe-signature', sandbox: 'sandbox-signature' } as const;

/**
 * Provider webhooks. Their own plugin, so that the parser below, which keeps the body as the raw
 * bytes the signature was made over (DESIGN §API), applies to them and no other route.
 */
const paymentWebhookRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { onPaymentChanged }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/payments/webhooks/:driver', {
    // Stripe's events are a few kilobytes; nobody needs to post a megabyte here unauthenticated.
    bodyLimit: 256 * 1024,
    schema: {
      tags,
      summary: "The payment provider's webhook: Stripe's events, or the sandbox's own",
      operationId: 'receivePaymentWebhook',
      description:
        'Signed by the provider over the raw body (`stripe-signature` or `sandbox-signature` header); an event delivered again is acknowledged and ignored.',
      params: z.object({
        driver: z.enum(paymentDrivers, { error: serverMessages.notFound }),
      }),
      response: {
        200: dataEnvelope(z.object({ received: z.literal(true) })),
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      const { driver } = request.params;
      const header = request.headers[signatureHeaders[driver]];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await receiveWebhook(app, driver, rawBody, typeof header === 'string' ? header : undefined, onPaymentChanged);
      return { data: { received: true as const } };
    },
  });
};

/** DESIGN §API payments: what the browser's card element needs, the webhooks, and the sandbox's 3-D Secure. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  await app.register(paymentWebhookRoutes, options);

  app.get('/payments/config', {
    schema: {
      tags,
      summary: 'Which card element to mount: the payment driver and, for Stripe, its publishable key',
      operationId: 'getCustomerPaymentConfig',
      description:
        'Tells the storefront which card element to mount: `sandbox` (no outside service) or `stripe` with its publishable key. Public.',
      response: { 200: dataEnvelope(paymentConfigSchema) },
    },
    handler: async () => ({ data: paymentConfig(app) }),
  });

  app.post('/payments/sandbox/:ref/authenticate', {
    schema: {
      tags,
      summary: "The sandbox's 3-D Secure: approve or fail the authentication of a payment that requires action",
      operationId: 'authenticateSandboxPayment',
      description:
        'The sandbox stand-in for Stripe.js handleNextAction; the client secret from the checkout answer is the credential.',
      params: z.object({ ref: z.string().min(1).max(255) }),
      body: sandboxAuthenticationBodySchema,
      response: {
        200: dataEnvelope(sandboxAuthenticationResultSchema),
        400: errorEnvelopeSchema,
        404: errorEnvelopeSchema,
      },
    },
    handler: async (request) => ({
      data: await authenticateSandboxPayment(app, request.params.ref, request.body, options.onPaymentChanged),
    }),
  });
};
