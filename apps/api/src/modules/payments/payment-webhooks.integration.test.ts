import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxToken } from '@iot/shared/sandbox-cards';
import { arabicServerMessages, serverMessages } from '@iot/shared/server-messages';
import { expectError } from '../../test/auth-helpers.ts';
import { fakeStripeKeys, startFakeStripe, withFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { databaseTargets, useTestApp, type TestApp } from '../../test/test-app.ts';
import { sandboxWebhookSecret } from './create-payment-provider.ts';
import type { PaymentChangedHandler } from './payment-service.ts';
import { sandboxEventTypes, signSandboxEvent } from './sandbox-provider.ts';

/**
 * DESIGN §API payments: webhooks verified on the raw body and de-duplicated by event id, for
 * Stripe (signed with the SDK's own test helper) and for the sandbox, whose 3-D Secure step in
 * the browser ends in a webhook of its own.
 */

const base = '/marketplace-customer/payments';
const { webhookSecret } = fakeStripeKeys;

function stripeEvent(overrides: { id?: string; type?: string; ref?: string } = {}) {
  return {
    id: overrides.id ?? `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type: overrides.type ?? 'payment_intent.amount_capturable_updated',
    data: {
      object: { id: overrides.ref ?? 'pi_123', object: 'payment_intent', metadata: { checkoutId: 'checkout-1' } },
    },
  };
}

function postStripe(t: TestApp, payload: string, signature: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/webhooks/stripe`,
    // Stripe's own content type; the route must read the bytes as they came.
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, ...headers },
    payload,
  });
}

