import type { Pricing } from '@iot/shared/cart';
import type { Language } from '@iot/shared/languages';
import type { Order, PlaceOrderBody, PlaceOrderResult } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import type { Owner } from '../db/owner-columns.ts';
import { AppError, conflict, notFound, paymentRequired } from '../http/app-error.ts';
import { withDb, type ServiceContext } from '../service-context.ts';
import { redeemDiscount } from '../modules/discounts/discount-reader.ts';
import { decrementStock } from '../modules/inventory/inventory-service.ts';
import { queueOrderMail } from '../modules/mail/shop-mail-service.ts';
import {
  createOrder,
  getOwnOrder,
  lockCheckout,
  markCheckout,
  markCheckoutReleased,
  openCheckout,
  readCheckout,
  readCheckoutByKey,
  type CheckoutRow,
  type PaymentSnapshot,
  type ShippingAddressSnapshot,
} from '../modules/orders/order-service.ts';
import { describeAddress, readOwnAddress, saveAddress } from '../modules/addresses/address-reader.ts';
import {
  providerCustomerOf,
  readOwnPaymentMethod,
  saveCardForOwner,
  type SavedPaymentMethod,
} from '../modules/payment-methods/payment-method-reader.ts';
import { recordPaymentTransaction } from '../modules/payments/payment-transaction-service.ts';
import { priceCart, type CartPricing } from '../modules/pricing/pricing-service.ts';
import {
  assertQuotedCart,
  claimQuoteForOrder,
  linkQuoteToOrder,
  readQuoteForCheckout,
  type QuoteForCheckout,
} from '../modules/requests/quote-service.ts';
import { readSettings } from '../modules/settings/settings-service.ts';
import { countOrderPlaced } from '../http/metrics.ts';

/**
 * Placing an order (DESIGN §API), in three steps so that no row is locked while the payment
 * provider answers:
 * 1. price the cart and compare it with the receipt the customer saw; write a checkout keyed by
 *    the client's idempotency key (a retry finds it and resumes, never starts over);
 * 2. authorise the payment with the checkout id as the provider's idempotency key;
 * 3. `finalizeCheckout`: one transaction that locks the checkout, re-prices, takes the stock,
 *    redeems the code and writes the order. The client's confirmation after 3-D Secure and the
 *    provider's webhook run the same step; whoever comes second finds the order.
 */

export type PlaceOrderInput = {
  owner: Owner;
  tenantId: string | null;
  idempotencyKey: string;
  body: PlaceOrderBody;
  language: Language;
};

/** Why a checkout ended without an order; each is a fixed SPEC §8 text the client shows. */
const refusals = [
  serverMessages.outOfStock,
  serverMessages.discountNotFound,
  serverMessages.receiptChanged,
  // SPEC §3 Quote or message: a quote is honoured once, until its validity date.
  serverMessages.quoteExpired,
  serverMessages.quoteDeclined,
  serverMessages.quoteUsed,
  serverMessages.quoteLinesChanged,
  serverMessages.quoteCurrencyChanged,
] as const;
type Refusal = (typeof refusals)[number];

class CheckoutRefused extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly pricing?: Pricing,
  ) {
    super(refusal);
  }
}

function refusalOf(error: unknown): CheckoutRefused | undefined {
  if (error instanceof CheckoutRefused) return error;
  // The discounts module refuses a code whose uses ran out meanwhile (409) or that no longer applies
  // (404); the requests module a quote used, declined or expired meanwhile (409).
  if (error instanceof AppError && (refusals as readonly string[]).includes(error.message))
    return new CheckoutRefused(error.message as Refusal);
  return undefined;
}

function refusedError(refusal: Refusal, pricing?: Pricing): AppError {
  return conflict(refusal, undefined, pricing ? { pricing } : undefined);
}

/** The answer a failed checkout gives again to a retry with its key: the same refusal, or the provider's decline. */
function failedCheckoutError(checkout: CheckoutRow): AppError {
  const failure = checkout.failure ?? serverMessages.paymentDeclined;
  return (refusals as readonly string[]).includes(failure)
    ? refusedError(failure as Refusal)
    : paymentRequired(failure);
}

/** JSON with sorted keys: the stored request (jsonb reorders keys) compared with a retried one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** SPEC §3 Order: the receipt the customer saw must be what they pay (currency, total and each unit price). */
function receiptMatches(receipt: PlaceOrderBody['receipt'], pricing: Pricing): boolean {
  if (receipt.currency !== pricing.currency || receipt.total !== pricing.total) return false;
  const seen = new Map(receipt.lines.map((line) => [line.productId, line.unitPrice]));
  return (
    pricing.lines.every((line) => seen.get(line.productId) === line.unitPrice) &&
    receipt.lines.every((line) => pricing.lines.some((priced) => priced.productId === line.productId))
  );
}

