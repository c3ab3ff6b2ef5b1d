import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@iot/shared/payment-methods';
import { sandboxToken } from '@iot/shared/sandbox-cards';
import { serverMessages } from '@iot/shared/server-messages';
import { bearer, expectError } from '../../test/auth-helpers.ts';
import { signInDemoCompany, signInDemoTenantUser, type CustomerSession } from '../../test/customer-sessions.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';
import { paymentCustomersTable, paymentMethodsTable } from './payment-method-table.ts';
import { providerCustomerOf, readOwnPaymentMethod, saveCardForOwner } from './payment-method-reader.ts';

const url = '/marketplace-customer/payment-methods';

/** What the browser-side element makes of a test card (the number itself never reaches the API). */
function cardToken(number: string): string {
  const token = sandboxToken(number, 12, 2030);
  if (!token) throw new Error(`${number} is not a card`);
  return token;
}

const bankAccount = {
  kind: 'bank-account',
  accountName: 'Haddad Logistics LLC',
  iban: 'ae07 0331 2345 6789 0123 456',
  swift: 'bomlaead',
} as const;

describe.each(databaseTargets())('saved payment methods on $name', (target) => {
  const t = useTestApp(target);

  async function add(session: CustomerSession, body: object) {
    return t.app.inject({ method: 'POST', url, headers: session.headers, payload: body });
  }
  async function added(session: CustomerSession, body: object): Promise<PaymentMethod> {
    const response = await add(session, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: PaymentMethod }>().data;
  }
  async function list(session: CustomerSession): Promise<PaymentMethod[]> {
    const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: PaymentMethod[] }>().data;
  }
  const rows = () => t.app.db.select().from(paymentMethodsTable);

  it('saves a bank account, shows its IBAN masked to country and last four, reads and removes it', async () => {
    const company = await signInDemoCompany(t);
    const saved = await added(company, bankAccount);
    expect(saved).toEqual({
      _id: expect.any(String),
      kind: 'bank-account',
      accountName: 'Haddad Logistics LLC',
      iban: 'AE*****************3456',
      swift: 'BOMLAEAD',
    });
    expect(await list(company)).toEqual([saved]);
    const read = await t.app.inject({ method: 'GET', url: `${url}/${saved._id}`, headers: company.headers });
    expect(read.json<{ data: PaymentMethod }>().data).toEqual(saved);
    // Stored whole, compact and upper-case, so the back office can pay it out.
    expect((await rows())[0]).toMatchObject({ iban: 'AE070331234567890123456', swift: 'BOMLAEAD' });

    const removed = await t.app.inject({ method: 'DELETE', url: `${url}/${saved._id}`, headers: company.headers });
    expect(removed.statusCode).toBe(204);
    expect(await list(company)).toEqual([]);
  });

  it('refuses an IBAN whose check digits do not match and a malformed SWIFT code', async () => {
    const company = await signInDemoCompany(t);
    const badIban = expectError(await add(company, { ...bankAccount, iban: 'AE08 0331 2345 6789 0123 456' }), 400);
    expect(badIban.fields).toEqual({ iban: serverMessages.invalidIban });
    const badSwift = expectError(await add(company, { ...bankAccount, swift: 'BOML1EAD' }), 400);
    expect(badSwift.fields).toEqual({ swift: serverMessages.invalidSwift });
    const arabic = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...company.headers, 'accept-language': 'ar' },
      payload: { ...bankAccount, iban: 'AE08 0331 2345 6789 0123 456' },
    });
    expect(expectError(arabic, 400).fields).toEqual({ iban: 'يرجى إدخال رقم آيبان صالح' });
    expect(await rows()).toEqual([]);
  });

  it('saves a card from the provider token and stores only brand, last four, expiry, holder name and the reference', async () => {
    const company = await signInDemoCompany(t);
    const saved = await added(company, {
      kind: 'card',
      token: cardToken('4242 4242 4242 4242'),
      holderName: ' Layla Haddad ',
    });
    expect(saved).toEqual({
      _id: expect.any(String),
      kind: 'card',
      type: 'STRIPE',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Layla Haddad',
    });
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toEqual({
      id: saved._id,
      ownerKind: 'company',
      ownerId: company.id,
      kind: 'card',
      type: 'STRIPE',
      driver: 'sandbox',
      providerRef: cardToken('4242424242424242'),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Layla Haddad',
      accountName: null,
      iban: null,
      swift: null,
      createdAt: expect.any(Date),
    });
    expect(JSON.stringify(row)).not.toContain('4242424242424242');

    // The same card again is the card already saved, not a second entry.
    const again = await added(company, { kind: 'card', token: cardToken('4242424242424242'), holderName: 'L H' });
    expect(again._id).toBe(saved._id);
    expect(await list(company)).toEqual([saved]);
  });

  it('cannot save a card the issuer declines, and keeps nothing of it', async () => {
    const company = await signInDemoCompany(t);
    const declined = await add(company, {
      kind: 'card',
      token: cardToken('4000000000000002'),
      holderName: 'Layla Haddad',
    });
    expect(expectError(declined, 400).fields).toEqual({ token: 'Your card was declined.' });
    const garbage = await add(company, { kind: 'card', token: 'pm_made_up', holderName: 'Layla Haddad' });
    expectError(garbage, 400);
    expect(await rows()).toEqual([]);
  });

  it('refuses a card number or CVC in the body, whatever the kind, and any unknown field', async () => {
    const company = await signInDemoCompany(t);
    const token = cardToken('4242424242424242');
    for (const body of [
      { kind: 'card', token, holderName: 'Layla Haddad', cardNumber: '4242424242424242' },
      { kind: 'card', token, holderName: 'Layla Haddad', cvc: '123' },
      { ...bankAccount, cardNumber: '4242424242424242' },
    ]) {
      expectError(await add(company, body), 400, serverMessages.cardDataRefused);
    }
    // Without a token there is nothing to save: a card number alone is no card.
    expectError(await add(company, { kind: 'card', holderName: 'Layla Haddad', number: '4242424242424242' }), 400);
    expectError(await add(company, { kind: 'card', token, holderName: 'Layla Haddad', nickname: 'Mine' }), 400);
    expect(await rows()).toEqual([]);
  });

  it("answers 404 for another customer's card or bank account to GET and DELETE, and leaves them saved", async () => {
    const company = await signInDemoCompany(t);
    const tenantUser = await signInDemoTenantUser(t);
    const card = await added(company, { kind: 'card', token: cardToken('4242424242424242'), holderName: 'Demo' });
    const account = await added(company, bankAccount);
    const stranger = { headers: bearer(await t.customerToken({ kind: 'root' })), id: randomUUID() };
    for (const other of [tenantUser, stranger]) {
      for (const method of [card, account]) {
        const target = `${url}/${method._id}`;
        expectError(
          await t.app.inject({ method: 'GET', url: target, headers: other.headers }),
          404,
          'Payment method not found',
        );
        expectError(await t.app.inject({ method: 'DELETE', url: target, headers: other.headers }), 404);
      }
      expect(await list(other)).toEqual([]);
    }
    expect(await list(company)).toHaveLength(2);
  });

  it("keeps a tenant user's methods and provider customer apart from its company's", async () => {
    const company = await signInDemoCompany(t);
    const tenantUser = await signInDemoTenantUser(t);
    const own = await added(tenantUser, {
      kind: 'card',
      token: cardToken('5555555555554444'),
      holderName: 'Fleet User',
    });
    expect(own).toMatchObject({ brand: 'mastercard', last4: '4444' });
    await added(company, { kind: 'card', token: cardToken('4242424242424242'), holderName: 'Demo' });
    expect((await list(tenantUser)).map((method) => method._id)).toEqual([own._id]);
    expect(await list(company)).not.toContainEqual(own);
    const customers = await t.app.db.select().from(paymentCustomersTable);
    expect(customers.map((customer) => customer.ownerKind).sort()).toEqual(['company', 'tenant-user']);
    expect(new Set(customers.map((customer) => customer.providerCustomerId)).size).toBe(2);
  });

  it('creates the provider customer once per owner, also when two cards are saved at once', async () => {
    const company = await signInDemoCompany(t);
    const responses = await Promise.all(
      ['4242424242424242', '5555555555554444'].map((number) =>
        add(company, { kind: 'card', token: cardToken(number), holderName: 'Demo' }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const customers = await t.app.db
      .select()
      .from(paymentCustomersTable)
      .where(eq(paymentCustomersTable.ownerId, company.id));
    expect(customers).toHaveLength(1);
    expect(await providerCustomerOf(t.app, { kind: 'company', id: company.id })).toBe(customers[0]?.providerCustomerId);
  });

  it('serves the order workflow: its own method with the provider reference and driver, and cards saved for later', async () => {
    const tenantUser = await signInDemoTenantUser(t);
    const owner = { kind: 'tenant-user', id: tenantUser.id } as const;
    const saved = await saveCardForOwner(t.app, owner, cardToken('4242424242424242'), 'Fleet User');
    expect(saved).toMatchObject({ kind: 'card', last4: '4242', providerRef: cardToken('4242424242424242') });
    expect(await readOwnPaymentMethod(t.app, owner, saved._id)).toEqual({
      _id: saved._id,
      kind: 'card',
      type: 'STRIPE',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Fleet User',
      providerRef: cardToken('4242424242424242'),
      driver: 'sandbox',
    });
    await expect(readOwnPaymentMethod(t.app, { kind: 'company', id: owner.id }, saved._id)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(saveCardForOwner(t.app, owner, cardToken('4000000000000002'), 'Fleet User')).rejects.toMatchObject({
      statusCode: 400,
    });
    expect((await list(tenantUser)).map((method) => method._id)).toEqual([saved._id]);
  });

  it('asks for a customer sign-in on every route, before reading the body', async () => {
    const id = randomUUID();
    const admin = bearer(await t.adminToken());
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/${id}`],
      ['DELETE', `${url}/${id}`],
    ] as const) {
      for (const headers of [{}, admin]) {
        const response = await t.app.inject({ method, url: path, headers, payload: { cardNumber: '4242' } });
        expect(response.statusCode, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('documents every payment-method route in /docs', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(document.paths[url] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths[`${url}/{id}`] ?? {}).sort()).toEqual(['delete', 'get']);
  });
});
