import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverMessages } from '@iot/shared/server-messages';
import type { AppError } from '../../http/app-error.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The `stripe` provider with the real SDK, pointed at a local fake of the Stripe endpoints it uses
 * (DESIGN §API: payments tested offline), with Stripe's test PaymentMethods.
 */

const webhookSecret = 'whsec_test_secret';

describe('the Stripe payment provider, through the official SDK', () => {
  let fake: FakeStripe;
  let stripe: PaymentProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = createStripeProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret,
      apiUrl: fake.url,
    });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    fake.reset();
  });

  const authorize = (paymentMethod: string, overrides: { idempotencyKey?: string; customer?: string } = {}) =>
    stripe.authorize({
      amountMinor: 12_345,
      currency: 'USD',
      paymentMethod,
      customer: overrides.customer ?? null,
      idempotencyKey: overrides.idempotencyKey ?? randomUUID(),
      checkoutId: 'checkout-1',
    });

  const mutating = () => fake.requests.filter((request) => request.method === 'POST');

  it('authorises a card with a manual-capture PaymentIntent carrying the checkout id, and answers the card shown to the customer', async () => {
    const result = await authorize('pm_card_visa');

    expect(result).toEqual({
      status: 'authorized',
      ref: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getFullYear() + 3 },
    });
    const [create] = mutating();
    expect(create?.path).toBe('/v1/payment_intents');
    expect(create?.params).toMatchObject({
      amount: '12345',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
      metadata: { checkoutId: 'checkout-1' },
    });
    const state = await stripe.retrieve(result.ref ?? '');
    expect(state).toEqual({
      ref: result.ref,
      status: 'authorized',
      amountMinor: 12_345,
      currency: 'USD',
      checkoutId: 'checkout-1',
      message: null,
    });
  });

  it("answers a declined card with Stripe's own message and the PaymentIntent it failed on", async () => {
    const result = await authorize('pm_card_chargeDeclined');

    expect(result).toEqual({
      status: 'declined',
      ref: expect.stringMatching(/^pi_/),
      message: 'Your card was declined.',
    });
    expect((await stripe.retrieve(result.ref ?? '')).status).toBe('declined');
  });

  it('answers a payment method Stripe does not know as declined, with its message', async () => {
    const result = await authorize('pm_unknown');

    expect(result).toEqual({ status: 'declined', ref: null, message: "No such PaymentMethod: 'pm_unknown'" });
  });

  it('hands the client secret to the browser when the card requires 3-D Secure, and reads the outcome back', async () => {
    const passed = await authorize('pm_card_authenticationRequired');
    expect(passed).toMatchObject({ status: 'requires_action', card: { last4: '3155' } });
    if (passed.status !== 'requires_action') throw new Error('expected requires_action');
    expect(passed.clientSecret).toBe(fake.paymentIntent(passed.ref)?.client_secret);
    expect((await stripe.retrieve(passed.ref)).status).toBe('requires_action');

    fake.completeAuthentication(passed.ref, true);
    expect((await stripe.retrieve(passed.ref)).status).toBe('authorized');

    const failed = await authorize('pm_card_authenticationRequired');
    fake.completeAuthentication(failed.ref ?? '', false);
    expect(await stripe.retrieve(failed.ref ?? '')).toMatchObject({
      status: 'declined',
      message: expect.stringContaining('unable to authenticate'),
    });
  });

  it('captures an authorised payment once, however often the capture is asked for', async () => {
    const result = await authorize('pm_card_visa');
    const ref = result.ref ?? '';

    const first = await stripe.capture(ref, 'order-1');
    const again = await stripe.capture(ref, 'order-1');
    const otherKey = await stripe.capture(ref, 'order-1-retry');

    for (const state of [first, again, otherKey]) expect(state.status).toBe('captured');
    expect(fake.paymentIntent(ref)).toMatchObject({ status: 'succeeded', amount_received: 12_345 });
  });

  it('cancels an authorised payment, releasing the hold, and refuses to capture it afterwards', async () => {
    const result = await authorize('pm_card_visa');
    const ref = result.ref ?? '';

    expect((await stripe.cancel(ref, 'order-2')).status).toBe('cancelled');
    expect((await stripe.cancel(ref, 'order-2-again')).status).toBe('cancelled');
    await expect(stripe.capture(ref, 'order-2')).rejects.toMatchObject({
      statusCode: 400,
      fields: { payment: expect.stringContaining('status of canceled') },
    } satisfies Partial<AppError>);
  });

  it('finds the PaymentIntent authorised for a checkout by the checkout id it carries, and none for another', async () => {
    const result = await authorize('pm_card_visa');
    if (result.status !== 'authorized') throw new Error('not authorised');

    expect(await stripe.findByCheckout('checkout-1')).toMatchObject({
      ref: result.ref,
      status: 'authorized',
      amountMinor: 12_345,
      checkoutId: 'checkout-1',
    });
    expect(await stripe.findByCheckout('checkout-2')).toBeNull();
    const search = fake.requests.find((request) => request.path === '/v1/payment_intents/search');
    expect(search?.params.query).toBe("metadata['checkoutId']:'checkout-1'");
  });

  it('places one hold for one idempotency key: a retried authorisation answers the same PaymentIntent', async () => {
    const key = randomUUID();
    const first = await authorize('pm_card_visa', { idempotencyKey: key });
    const retried = await authorize('pm_card_visa', { idempotencyKey: key });
    const other = await authorize('pm_card_visa');

    expect(retried.ref).toBe(first.ref);
    expect(other.ref).not.toBe(first.ref);
    const creates = mutating().filter((request) => request.path === '/v1/payment_intents');
    expect(creates.map((request) => request.idempotencyKey)).toEqual([
      `authorize:${key}`,
      `authorize:${key}`,
      expect.stringMatching(/^authorize:/),
    ]);
  });

  it('saves a card on a Stripe customer through a confirmed off-session SetupIntent, reading only brand, last four and expiry', async () => {
    const customer = await stripe.createCustomer({
      email: 'buyer@example.com',
      name: 'Buyer',
      idempotencyKey: 'user-1',
    });
    const saved = await stripe.saveCard({ customer, paymentMethod: 'pm_card_mastercard', idempotencyKey: 'save-1' });

    expect(customer).toMatch(/^cus_/);
    expect(saved).toEqual({
      ref: 'pm_card_mastercard',
      card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: new Date().getFullYear() + 3 },
    });
    const setup = mutating().find((request) => request.path === '/v1/setup_intents');
    expect(setup?.params).toMatchObject({
      customer,
      payment_method: 'pm_card_mastercard',
      confirm: 'true',
      usage: 'off_session',
    });
    expect(await stripe.describeCard('pm_card_visa')).toMatchObject({ brand: 'visa', last4: '4242' });

    // A saved card is then charged on its customer.
    await authorize('pm_card_mastercard', { customer });
    expect(mutating().at(-1)?.params).toMatchObject({ customer, payment_method: 'pm_card_mastercard' });
  });

  it("refuses to save a card the issuer declines, with Stripe's message, or one that asks for 3-D Secure", async () => {
    const customer = await stripe.createCustomer({ email: 'b@example.com', name: 'B', idempotencyKey: 'user-2' });

    await expect(
      stripe.saveCard({ customer, paymentMethod: 'pm_card_chargeDeclined', idempotencyKey: 'save-2' }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { token: 'Your card was declined.' } });
    // Its SetupIntent stops at 3-D Secure, which saving from the profile does not run.
    await expect(
      stripe.saveCard({ customer, paymentMethod: 'pm_card_authenticationRequired', idempotencyKey: 'save-3' }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { token: serverMessages.paymentRequiresAction } });
  });

  it('sends every mutating request with the idempotency key it was given, none with a key of its own', async () => {
    const customer = await stripe.createCustomer({ email: 'c@example.com', name: 'C', idempotencyKey: 'k-customer' });
    await stripe.saveCard({ customer, paymentMethod: 'pm_card_visa', idempotencyKey: 'k-setup' });
    const held = await authorize('pm_card_visa', { idempotencyKey: 'k-authorize' });
    await stripe.capture(held.ref ?? '', 'k-capture');
    const other = await authorize('pm_card_authenticationRequired', { idempotencyKey: 'k-authorize-2' });
    await stripe.cancel(other.ref ?? '', 'k-cancel');

    expect(mutating().map((request) => [request.path.replace(/pi_\w+/, '{id}'), request.idempotencyKey])).toEqual([
      ['/v1/customers', 'customer:k-customer'],
      ['/v1/setup_intents', 'setup:k-setup'],
      ['/v1/payment_intents', 'authorize:k-authorize'],
      ['/v1/payment_intents/{id}/capture', 'capture:k-capture'],
      ['/v1/payment_intents', 'authorize:k-authorize-2'],
      ['/v1/payment_intents/{id}/cancel', 'cancel:k-cancel'],
    ]);
  });

  it('answers "Payment is not available now!" when Stripe cannot be reached', async () => {
    const unreachable = createStripeProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      webhookSecret,
      apiUrl: 'http://127.0.0.1:1',
    });

    await expect(
      unreachable.authorize({
        amountMinor: 100,
        currency: 'USD',
        paymentMethod: 'pm_card_visa',
        customer: null,
        idempotencyKey: 'k',
        checkoutId: 'c',
      }),
    ).rejects.toMatchObject({ statusCode: 503, message: serverMessages.paymentUnavailable });
  });

  it('verifies webhooks on the raw body with the signing secret and reads which payment they are about', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: { id: 'pi_1', object: 'payment_intent', metadata: { checkoutId: 'checkout-9' } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

    expect(stripe.verifyWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.amount_capturable_updated',
      paymentRef: 'pi_1',
      checkoutId: 'checkout-9',
    });
    // One byte changed after signing, or a signature from another secret: not Stripe's.
    expect(() => stripe.verifyWebhook(Buffer.from(payload.replace('pi_1', 'pi_2')), signature)).toThrow(
      serverMessages.invalidSignature,
    );
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => stripe.verifyWebhook(Buffer.from(payload), forged)).toThrow(serverMessages.invalidSignature);
    expect(() => stripe.verifyWebhook(Buffer.from(payload), undefined)).toThrow(serverMessages.invalidSignature);
  });

  it('tells the browser to mount Stripe Elements with the publishable key', () => {
    expect(stripe.browserConfig()).toEqual({ driver: 'stripe', publishableKey: 'pk_test_fake' });
  });
});