/**
 * Where the order ships, as the order keeps it: one of the owner's saved addresses (another's id is
 * 404) or a new one, checked against the location metadata; names in English beside the ids.
 */
async function shippingAddressOf(
  ctx: ServiceContext,
  owner: Owner,
  body: PlaceOrderBody,
): Promise<ShippingAddressSnapshot> {
  if (body.addressId) {
    const { _id: _savedId, isDefault: _saved, ...address } = await readOwnAddress(ctx, owner, body.addressId, 'en');
    return address;
  }
  // The body schema requires one of addressId and address.
  if (!body.address) throw notFound();
  const { isDefault: _new, ...address } = await describeAddress(ctx, body.address, 'en');
  return address;
}

function pricingRequest(
  checkout: Pick<CheckoutRow, 'request' | 'language'>,
  owner: Owner,
  address: ShippingAddressSnapshot,
  quote: QuoteForCheckout | null,
) {
  return {
    items: checkout.request.items,
    code: checkout.request.code,
    owner,
    country: address.country,
    city: address.city,
    language: checkout.language,
    quote: quote ?? undefined,
  };
}

/** The quote a checkout buys (SPEC §3 Quote or message): the caller's own, still offered, bought as quoted. */
async function quoteOfCheckout(
  ctx: ServiceContext,
  owner: Owner,
  body: PlaceOrderBody,
): Promise<QuoteForCheckout | null> {
  if (!body.quoteId) return null;
  const quote = await readQuoteForCheckout(ctx, owner, body.quoteId);
  assertQuotedCart(quote, body.items, body.code);
  return quote;
}

function ownerOf(checkout: CheckoutRow): Owner {
  return { kind: checkout.ownerKind, id: checkout.ownerId };
}

export async function placeOrder(ctx: ServiceContext, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const earlier = await readCheckoutByKey(ctx, input.owner, input.idempotencyKey);
  if (earlier) return resumeCheckout(ctx, earlier, input);

  const address = await shippingAddressOf(ctx, input.owner, input.body);
  // Refused before any payment is asked for: an expired, declined or used quote (409).
  const quote = await quoteOfCheckout(ctx, input.owner, input.body);
  // A saved method must be the caller's own (404 otherwise), before anything is written.
  if (input.body.payment.kind === 'saved')
    await readOwnPaymentMethod(ctx, input.owner, input.body.payment.paymentMethodId);
  const priced = await priceCart(
    ctx,
    pricingRequest({ request: input.body, language: input.language }, input.owner, address, quote),
  );
  if (!priced.pricing.purchasable) throw refusedError(serverMessages.outOfStock, priced.pricing);
  if (!receiptMatches(input.body.receipt, priced.pricing))
    throw refusedError(serverMessages.receiptChanged, priced.pricing);
  const settings = await readSettings(ctx);
  // SPEC §8 'Payment is not available now!': the back office switched payment off.
  if (!settings.visibility.payment.enabled) throw conflict(serverMessages.paymentUnavailable);

  const { checkout, created } = await openCheckout(ctx, {
    owner: input.owner,
    tenantId: input.tenantId,
    idempotencyKey: input.idempotencyKey,
    request: input.body,
    language: input.language,
    amountMinor: priced.totals.totalMinor,
    currency: priced.currency,
    driver: ctx.payments.driver,
  });
  // A parallel request with the same key wrote it first: continue its checkout instead.
  if (!created) return resumeCheckout(ctx, checkout, input);
  // SPEC §3 Address: a new address joins the book when asked, once per checkout.
  if (input.body.address && input.body.saveAddress)
    await saveAddress(ctx, input.owner, input.body.address, input.language);
  return authorizeAndFinalize(ctx, checkout, input.language);
}

async function resumeCheckout(
  ctx: ServiceContext,
  checkout: CheckoutRow,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  if (canonical(checkout.request) !== canonical(input.body)) throw conflict(serverMessages.idempotencyKeyReused);
  if (checkout.status === 'completed' && checkout.orderId)
    return { status: 'placed', order: await getOwnOrder(ctx, input.owner, checkout.orderId, input.language) };
  if (checkout.status === 'failed') return refuseFailedCheckout(ctx, checkout);
  // Created, waiting for authentication or authorised: the provider's idempotency makes asking again safe.
  return authorizeAndFinalize(ctx, checkout, input.language);
}

