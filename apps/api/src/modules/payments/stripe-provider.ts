import Stripe from 'stripe';
import { errorCodes } from '@iot/shared/api-envelope';
import { serverMessages } from '@iot/shared/server-messages';
import type { StripeSettings } from '../../config.ts';
import { AppError, validationFailed } from '../../http/app-error.ts';
import type { AuthorizeResult, CardDetails, PaymentEvent, PaymentProvider, PaymentState } from './payment-provider.ts';

/** The events that change a payment we hold; any other type is acknowledged and ignored. */
export const stripePaymentEventTypes = [
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
] as const;
const handledEventTypes = new Set<string>(stripePaymentEventTypes);

/**
 * Each operation gets its own namespace of idempotency keys: Stripe refuses a key reused on another
 * endpoint, and a caller may hand the same checkout key to authorise and, later, to cancel.
 */
const keyFor = (operation: string, key: string) => ({ idempotencyKey: `${operation}:${key}` });

function stateOf(status: Stripe.PaymentIntent.Status): PaymentState['status'] {
  switch (status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      // With confirm: true this only follows a failed attempt (declined, or 3-D Secure failed).
      return 'declined';
    default:
      // requires_action, requires_confirmation, processing: the customer or the bank still has to act.
      return 'requires_action';
  }
}

function toState(intent: Stripe.PaymentIntent): PaymentState {
  return {
    ref: intent.id,
    status: stateOf(intent.status),
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
    checkoutId: intent.metadata.checkoutId ?? null,
    message: intent.last_payment_error?.message ?? null,
  };
}

function cardOf(method: Stripe.PaymentMethod): CardDetails {
  const card = method.card;
  // Card elements only make card payment methods; anything else is not one we can show or store.
  if (!card) throw validationFailed({ token: serverMessages.paymentDeclined });
  return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
}

/** Stripe out of reach or failing: the customer is told payment is unavailable, not that the card failed. */
function unavailable(error: unknown): never {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  )
    throw new AppError(503, errorCodes.unavailable, serverMessages.paymentUnavailable);
  throw error;
}

