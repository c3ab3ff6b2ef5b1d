import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Pricing } from '@iot/shared/cart';
import type { Order, PlaceOrderBody, PlaceOrderResult } from '@iot/shared/orders';
import type { MarketplaceRequest } from '@iot/shared/requests';
import { arabicServerMessages, serverMessages } from '@iot/shared/server-messages';
import type { ErrorBody } from '../../test/auth-helpers.ts';
import {
  adminHeaders,
  countRows,
  createProduct,
  customerHeaders,
  orderBody,
  postOrder,
  pricingUrl,
  testAddress,
} from '../../test/order-helpers.ts';
import { outboxMailsOfKind } from '../../test/outbox-helpers.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

const dayMs = 86_400_000;

/**
 * SPEC §3 Quote or message: the back office answers a quote request with prices, both sides write
 * in one thread, and the customer buys the quote once at its prices until its validity date.
 */
describe.each(databaseTargets())('quotes that become orders on $name', (target) => {
  const t = useTestApp(target, { resetEachTest: true });

  type Answer = Awaited<ReturnType<typeof t.app.inject>>;
  const messageOf = (response: Answer) => response.json<ErrorBody>().error.message;

  /** A customer's quote request for 3 of a product listed at 10, answered at 7.25 each. */
  async function answeredQuote(options: { validForMs?: number } = {}) {
    const admin = await adminHeaders(t);
    const customer = await customerHeaders(t);
    const productId = await createProduct(t, {
      code: `QT-${Math.random().toString(36).slice(2, 8)}`,
      price: 10,
      stock: 100,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/marketplace-customer/requests',
      headers: customer,
      payload: {
        type: 'quote',
        fullName: 'Layla Haddad',
        phoneNumber: '+971 50 123 4567',
        email: 'layla@example.com',
        products: [{ productId, quantity: 3 }],
        message: 'Please quote three.',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json<{ data: MarketplaceRequest }>().data._id;
    const answered = await t.app.inject({
      method: 'PUT',
      url: `/marketplace/requests/${id}/quote`,
      headers: admin,
      payload: {
        lines: [{ productId, quantity: 3, unitPrice: 7.25 }],
        validUntil: new Date(t.clock.now().getTime() + (options.validForMs ?? dayMs)).toISOString(),
        note: 'Installation included.',
      },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    return { id, admin, customer, productId, items: [{ id: productId, quantity: 3 }] };
  }

  async function quotedPricing(quote: Awaited<ReturnType<typeof answeredQuote>>): Promise<Answer> {
    return t.app.inject({ method: 'GET', url: pricingUrl(quote.items, { quote: quote.id }), headers: quote.customer });
  }

  async function quotedOrderBody(quote: Awaited<ReturnType<typeof answeredQuote>>): Promise<PlaceOrderBody> {
    const pricing = await quotedPricing(quote);
    expect(pricing.statusCode, pricing.body).toBe(200);
    return {
      ...orderBody(quote.items, pricing.json<{ data: Pricing }>().data, await testAddress()),
      quoteId: quote.id,
    };
  }

  const readOwn = async (quote: Awaited<ReturnType<typeof answeredQuote>>, headers = quote.customer) =>
    t.app.inject({ method: 'GET', url: `/marketplace-customer/requests/${quote.id}`, headers });

  it('answers a quote and keeps one thread of both sides in order', async () => {
    const quote = await answeredQuote();
    // The customer is mailed the quote with the answer's transaction, to the address they wrote from.
    const quoteMails = await outboxMailsOfKind(t, 'quote-answered');
    expect(quoteMails.at(-1)?.to).toBe('layla@example.com');
    expect(quoteMails.at(-1)?.text).toContain('7.25');
    const adminWrote = await t.app.inject({
      method: 'POST',
      url: `/marketplace/requests/${quote.id}/messages`,
      headers: quote.admin,
      payload: { body: 'We can deliver next week.' },
    });
    expect(adminWrote.statusCode, adminWrote.body).toBe(201);
    t.clock.advance(1000);
    const customerWrote = await t.app.inject({
      method: 'POST',
      url: `/marketplace-customer/requests/${quote.id}/messages`,
      headers: quote.customer,
      payload: { body: 'Thank you, that works.' },
    });
    expect(customerWrote.statusCode, customerWrote.body).toBe(201);

    const own = (await readOwn(quote)).json<{ data: MarketplaceRequest }>().data;
    expect(own.quote).toMatchObject({
      status: 'offered',
      currency: 'USD',
      lines: [{ productId: quote.productId, quantity: 3, unitPrice: 7.25, total: 21.75 }],
      subtotal: 21.75,
      note: 'Installation included.',
      expired: false,
      orderId: null,
    });
    expect(own.messages.map((entry) => [entry.author, entry.body])).toEqual([
      ['admin', 'We can deliver next week.'],
      ['customer', 'Thank you, that works.'],
    ]);
    // The customer wrote back: the request is in the back office's work queue again.
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/marketplace/requests/${quote.id}`,
      headers: quote.admin,
    });
    expect(adminView.json<{ data: MarketplaceRequest }>().data).toMatchObject({
      status: 'in-progress',
      messages: own.messages,
    });
    // Another customer neither reads nor writes in it.
    const stranger = await customerHeaders(t);
    expect((await readOwn(quote, stranger)).statusCode).toBe(404);
    const strangerWrites = await t.app.inject({
      method: 'POST',
      url: `/marketplace-customer/requests/${quote.id}/messages`,
      headers: stranger,
      payload: { body: 'Hello' },
    });
    expect(strangerWrites.statusCode).toBe(404);
    // A validity date already past is refused with its field.
    const past = await t.app.inject({
      method: 'PUT',
      url: `/marketplace/requests/${quote.id}/quote`,
      headers: quote.admin,
      payload: {
        lines: [{ productId: quote.productId, quantity: 1, unitPrice: 5 }],
        validUntil: '2020-01-01T00:00:00Z',
      },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json<ErrorBody>().error.fields).toEqual({ validUntil: serverMessages.quoteValidityPast });
  });

  it('sells the quote at its prices once, links the order and the quote, and refuses a second order', async () => {
    const quote = await answeredQuote();
    const pricing = (await quotedPricing(quote)).json<{ data: Pricing }>().data;
    expect(pricing.lines[0]).toMatchObject({ unitPrice: 7.25, subtotal: 21.75 });
    // Without the quote the catalog price stands.
    const catalog = await t.app.inject({ method: 'GET', url: pricingUrl(quote.items), headers: quote.customer });
    expect(catalog.json<{ data: Pricing }>().data.lines[0]?.unitPrice).toBe(10);

    const body = await quotedOrderBody(quote);
    const placed = await postOrder(t, quote.customer, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const result = placed.json<{ data: PlaceOrderResult }>().data;
    if (result.status !== 'placed') throw new Error('expected an order');
    expect(result.order.items[0]).toMatchObject({ unitPrice: 7.25, quantity: 3, subtotal: 21.75 });
    expect(result.order.quoteRequestId).toBe(quote.id);
    const adminOrder = await t.app.inject({
      method: 'GET',
      url: `/marketplace/orders/${result.order._id}`,
      headers: quote.admin,
    });
    expect(adminOrder.json<{ data: Order }>().data.quoteRequestId).toBe(quote.id);
    expect((await readOwn(quote)).json<{ data: MarketplaceRequest }>().data.quote).toMatchObject({
      status: 'accepted',
      orderId: result.order._id,
    });

    // The same receipt again, as a second tab would send it: a new checkout, refused.
    const again = await postOrder(t, quote.customer, body);
    expect(again.statusCode, again.body).toBe(409);
    expect(messageOf(again)).toBe(serverMessages.quoteUsed);
    const arabic = await t.app.inject({
      method: 'GET',
      url: pricingUrl(quote.items, { quote: quote.id }),
      headers: { ...quote.customer, 'accept-language': 'ar' },
    });
    expect(arabic.statusCode).toBe(409);
    expect(messageOf(arabic)).toBe(arabicServerMessages.quoteUsed);
    // The quote cannot be revised under its order.
    const revise = await t.app.inject({
      method: 'PUT',
      url: `/marketplace/requests/${quote.id}/quote`,
      headers: quote.admin,
      payload: {
        lines: [{ productId: quote.productId, quantity: 3, unitPrice: 1 }],
        validUntil: new Date(t.clock.now().getTime() + dayMs).toISOString(),
      },
    });
    expect(revise.statusCode).toBe(409);
  });

  it('refuses a quote bought other than as quoted', async () => {
    const quote = await answeredQuote();
    const body = await quotedOrderBody(quote);
    const fewer = await postOrder(t, quote.customer, { ...body, items: [{ id: quote.productId, quantity: 2 }] });
    expect(fewer.statusCode, fewer.body).toBe(409);
    expect(messageOf(fewer)).toBe(serverMessages.quoteLinesChanged);
  });

  it('refuses an expired quote in both languages', async () => {
    const quote = await answeredQuote({ validForMs: 60_000 });
    const body = await quotedOrderBody(quote);
    t.clock.advance(61_000);
    const expired = await postOrder(t, quote.customer, body);
    expect(expired.statusCode, expired.body).toBe(409);
    expect(messageOf(expired)).toBe(serverMessages.quoteExpired);
    const arabic = await t.app.inject({
      method: 'GET',
      url: pricingUrl(quote.items, { quote: quote.id }),
      headers: { ...quote.customer, 'accept-language': 'ar' },
    });
    expect(messageOf(arabic)).toBe(arabicServerMessages.quoteExpired);
    expect((await readOwn(quote)).json<{ data: MarketplaceRequest }>().data.quote?.expired).toBe(true);
    expect(await countRows(t, sql`select count(*)::int as n from orders`)).toBe(0);
  });

  it('refuses a declined quote', async () => {
    const quote = await answeredQuote();
    const body = await quotedOrderBody(quote);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/marketplace-customer/requests/${quote.id}/quote/decline`,
      headers: quote.customer,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<{ data: MarketplaceRequest }>().data.quote?.status).toBe('declined');
    const refused = await postOrder(t, quote.customer, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(messageOf(refused)).toBe(serverMessages.quoteDeclined);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/marketplace-customer/requests/${quote.id}/quote/decline`,
      headers: { ...quote.customer, 'accept-language': 'ar' },
    });
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(arabicServerMessages.quoteDeclined);
  });

  it('gives one order when the same quote is accepted twice at the same moment', async () => {
    const rounds = target.name === 'postgres' ? 5 : 1;
    for (let round = 0; round < rounds; round += 1) {
      const quote = await answeredQuote();
      const body = await quotedOrderBody(quote);
      // Two checkouts (two idempotency keys: two tabs), both authorised before either finishes.
      const responses = await Promise.all([postOrder(t, quote.customer, body), postOrder(t, quote.customer, body)]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses, responses.map((response) => response.body).join('\n')).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      if (refused) expect(messageOf(refused)).toBe(serverMessages.quoteUsed);
      expect(await countRows(t, sql`select count(*)::int as n from orders where quote_request_id = ${quote.id}`)).toBe(
        1,
      );
      // The stock was taken once and the refused checkout's hold was released.
      expect(
        await countRows(t, sql`select level as n from inventory_levels where product_id = ${quote.productId}`),
      ).toBe(97);
      expect(
        await countRows(
          t,
          sql`select count(*)::int as n from checkouts where status = 'failed' and payment_ref is not null
                and not exists (select 1 from sandbox_payments s where s.ref = checkouts.payment_ref and s.status = 'cancelled')`,
        ),
      ).toBe(0);
    }
  }, 60_000);
});