/** How the checkout is paid: a card at the provider (a new token, or a saved card on the owner's provider customer) or a bank transfer. */
type ResolvedPayment =
  | { kind: 'provider'; paymentMethod: string; customer: string | null }
  | { kind: 'bank-account'; method: SavedPaymentMethod };

async function resolvePayment(ctx: ServiceContext, checkout: CheckoutRow): Promise<ResolvedPayment> {
  const payment = checkout.request.payment;
  const owner = ownerOf(checkout);
  if (payment.kind === 'card' && !payment.save)
    return { kind: 'provider', paymentMethod: payment.token, customer: null };
  // SPEC §3 Credit card save-for-future: saved on the owner's provider customer (idempotent), then charged as saved.
  const method =
    payment.kind === 'card'
      ? await saveCardForOwner(ctx, owner, payment.token, payment.holderName)
      : await readOwnPaymentMethod(ctx, owner, payment.paymentMethodId);
  if (method.kind === 'bank-account') return { kind: 'bank-account', method };
  if (!method.providerRef) throw notFound(message.notFound('Payment method'));
  return { kind: 'provider', paymentMethod: method.providerRef, customer: await providerCustomerOf(ctx, owner) };
}

async function authorizeAndFinalize(
  ctx: ServiceContext,
  checkout: CheckoutRow,
  language: Language,
): Promise<PlaceOrderResult> {
  const payment = await resolvePayment(ctx, checkout);
  if (payment.kind === 'provider') {
    const result = await ctx.payments.authorize({
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      paymentMethod: payment.paymentMethod,
      customer: payment.customer,
      idempotencyKey: checkout.id,
      checkoutId: checkout.id,
    });
    if (result.status === 'declined') {
      // Nothing was taken yet: stock and code stay as they were (SPEC §9).
      // Nothing is held for a declined card.
      await markCheckout(ctx, checkout.id, {
        status: 'failed',
        paymentRef: result.ref,
        failure: result.message,
        releasedAt: ctx.clock.now(),
      });
      throw paymentRequired(result.message);
    }
    if (result.status === 'requires_action') {
      await markCheckout(ctx, checkout.id, { status: 'requires_action', paymentRef: result.ref }, [
        'created',
        'requires_action',
      ]);
      return { status: 'requires_action', checkoutId: checkout.id, clientSecret: result.clientSecret };
    }
    await markCheckout(ctx, checkout.id, { status: 'authorized', paymentRef: result.ref }, [
      'created',
      'requires_action',
    ]);
  } else {
    // A bank transfer: nothing to authorise; the order waits for the transfer (awaiting_transfer).
    await markCheckout(ctx, checkout.id, { status: 'authorized' }, ['created']);
  }
  const orderId = await finalizeCheckout(ctx, checkout.id);
  return { status: 'placed', order: await getOwnOrder(ctx, ownerOf(checkout), orderId, language) };
}

/** The payment as the order keeps it: brand and last four from the provider, never the number. */
async function paymentSnapshotOf(ctx: ServiceContext, checkout: CheckoutRow): Promise<PaymentSnapshot> {
  const payment = checkout.request.payment;
  // SPEC §3 payment method type: STRIPE is the active one (the sandbox stands in for it).
  const base = { type: 'STRIPE' as const, driver: ctx.payments.driver, providerRef: checkout.paymentRef };
  if (payment.kind === 'card') {
    const card = await ctx.payments.describeCard(payment.token);
    return { ...base, kind: 'card', brand: card.brand, last4: card.last4, holderName: payment.holderName };
  }
  const method = await readOwnPaymentMethod(ctx, ownerOf(checkout), payment.paymentMethodId);
  if (method.kind === 'card')
    return { ...base, kind: 'card', brand: method.brand, last4: method.last4, holderName: method.holderName };
  return {
    ...base,
    kind: 'bank-account',
    driver: null,
    brand: null,
    last4: method.iban.slice(-4),
    holderName: method.accountName,
  };
}

/**
 * Gives the customer's money back on a failed checkout: the hold (if the provider still has one) is
 * cancelled, recorded as a cancellation of the checkout, and the checkout marked released. Marking
 * failed comes first (a finaliser that placed the order meanwhile keeps its payment), so a crash
 * between the two leaves a failed checkout not yet released: the customer's retry with the same key
 * and the reconciler (DESIGN §API) both come back here. Never called with rows locked.
 */