/**
 * The `stripe` provider (DESIGN §API) through the official SDK: PaymentIntents authorised at
 * checkout (manual capture) and captured when the back office accepts the order; saved cards
 * through SetupIntents on a Stripe customer. Card data reaches Stripe from Stripe.js in the
 * browser; this server only ever sees `pm_…` references.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    // Safe because every mutating call carries our own idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'iot-marketplace' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  async function cardOfIntent(intent: Stripe.PaymentIntent): Promise<CardDetails> {
    const method = intent.payment_method;
    if (method && typeof method === 'object') return cardOf(method);
    if (!method) throw validationFailed({ token: serverMessages.paymentDeclined });
    return cardOf(await stripe.paymentMethods.retrieve(method));
  }

  /** Capture and cancel asked again with another key: Stripe refuses the move, the intent is already there. */
  async function settle(
    ref: string,
    wanted: PaymentState['status'],
    call: () => Promise<Stripe.PaymentIntent>,
  ): Promise<PaymentState> {
    try {
      return toState(await call());
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'payment_intent_unexpected_state'
      ) {
        const state = toState(await stripe.paymentIntents.retrieve(ref));
        if (state.status === wanted) return state;
        throw validationFailed({ payment: error.message });
      }
      return unavailable(error);
    }
  }

  return {
    driver: 'stripe',
    browserConfig: () => ({ driver: 'stripe', publishableKey: settings.publishableKey }),

    describeCard: async (paymentMethod) => {
      try {
        return cardOf(await stripe.paymentMethods.retrieve(paymentMethod));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw validationFailed({ token: error.message });
        return unavailable(error);
      }
    },

    createCustomer: async ({ email, name, idempotencyKey }) => {
      try {
        const customer = await stripe.customers.create({ email, name }, keyFor('customer', idempotencyKey));
        return customer.id;
      } catch (error) {
        return unavailable(error);
      }
    },

    saveCard: async ({ customer, paymentMethod, idempotencyKey }) => {
      try {
        const intent = await stripe.setupIntents.create(
          {
            customer,
            payment_method: paymentMethod,
            // Confirmed here, with no page to return to: only methods that need no redirect (cards).
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            usage: 'off_session',
          },
          keyFor('setup', idempotencyKey),
        );
        if (intent.status !== 'succeeded')
          // The card asks for 3-D Secure to be saved: the customer can still pay with it at checkout.
          throw validationFailed({ token: serverMessages.paymentRequiresAction });
        return { ref: paymentMethod, card: cardOf(await stripe.paymentMethods.retrieve(paymentMethod)) };
      } catch (error) {
        // Stripe refuses to save a card its issuer declines, with the issuer's words.
        if (error instanceof Stripe.errors.StripeCardError || error instanceof Stripe.errors.StripeInvalidRequestError)
          throw validationFailed({ token: error.message });
        return unavailable(error);
      }
    },

    authorize: async (input): Promise<AuthorizeResult> => {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            payment_method: input.paymentMethod,
            ...(input.customer ? { customer: input.customer } : {}),
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            capture_method: 'manual',
            confirm: true,
            metadata: { checkoutId: input.checkoutId },
            expand: ['payment_method'],
          },
          keyFor('authorize', input.idempotencyKey),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return { status: 'declined', ref: error.payment_intent?.id ?? null, message: error.message };
        // A token Stripe does not know (expired, another account's): the same answer as a decline.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'payment_method')
          return { status: 'declined', ref: error.payment_intent?.id ?? null, message: error.message };
        return unavailable(error);
      }
      const state = toState(intent);
      if (state.status === 'declined')
        return { status: 'declined', ref: intent.id, message: state.message ?? serverMessages.paymentDeclined };
      const card = await cardOfIntent(intent);
      if (state.status === 'requires_action') {
        if (!intent.client_secret)
          throw new Error(`PaymentIntent ${intent.id} requires action without a client secret`);
        return { status: 'requires_action', ref: intent.id, clientSecret: intent.client_secret, card };
      }
      return { status: 'authorized', ref: intent.id, card };
    },

    retrieve: async (ref) => {
      try {
        return toState(await stripe.paymentIntents.retrieve(ref));
      } catch (error) {
        return unavailable(error);
      }
    },
    findByCheckout: async (checkoutId) => {
      try {
        // Search is eventually consistent (about a minute): the reconciler asks only long after the checkout.
        const found = await stripe.paymentIntents.search({
          query: `metadata['checkoutId']:'${checkoutId}'`,
          limit: 1,
        });
        const [intent] = found.data;
        return intent ? toState(intent) : null;
      } catch (error) {
        return unavailable(error);
      }
    },
    capture: (ref, idempotencyKey) =>
      settle(ref, 'captured', () => stripe.paymentIntents.capture(ref, {}, keyFor('capture', idempotencyKey))),
    cancel: (ref, idempotencyKey) =>
      settle(ref, 'cancelled', () => stripe.paymentIntents.cancel(ref, {}, keyFor('cancel', idempotencyKey))),
    refund: async ({ ref, amountMinor, idempotencyKey }) => {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: ref, amount: amountMinor },
          keyFor('refund', idempotencyKey),
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { status: 'refused', message: refund.failure_reason ?? serverMessages.refundFailed };
        // `pending` too: Stripe has taken the refund and finishes it with the card network.
        return { status: 'refunded', refundRef: refund.id };
      } catch (error) {
        // More than is left of the charge, or nothing captured: Stripe's words, nothing moved.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { status: 'refused', message: error.message };
        return unavailable(error);
      }
    },

    verifyWebhook: (rawBody, signature): PaymentEvent => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError)
          throw validationFailed({ signature: serverMessages.invalidSignature });
        throw error;
      }
      const object = event.data.object as { object?: string; id?: string; metadata?: Record<string, string> };
      const handled = handledEventTypes.has(event.type) && object.object === 'payment_intent';
      return {
        id: event.id,
        type: event.type,
        paymentRef: handled ? (object.id ?? null) : null,
        checkoutId: handled ? (object.metadata?.checkoutId ?? null) : null,
      };
    },
  };
}