const sign = (payload: string, secret: string = webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe.each(databaseTargets())('payment webhooks on $name', (target) => {
  describe('with Stripe configured', () => {
    let fake: FakeStripe;
    const onPaymentChanged = vi.fn<PaymentChangedHandler>(async () => undefined);
    beforeAll(async () => {
      fake = await startFakeStripe();
    });
    afterAll(async () => {
      await fake.close();
    });
    const t = useTestApp(target, {
      onPaymentChanged,
      // Read when the app starts, after the fake is listening.
      configure: (config) => withFakeStripe(fake)(config),
    });
    beforeEach(() => {
      onPaymentChanged.mockReset();
      onPaymentChanged.mockResolvedValue(undefined);
    });

    it('tells the browser to mount Stripe Elements with the publishable key', async () => {
      const response = await t.app.inject({ method: 'GET', url: `${base}/config` });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { driver: 'stripe', publishableKey: fakeStripeKeys.publishableKey } });
    });

    it('handles a signed event once, on the exact bytes Stripe signed', async () => {
      // Indented JSON: a route that parsed and re-serialised the body would no longer match the signature.
      const payload = JSON.stringify(stripeEvent({ ref: 'pi_first' }), null, 2);

      const response = await postStripe(t, payload, sign(payload));

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { received: true } });
      expect(onPaymentChanged).toHaveBeenCalledTimes(1);
      expect(onPaymentChanged).toHaveBeenCalledWith(expect.anything(), 'pi_first', 'checkout-1');
    });

    it('acknowledges a replayed event and does nothing with it', async () => {
      const payload = JSON.stringify(stripeEvent({ id: 'evt_replayed', ref: 'pi_replayed' }));

      const first = await postStripe(t, payload, sign(payload));
      // Stripe retries with a fresh timestamp and signature; the event id is what stays.
      const again = await postStripe(t, payload, sign(payload));
      const twoAtOnce = await Promise.all([
        postStripe(t, payload, sign(payload)),
        postStripe(t, payload, sign(payload)),
      ]);

      for (const response of [first, again, ...twoAtOnce]) expect(response.statusCode).toBe(200);
      expect(onPaymentChanged).toHaveBeenCalledTimes(1);
    });

    it('refuses a bad signature with 400 and acts on nothing', async () => {
      const payload = JSON.stringify(stripeEvent());
      const tampered = JSON.stringify(stripeEvent({ ref: 'pi_other' }));

      const forged = await postStripe(t, payload, sign(payload, 'whsec_someone_else'));
      const changedAfterSigning = await postStripe(t, tampered, sign(payload));
      const unsigned = await postStripe(t, payload, '');
      const arabic = await postStripe(t, tampered, sign(payload), { 'accept-language': 'ar' });

      for (const response of [forged, changedAfterSigning, unsigned]) {
        const error = expectError(response, 400, serverMessages.invalidSignature);
        expect(error.fields).toEqual({ signature: serverMessages.invalidSignature });
      }
      expectError(arabic, 400, arabicServerMessages.invalidSignature);
      expect(onPaymentChanged).not.toHaveBeenCalled();
    });

    it('acknowledges an event type it does not act on with 200 and ignores it', async () => {
      for (const type of ['customer.created', 'charge.refund.updated']) {
        const payload = JSON.stringify({
          ...stripeEvent({ type }),
          data: { object: { id: 'cus_1', object: 'customer' } },
        });
        const response = await postStripe(t, payload, sign(payload));
        expect(response.statusCode).toBe(200);
      }
      expect(onPaymentChanged).not.toHaveBeenCalled();
    });

    it('takes the retry of an event whose handling failed', async () => {
      onPaymentChanged.mockRejectedValueOnce(new Error('database went away'));
      const payload = JSON.stringify(stripeEvent({ id: 'evt_retry', ref: 'pi_retry' }));

      const failed = await postStripe(t, payload, sign(payload));
      const retried = await postStripe(t, payload, sign(payload));
      const replayed = await postStripe(t, payload, sign(payload));

      // A 5xx makes Stripe deliver again; the second delivery is handled, the third is a replay.
      expect([failed.statusCode, retried.statusCode, replayed.statusCode]).toEqual([500, 200, 200]);
      expect(onPaymentChanged).toHaveBeenCalledTimes(2);
    });

    it("has no sandbox routes: the sandbox's webhook and 3-D Secure answer 404", async () => {
      const event = signSandboxEvent(sandboxWebhookSecret(t.app.tokenSecret), {
        id: 'evt_sandbox_1',
        type: sandboxEventTypes.authorized,
        paymentRef: 'pi_sandbox_1',
        checkoutId: null,
      });
      const webhook = await t.app.inject({
        method: 'POST',
        url: `${base}/webhooks/sandbox`,
        headers: { 'content-type': 'application/json', 'sandbox-signature': event.signature },
        payload: event.rawBody,
      });
      const authenticate = await t.app.inject({
        method: 'POST',
        url: `${base}/sandbox/pi_sandbox_1/authenticate`,
        payload: { clientSecret: 'pi_sandbox_1_secret_x', approve: true },
      });

      expectError(webhook, 404);
      expectError(authenticate, 404);
      expect(onPaymentChanged).not.toHaveBeenCalled();
    });
  });

  describe('with the sandbox (the default)', () => {
    const onPaymentChanged = vi.fn<PaymentChangedHandler>(async () => undefined);
    const t = useTestApp(target, { onPaymentChanged });
    beforeEach(() => {
      onPaymentChanged.mockReset();
      onPaymentChanged.mockResolvedValue(undefined);
    });

    /** A payment with the card Stripe's tests use for 3-D Secure (4000 0025 0000 3155). */
    async function paymentRequiringAction() {
      const result = await t.app.payments.authorize({
        amountMinor: 5_000,
        currency: 'SAR',
        paymentMethod: sandboxToken('4000002500003155', 12, 2034) ?? '',
        customer: null,
        idempotencyKey: randomUUID(),
        checkoutId: 'checkout-3ds',
      });
      if (result.status !== 'requires_action') throw new Error(`expected requires_action, got ${result.status}`);
      return result;
    }

    const authenticate = (ref: string, clientSecret: string, approve: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/sandbox/${ref}/authenticate`,
        payload: { clientSecret, approve },
      });

    it('tells the browser to mount the sandbox card element, with no key', async () => {
      const response = await t.app.inject({ method: 'GET', url: `${base}/config` });

      expect(response.json()).toEqual({ data: { driver: 'sandbox', publishableKey: null } });
    });

    it('authorises the payment once the customer passes 3-D Secure, and sends its webhook through the handler once', async () => {
      const payment = await paymentRequiringAction();

      const passed = await authenticate(payment.ref, payment.clientSecret, true);
      const again = await authenticate(payment.ref, payment.clientSecret, true);

      expect(passed.statusCode).toBe(200);
      expect(passed.json()).toEqual({ data: { ref: payment.ref, status: 'authorized', message: null } });
      expect(again.json()).toEqual(passed.json());
      expect((await t.app.payments.retrieve(payment.ref)).status).toBe('authorized');
      expect(onPaymentChanged).toHaveBeenCalledTimes(1);
      expect(onPaymentChanged).toHaveBeenCalledWith(expect.anything(), payment.ref, 'checkout-3ds');
    });

    it('authorises once when the browser completes the same authentication twice at once', async () => {
      const payment = await paymentRequiringAction();

      const answers = await Promise.all([
        authenticate(payment.ref, payment.clientSecret, true),
        authenticate(payment.ref, payment.clientSecret, true),
      ]);

      expect(answers.map((answer) => answer.json<{ data: { status: string } }>().data.status)).toEqual([
        'authorized',
        'authorized',
      ]);
      expect(onPaymentChanged).toHaveBeenCalledTimes(1);
    });

    it("declines the payment with Stripe's words when the customer fails 3-D Secure; approving later changes nothing", async () => {
      const payment = await paymentRequiringAction();

      const failed = await authenticate(payment.ref, payment.clientSecret, false);
      const late = await authenticate(payment.ref, payment.clientSecret, true);

      expect(failed.json()).toEqual({
        data: { ref: payment.ref, status: 'declined', message: expect.stringContaining('unable to authenticate') },
      });
      expect(late.json()).toEqual(failed.json());
      expect((await t.app.payments.retrieve(payment.ref)).status).toBe('declined');
      expect(onPaymentChanged).toHaveBeenCalledTimes(1);
    });

    it('needs the client secret handed to the browser: a wrong or guessed one is 404 and moves nothing', async () => {
      const payment = await paymentRequiringAction();

      for (const secret of [`${payment.ref}_secret`, `${payment.ref}_secret_${'0'.repeat(32)}`, 'x']) {
        expectError(await authenticate(payment.ref, secret, true), 404);
      }
      expectError(await authenticate('pi_sandbox_unknown', payment.clientSecret, true), 404);
      expect((await t.app.payments.retrieve(payment.ref)).status).toBe('requires_action');
      expect(onPaymentChanged).not.toHaveBeenCalled();
    });

    it('finishes on a second try when the handler failed the first time', async () => {
      const payment = await paymentRequiringAction();
      onPaymentChanged.mockRejectedValueOnce(new Error('database went away'));

      const failed = await authenticate(payment.ref, payment.clientSecret, true);
      const retried = await authenticate(payment.ref, payment.clientSecret, true);

      expect([failed.statusCode, retried.statusCode]).toEqual([500, 200]);
      expect(onPaymentChanged).toHaveBeenCalledTimes(2);
    });

    it("verifies the sandbox's own webhooks: a good signature is handled once, a bad one is 'Invalid signature'", async () => {
      const secret = sandboxWebhookSecret(t.app.tokenSecret);
      const event = {
        id: 'evt_sandbox_x',
        type: sandboxEventTypes.authorized,
        paymentRef: 'pi_sandbox_x',
        checkoutId: null,
      };
      const signed = signSandboxEvent(secret, event);
      const post = (body: Buffer, signature: string, language = 'en') =>
        t.app.inject({
          method: 'POST',
          url: `${base}/webhooks/sandbox`,
          headers: { 'content-type': 'application/json', 'sandbox-signature': signature, 'accept-language': language },
          payload: body,
        });

      const first = await post(signed.rawBody, signed.signature);
      const replay = await post(signed.rawBody, signed.signature);
      const forged = signSandboxEvent('not-the-secret', event);
      const bad = await post(forged.rawBody, forged.signature);
      const badArabic = await post(forged.rawBody, forged.signature, 'ar');
      const stripeRoute = await t.app.inject({
        method: 'POST',
        url: `${base}/webhooks/stripe`,
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });

      expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
      expectError(bad, 400, serverMessages.invalidSignature);
      expectError(badArabic, 400, arabicServerMessages.invalidSignature);
      expectError(stripeRoute, 404);
      expect(onPaymentChanged).toHaveBeenCalledTimes(1);
    });
  });
});