export async function releaseCheckoutHold(ctx: ServiceContext, checkout: CheckoutRow): Promise<'cancelled' | 'none'> {
  if (checkout.releasedAt) return 'none';
  let outcome: 'cancelled' | 'none' = 'none';
  if (checkout.paymentRef) {
    const state = await ctx.payments.retrieve(checkout.paymentRef);
    // Money taken without an order cannot be given back by cancelling; an operator refunds it.
    if (state.status === 'captured') throw new Error(`payment ${checkout.paymentRef} captured without an order`);
    if (state.status === 'authorized' || state.status === 'requires_action') {
      const cancelled = await ctx.payments.cancel(checkout.paymentRef, `${checkout.id}-cancel`);
      if (cancelled.status !== 'cancelled') throw new Error(`payment ${checkout.paymentRef} was not cancelled`);
      await recordPaymentTransaction(ctx, {
        orderId: null,
        checkoutId: checkout.id,
        kind: 'cancellation',
        driver: checkout.driver ?? ctx.payments.driver,
        providerRef: checkout.paymentRef,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
        status: 'cancelled',
      });
      outcome = 'cancelled';
    }
  }
  await markCheckoutReleased(ctx, checkout.id);
  return outcome;
}

/**
 * A failed checkout answers its failure again, after releasing a hold still there. The release is
 * best-effort here: the provider out of reach must not hide the answer, and the reconciler tries again.
 */
async function refuseFailedCheckout(ctx: ServiceContext, checkout: CheckoutRow): Promise<never> {
  await releaseCheckoutHold(ctx, checkout).catch(() => undefined);
  throw failedCheckoutError(checkout);
}

/**
 * Turns an authorised checkout into its order, at most once whoever calls (the client, its retry,
 * the confirmation after 3-D Secure, the provider's webhook): answers the order id. One
 * transaction with the checkout row locked; a short stock or a used-up code rolls it all back,
 * marks the checkout failed and only then releases the hold (no lock held meanwhile; see
 * `releaseCheckoutHold` for a crash between the two).
 */
export async function finalizeCheckout(ctx: ServiceContext, checkoutId: string): Promise<string> {
  const checkout = await readCheckout(ctx, checkoutId);
  if (!checkout) throw notFound();
  if (checkout.orderId) return checkout.orderId;
  if (checkout.status === 'failed') return refuseFailedCheckout(ctx, checkout);

  // Outside the transaction: what the provider says about the payment, the card and the address.
  if (checkout.paymentRef) {
    const state = await ctx.payments.retrieve(checkout.paymentRef);
    if (state.status === 'requires_action') throw conflict(serverMessages.paymentRequiresAction);
    if (state.status !== 'authorized') {
      const failure = state.message ?? serverMessages.paymentDeclined;
      const holdsNothing = state.status === 'declined' || state.status === 'cancelled';
      await markCheckout(ctx, checkout.id, {
        status: 'failed',
        failure,
        ...(holdsNothing ? { releasedAt: ctx.clock.now() } : {}),
      });
      throw paymentRequired(failure);
    }
  }
  const owner = ownerOf(checkout);
  const payment = await paymentSnapshotOf(ctx, checkout);
  const address = await shippingAddressOf(ctx, owner, checkout.request);

  let repriced: CartPricing | undefined;
  let placed = false;
  try {
    const orderId = await ctx.db.transaction(async (tx) => {
      const inTx = withDb(ctx, tx);
      const locked = await lockCheckout(inTx, checkout.id);
      if (locked.orderId) return locked.orderId;
      if (locked.status === 'failed') throw failedCheckoutError(locked);

      // Read again inside the transaction; `acceptQuoteForOrder` below is what decides the race for it.
      const quote = await quoteOfCheckout(inTx, owner, locked.request);
      const priced = await priceCart(inTx, pricingRequest(locked, owner, address, quote));
      repriced = priced;
      if (!priced.pricing.purchasable) throw new CheckoutRefused(serverMessages.outOfStock);
      // The amount authorised is the amount charged: a price changed meanwhile needs a new receipt.
      if (priced.totals.totalMinor !== locked.amountMinor || priced.currency !== locked.currency)
        throw new CheckoutRefused(serverMessages.receiptChanged, priced.pricing);

      // A quote buys one order: of two checkouts racing for it, the second is refused here.
      if (locked.request.quoteId) await claimQuoteForOrder(inTx, owner, locked.request.quoteId);

      const { shortages } = await decrementStock(
        inTx,
        priced.lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        { kind: 'customer', id: owner.id },
        'Order placed',
      );
      if (shortages.length) throw new CheckoutRefused(serverMessages.outOfStock);

      const order = await createOrder(inTx, {
        checkout: locked,
        customerName: address.fullName,
        currency: priced.currency,
        ...priced.totals,
        discount: priced.discount ? { id: priced.discount.id, code: priced.discount.code } : null,
        shippingAddress: address,
        payment,
        estimatedDeliveryDays: priced.estimatedDeliveryDays,
        quoteRequestId: locked.request.quoteId ?? null,
        lines: priced.lines.map((line) => ({
          productId: line.productId,
          name: line.name,
          texts: line.texts,
          code: line.code,
          image: line.image,
          productType: line.productType,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          discountMinor: line.discountMinor,
          taxMinor: line.taxMinor,
          totalMinor: line.totalMinor,
        })),
      });
      if (locked.request.quoteId) await linkQuoteToOrder(inTx, locked.request.quoteId, order.id);
      // SPEC §9: a single-use code is used exactly once; a lost race rolls the whole order back.
      if (priced.discount)
        await redeemDiscount(inTx, {
          discountId: priced.discount.id,
          orderId: order.id,
          owner,
          amountMinor: priced.totals.discountMinor,
          currency: priced.currency,
        });
      if (payment.kind === 'card')
        await recordPaymentTransaction(inTx, {
          orderId: order.id,
          kind: 'authorization',
          driver: ctx.payments.driver,
          providerRef: locked.paymentRef,
          amountMinor: priced.totals.totalMinor,
          currency: priced.currency,
          status: 'authorized',
        });
      // The confirmation and the administrators' notice commit with the order (DESIGN §Operations).
      await queueOrderMail(inTx, order.id, 'placed');
      placed = true;
      return order.id;
    });
    // Counted once committed, by the finaliser that created it (DESIGN §Operations: orders placed).
    if (placed) countOrderPlaced();
    return orderId;
  } catch (error) {
    const refused = refusalOf(error);
    if (!refused) throw error;
    const failed = await markCheckout(ctx, checkout.id, { status: 'failed', failure: refused.refusal });
    // Another finaliser placed the order meanwhile: that order stands and its payment is kept.
    if (!failed) return finalizeCheckout(ctx, checkout.id);
    // The refusal is the answer even when the provider cannot be reached now: the release is retried.
    await releaseCheckoutHold(ctx, failed).catch(() => undefined);
    throw refusedError(refused.refusal, refused.pricing ?? repriced?.pricing);
  }
}

