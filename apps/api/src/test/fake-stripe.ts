import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { useTestApp, type DatabaseTarget, type TestApp } from './test-app.ts';

/**
 * A local stand-in for the few Stripe API endpoints the `stripe` provider calls (refunds included), so its tests run
 * the real SDK offline (DESIGN §API). It keeps Stripe's shapes, status codes and error types, its
 * test PaymentMethods and its idempotency: a key seen before answers the first answer again, and a
 * key reused with other parameters is an idempotency_error.
 */

type Json = Record<string, unknown>;

/** One request as the fake received it, for tests to check what the SDK sent. */
export type FakeStripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Json;
};

type TestCard = { brand: string; last4: string; outcome: 'succeeds' | 'declined' | 'requires_action' };

/** Stripe's test PaymentMethods (docs.stripe.com/testing) that the fake knows. */
export const fakeStripeTestCards: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeeds' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeeds' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', outcome: 'declined' },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3155', outcome: 'requires_action' },
};

export type FakeStripe = {
  /** `http://127.0.0.1:<port>`: the STRIPE_API_URL to give the SDK. */
  url: string;
  requests: FakeStripeRequest[];
  /** What Stripe.js's handleNextAction leads to in the browser: 3-D Secure passed or failed. */
  completeAuthentication: (paymentIntentId: string, approve: boolean) => void;
  paymentIntent: (id: string) => Json | undefined;
  /** Forgets every object, key and request, as a fresh account. */
  reset: () => void;
  close: () => Promise<void>;
};

const messages = {
  declined: 'Your card was declined.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  idempotency:
    'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than the one used in the original request.',
};

/** Stripe's form encoding (`a[b][0]=x`) back into nested objects and arrays. */
function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
      } else {
        const next = parts[index + 1] ?? '';
        node[part] ??= /^\d+$/.test(next) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

type Answer = { status: number; body: Json };

const error = (status: number, fields: Json): Answer => ({ status, body: { error: fields } });
const missing = (kind: string, id: string, param?: string): Answer =>
  error(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });

/** Keys of the shape Stripe issues, for a server or test app pointed at the fake (which checks only their form). */
export const fakeStripeKeys = {
  secretKey: 'sk_test_fake_stripe',
  publishableKey: 'pk_test_fake_stripe',
  webhookSecret: 'whsec_fake_stripe',
} as const;

/** A test app's `configure`: the `stripe` provider, talking to this fake. */
export const withFakeStripe =
  (fake: Pick<FakeStripe, 'url'>) =>
  (config: Config): Config => ({ ...config, stripe: { ...fakeStripeKeys, apiUrl: fake.url } });

/**
 * For a describe block: the fake, started before its tests and closed after them, and a test app
 * on the `stripe` provider talking to it (reset before each test, as `useTestApp`). Read both
 * inside tests and hooks.
 */
export function useFakeStripeApp(target: DatabaseTarget): { t: TestApp; fake: FakeStripe } {
  let current: FakeStripe | undefined;
  beforeAll(async () => {
    current = await startFakeStripe();
  });
  afterAll(async () => {
    await current?.close();
  });
  const fake = new Proxy({} as FakeStripe, {
    get: (_target, key) => {
      if (!current) throw new Error('The fake starts in beforeAll: use it inside tests and hooks.');
      return current[key as keyof FakeStripe];
    },
  });
  // Read when the app starts, after the fake is listening.
  return { t: useTestApp(target, { configure: (config) => withFakeStripe(fake)(config) }), fake };
}

