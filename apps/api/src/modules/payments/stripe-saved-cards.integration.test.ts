import { beforeEach, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@iot/shared/payment-methods';
import { expectError } from '../../test/auth-helpers.ts';
import { signInDemoCompany } from '../../test/customer-sessions.ts';
import { useFakeStripeApp } from '../../test/fake-stripe.ts';
import { databaseTargets } from '../../test/test-app.ts';

/**
 * SPEC §2 /profile saved cards with Stripe configured (DESIGN §API): the card is saved by its
 * Stripe.js `pm_…` reference through a SetupIntent on one Stripe customer per account, and only
 * brand, last four, expiry and holder name come back.
 */

const url = '/marketplace-customer/payment-methods';

describe.each(databaseTargets())('saved cards through Stripe on $name', (target) => {
  const { t, fake } = useFakeStripeApp(target);
  beforeEach(() => {
    fake.reset();
  });

  it('saves cards on one Stripe customer through confirmed SetupIntents, each call with an idempotency key', async () => {
    const company = await signInDemoCompany(t);
    const add = (token: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: company.headers,
        payload: { kind: 'card', token, holderName: 'Layla Haddad' },
      });

    const visa = await add('pm_card_visa');
    const mastercard = await add('pm_card_mastercard');

    expect(visa.statusCode, visa.body).toBe(201);
    expect(visa.json<{ data: PaymentMethod }>().data).toEqual({
      _id: expect.any(String),
      kind: 'card',
      type: 'STRIPE',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      holderName: 'Layla Haddad',
    });
    expect(mastercard.json<{ data: PaymentMethod }>().data).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const posts = fake.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.path)).toEqual(['/v1/customers', '/v1/setup_intents', '/v1/setup_intents']);
    expect(posts.every((request) => request.idempotencyKey)).toBe(true);
    const customer = fake.requests.find((request) => request.path === '/v1/customers');
    expect(customer?.params).toMatchObject({ email: 'company@example.com' });
    const setups = posts.filter((request) => request.path === '/v1/setup_intents');
    expect(new Set(setups.map((request) => request.params.customer)).size).toBe(1);
  });

  it("refuses a card Stripe declines, with Stripe's message, and saves nothing", async () => {
    const company = await signInDemoCompany(t);

    const declined = await t.app.inject({
      method: 'POST',
      url,
      headers: company.headers,
      payload: { kind: 'card', token: 'pm_card_chargeDeclined', holderName: 'Layla Haddad' },
    });
    const list = await t.app.inject({ method: 'GET', url, headers: company.headers });

    expectError(declined, 400, 'Your card was declined.');
    expect(list.json<{ data: PaymentMethod[] }>().data).toEqual([]);
  });
});