/** A payment authenticated at the provider (3-D Secure done) moves its checkout on to `authorized`. */
async function takeProviderState(ctx: ServiceContext, checkout: CheckoutRow, paymentRef: string): Promise<boolean> {
  const state = await ctx.payments.retrieve(paymentRef);
  if (state.status === 'requires_action') return false;
  if (state.status === 'authorized')
    await markCheckout(ctx, checkout.id, { status: 'authorized', paymentRef }, ['created', 'requires_action']);
  return true;
}

/** POST /orders/checkouts/{id}/confirm: the customer's own checkout, finished after 3-D Secure. */
export async function confirmCheckout(
  ctx: ServiceContext,
  owner: Owner,
  checkoutId: string,
  language: Language,
): Promise<Order> {
  const checkout = await readCheckout(ctx, checkoutId);
  if (checkout?.ownerKind !== owner.kind || checkout.ownerId !== owner.id) throw notFound();
  if (checkout.status === 'requires_action' && checkout.paymentRef)
    await takeProviderState(ctx, checkout, checkout.paymentRef);
  const orderId = await finalizeCheckout(ctx, checkoutId);
  return getOwnOrder(ctx, owner, orderId, language);
}

/**
 * What a verified payment event does (the provider's webhook, the sandbox's 3-D Secure step): the
 * same idempotent finalisation as the client's confirmation, so whichever comes second finds the
 * order. A refusal (stock gone, code used up) is final and already answered to the client, so it
 * ends the event; anything else throws, and the provider delivers the event again.
 */
export async function finalizeCheckoutOfPayment(
  ctx: ServiceContext,
  paymentRef: string,
  checkoutId: string | null,
): Promise<void> {
  if (!checkoutId) return;
  const checkout = await readCheckout(ctx, checkoutId);
  if (!checkout || checkout.orderId || checkout.status === 'failed') return;
  if (checkout.paymentRef && checkout.paymentRef !== paymentRef) return;
  if (!(await takeProviderState(ctx, checkout, paymentRef))) return;
  try {
    await finalizeCheckout(ctx, checkout.id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return;
    throw error;
  }
}