export async function startFakeStripe(listenPort = 0): Promise<FakeStripe> {
  let intents = new Map<string, Json>();
  let customers = new Map<string, Json>();
  let setupIntents = new Map<string, Json>();
  let attachedTo = new Map<string, string>();
  let answersByKey = new Map<string, { signature: string; answer: Answer }>();
  const requests: FakeStripeRequest[] = [];

  function paymentMethod(id: string): Json | undefined {
    const card = fakeStripeTestCards[id];
    if (!card) return undefined;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      created: now(),
      livemode: false,
      metadata: {},
      customer: attachedTo.get(id) ?? null,
      billing_details: { address: null, email: null, name: null, phone: null },
      card: {
        brand: card.brand,
        last4: card.last4,
        exp_month: 12,
        exp_year: new Date().getFullYear() + 3,
        funding: 'credit',
        country: 'US',
      },
    };
  }

  /** A PaymentIntent as Stripe answers it, with `payment_method` expanded when asked. */
  function view(intent: Json, params: Json): Json {
    const expand = Object.values((params.expand as Record<string, string> | undefined) ?? {});
    if (!expand.includes('payment_method') || typeof intent.payment_method !== 'string') return intent;
    return { ...intent, payment_method: paymentMethod(intent.payment_method) ?? intent.payment_method };
  }

  /** Stripe's search, for the one query shape the provider sends: a metadata value (`metadata['key']:'value'`). */
  function searchPaymentIntents(params: Json): Answer {
    const query = typeof params.query === 'string' ? params.query : '';
    const match = /^metadata\['(\w+)'\]:'([^']*)'$/.exec(query);
    if (!match) return error(400, { type: 'invalid_request_error', message: `Invalid search query: ${query}` });
    const [, key = '', value] = match;
    const data = [...intents.values()].filter(
      (intent) => (intent.metadata as Record<string, unknown> | undefined)?.[key] === value,
    );
    const limit = Number(params.limit ?? 10);
    return {
      status: 200,
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: data.length > limit,
        next_page: null,
        data: data.slice(0, limit),
      },
    };
  }

  function createPaymentIntent(params: Json): Answer {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, { type: 'invalid_request_error', message: 'Invalid positive integer', param: 'amount' });
    if (typeof params.currency !== 'string')
      return error(400, {
        type: 'invalid_request_error',
        message: 'Missing required param: currency.',
        param: 'currency',
      });
    const methodId = typeof params.payment_method === 'string' ? params.payment_method : null;
    if (methodId && !paymentMethod(methodId))
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${methodId}'`,
        param: 'payment_method',
      });
    const id = newId('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: params.currency,
      capture_method: params.capture_method ?? 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer: params.customer ?? null,
      last_payment_error: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      payment_method: methodId,
      payment_method_types: ['card'],
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
    };
    intents.set(id, intent);
    if (params.confirm !== 'true' || !methodId) return { status: 200, body: view(intent, params) };
    const outcome = fakeStripeTestCards[methodId]?.outcome;
    if (outcome === 'declined') {
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: messages.declined,
        payment_method: paymentMethod(methodId),
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError, payment_method: null });
      return error(402, { ...lastError, payment_intent: intent, request_log_url: 'https://dashboard.stripe.com/test' });
    }
    if (outcome === 'requires_action') {
      Object.assign(intent, {
        status: 'requires_action',
        next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
      });
    } else if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: amount });
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
    }
    return { status: 200, body: view(intent, params) };
  }

  function unexpectedState(intent: Json, action: string): Answer {
    return error(400, {
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: `This PaymentIntent could not be ${action} because it has a status of ${String(intent.status)}.`,
      payment_intent: intent,
    });
  }

  function capture(id: string, params: Json): Answer {
    const intent = intents.get(id);
    if (!intent) return missing('payment_intent', id, 'intent');
    if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured');
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, amount_capturable: 0 });
    return { status: 200, body: view(intent, params) };
  }

  function cancel(id: string, params: Json): Answer {
    const intent = intents.get(id);
    if (!intent) return missing('payment_intent', id, 'intent');
    const cancellable = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'];
    if (!cancellable.includes(String(intent.status))) return unexpectedState(intent, 'canceled');
    Object.assign(intent, { status: 'canceled', amount_capturable: 0, canceled_at: now() });
    return { status: 200, body: view(intent, params) };
  }

  /** A Refund on a captured PaymentIntent, never beyond what is left of it (Stripe's own check). */
  function createRefund(params: Json): Answer {
    const id = typeof params.payment_intent === 'string' ? params.payment_intent : '';
    const intent = intents.get(id);
    if (!intent) return missing('payment_intent', id, 'payment_intent');
    if (intent.status !== 'succeeded')
      return error(400, {
        type: 'invalid_request_error',
        code: 'charge_not_captured',
        message: 'This PaymentIntent does not have a successful charge to refund.',
      });
    const refunded = Number(intent.amount_refunded ?? 0);
    const left = Number(intent.amount_received) - refunded;
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, { type: 'invalid_request_error', message: 'Invalid positive integer', param: 'amount' });
    if (amount > left)
      return error(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      });
    intent.amount_refunded = refunded + amount;
    return {
      status: 200,
      body: {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        created: now(),
        metadata: params.metadata ?? {},
        payment_intent: id,
        status: 'succeeded',
      },
    };
  }

  function createSetupIntent(params: Json): Answer {
    const methodId = typeof params.payment_method === 'string' ? params.payment_method : null;
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer && !customers.has(customer)) return missing('customer', customer, 'customer');
    if (methodId && !paymentMethod(methodId))
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${methodId}'`,
        param: 'payment_method',
      });
    const id = newId('seti');
    const intent: Json = {
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      customer,
      last_setup_error: null,
      livemode: false,
      metadata: params.metadata ?? {},
      next_action: null,
      payment_method: methodId,
      payment_method_types: ['card'],
      status: methodId ? 'requires_confirmation' : 'requires_payment_method',
      usage: params.usage ?? 'off_session',
    };
    setupIntents.set(id, intent);
    if (params.confirm !== 'true' || !methodId) return { status: 200, body: intent };
    const outcome = fakeStripeTestCards[methodId]?.outcome;
    if (outcome === 'declined') {
      const lastError = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: messages.declined,
      };
      Object.assign(intent, { status: 'requires_payment_method', last_setup_error: lastError, payment_method: null });
      return error(402, { ...lastError, setup_intent: intent });
    }
    if (outcome === 'requires_action') {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
      return { status: 200, body: intent };
    }
    Object.assign(intent, { status: 'succeeded' });
    if (customer) attachedTo.set(methodId, customer);
    return { status: 200, body: intent };
  }

  function route(method: string, path: string, params: Json): Answer {
    const segments = path.split('/').filter(Boolean);
    const [version, resource, id, action] = segments;
    // For a browser test's web server list, which waits for a 200 before it starts.
    if (method === 'GET' && path === '/health') return { status: 200, body: { status: 'ok' } };
    if (version !== 'v1')
      return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) return createPaymentIntent(params);
      if (method === 'GET' && id === 'search') return searchPaymentIntents(params);
      if (method === 'GET' && id && !action) {
        const intent = intents.get(id);
        return intent ? { status: 200, body: view(intent, params) } : missing('payment_intent', id, 'intent');
      }
      if (method === 'POST' && id && action === 'capture') return capture(id, params);
      if (method === 'POST' && id && action === 'cancel') return cancel(id, params);
    }
    if (resource === 'customers' && method === 'POST' && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        created: now(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (resource === 'setup_intents' && method === 'POST' && !id) return createSetupIntent(params);
    if (resource === 'refunds' && method === 'POST' && !id) return createRefund(params);
    if (resource === 'payment_methods' && method === 'GET' && id && !action) {
      const found = paymentMethod(id);
      return found ? { status: 200, body: found } : missing('PaymentMethod', id, 'payment_method');
    }
    return error(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await readBody(request);
    const params = parseForm(text);
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : undefined;
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    let answer: Answer;
    let replayed = false;
    if (url.pathname !== '/health' && !/^Bearer (sk|rk)_\w+/.test(request.headers.authorization ?? '')) {
      answer = error(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    } else if (method === 'POST' && idempotencyKey) {
      // Stripe stores the first answer to a key and replays it; other parameters under it are an error.
      const signature = `${url.pathname}\n${text}`;
      const seen = answersByKey.get(idempotencyKey);
      if (seen && seen.signature !== signature) {
        answer = error(400, { type: 'idempotency_error', message: messages.idempotency });
      } else if (seen) {
        answer = seen.answer;
        replayed = true;
      } else {
        answer = route(method, url.pathname, params);
        answersByKey.set(idempotencyKey, { signature, answer: structuredClone(answer) });
      }
    } else {
      answer = route(method, url.pathname, params);
    }
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((failure: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(failure) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    completeAuthentication: (id, approve) => {
      const intent = intents.get(id);
      if (intent?.status !== 'requires_action') throw new Error(`PaymentIntent ${id} does not require action`);
      if (approve)
        Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount, next_action: null });
      else
        Object.assign(intent, {
          status: 'requires_payment_method',
          next_action: null,
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message: messages.authenticationFailed,
          },
        });
    },
    paymentIntent: (id) => intents.get(id),
    reset: () => {
      intents = new Map();
      customers = new Map();
      setupIntents = new Map();
      attachedTo = new Map();
      answersByKey = new Map();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((failure) => (failure ? reject(failure) : resolve()));
      }),
  };
}
