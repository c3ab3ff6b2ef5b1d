import type { CartItem } from '@iot/shared/cart';
import { isSupportedLanguage, type Language } from '@iot/shared/languages';
import { fitsCurrency, toMajorUnits, toMinorUnits } from '@iot/shared/money';
import type { MarketplaceRequest, QuoteBody, quoteBodySchema } from '@iot/shared/requests';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import type { z } from 'zod';
import { customerKindOf, type Owner } from '../../db/owner-columns.ts';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { queueQuoteAnsweredMail } from '../mail/shop-mail-service.ts';
import { readProductRows } from '../products/product-reader.ts';
import { readSettings } from '../settings/settings-service.ts';
import {
  claimOfferedQuote,
  declineOfferedQuote,
  findOwnRequestRow,
  findRequestRow,
  insertRequestMessage,
  reopenRequest,
  saveQuote,
  setQuoteOrder,
  type RequestCustomer,
} from './request-repository.ts';
import { describeRequest } from './request-service.ts';
import type { RequestRow } from './request-table.ts';

/**
 * Quotes that become orders (SPEC §3 Quote or message): the back office answers a request with
 * lines at unit prices, a validity date and a note; both sides write in one thread; the customer
 * buys the quote once at checkout, until its validity date, or declines it.
 *
 * Mail seam: `answerQuote` (quote answered, to the customer) and `postCustomerMessage` (a customer
 * wrote, to the administrators) are where the outbox's quote mails are queued.
 */

type QuoteInput = z.output<typeof quoteBodySchema>;

function customerOf(owner: Owner): RequestCustomer {
  return { kind: customerKindOf(owner.kind), id: owner.id };
}

/** PUT /marketplace/requests/{id}/quote: prices in the store's currency, products still sold. */
export async function answerQuote(
  ctx: ServiceContext,
  id: string,
  body: QuoteInput | QuoteBody,
  language: Language,
): Promise<MarketplaceRequest> {
  const request = await findRequestRow(ctx.db, id);
  if (!request) throw notFound(message.notFound('Request'));
  const { currency } = await readSettings(ctx);
  const now = ctx.clock.now();
  const validUntil = new Date(body.validUntil);
  if (validUntil <= now) throw validationFailed({ validUntil: serverMessages.quoteValidityPast });
  const ids = [...new Set(body.lines.map((line) => line.productId))];
  if (ids.length !== body.lines.length) throw validationFailed({ lines: message.invalid('Product') });
  const products = new Map((await readProductRows(ctx, ids)).filter((row) => row.visible).map((row) => [row.id, row]));
  if (products.size !== ids.length) throw validationFailed({ lines: message.invalid('Product') });
  const lines = body.lines.map((line, index) => {
    if (!fitsCurrency(line.unitPrice, currency))
      throw validationFailed({ [`lines.${index}.unitPrice`]: message.invalid('Unit price') });
    const product = products.get(line.productId);
    return {
      productId: line.productId,
      code: product?.code ?? '',
      name: product?.texts.en?.name ?? product?.code ?? '',
      quantity: line.quantity,
      unitPriceMinor: toMinorUnits(line.unitPrice, currency),
    };
  });
  const saved = await saveQuote(ctx.db, id, {
    lines,
    currency,
    subtotalMinor: lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0),
    note: body.note ?? '',
    validUntil,
    quotedAt: now,
  });
  // An accepted quote has its order: a new price would change what was sold.
  if (!saved) throw conflict(serverMessages.quoteUsed);
  // The customer hears of the quote in the language they wrote in, with the answer's transaction.
  await queueQuoteAnsweredMail(
    ctx,
    { email: saved.email, language: isSupportedLanguage(saved.language) ? saved.language : 'en' },
    {
      customerName: saved.fullName,
      currency,
      lines: lines.map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitPrice: toMajorUnits(line.unitPriceMinor, currency),
      })),
      validUntil: validUntil.toISOString(),
      note: body.note,
    },
  );
  return describeRequest(ctx, saved, language);
}

/** POST /marketplace/requests/{id}/messages: the back office writes in the request's thread. */
export async function postAdminMessage(
  ctx: ServiceContext,
  id: string,
  adminId: string,
  body: string,
  language: Language,
): Promise<MarketplaceRequest> {
  const request = await findRequestRow(ctx.db, id);
  if (!request) throw notFound(message.notFound('Request'));
  await insertRequestMessage(ctx.db, {
    requestId: id,
    author: 'admin',
    authorId: adminId,
    body,
    createdAt: ctx.clock.now(),
  });
  return describeRequest(ctx, request, language);
}

async function ownRequest(ctx: ServiceContext, owner: Owner, id: string): Promise<RequestRow> {
  // Another customer's request answers as one that does not exist (DESIGN §API).
  const row = await findOwnRequestRow(ctx.db, id, customerOf(owner));
  if (!row) throw notFound(message.notFound('Request'));
  return row;
}

export async function getOwnRequest(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
  language: Language,
): Promise<MarketplaceRequest> {
  return describeRequest(ctx, await ownRequest(ctx, owner, id), language);
}

/** POST /marketplace-customer/requests/{id}/messages: the customer writes back; the request returns to the work queue. */
export async function postCustomerMessage(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
  body: string,
  language: Language,
): Promise<MarketplaceRequest> {
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    await ownRequest(inTx, owner, id);
    const now = ctx.clock.now();
    await insertRequestMessage(tx, { requestId: id, author: 'customer', authorId: owner.id, body, createdAt: now });
    await reopenRequest(tx, id, now);
    return getOwnRequest(inTx, owner, id, language);
  });
}

/** Why a quote cannot be bought (or declined) now; null when it can. */
function quoteRefusal(row: RequestRow, now: Date): string | null {
  if (!row.quoteStatus) return message.notFound('Quote');
  if (row.quoteStatus === 'accepted') return serverMessages.quoteUsed;
  if (row.quoteStatus === 'declined') return serverMessages.quoteDeclined;
  if (!row.quoteValidUntil || row.quoteValidUntil <= now) return serverMessages.quoteExpired;
  return null;
}

/** POST /marketplace-customer/requests/{id}/quote/decline. */
export async function declineOwnQuote(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
  language: Language,
): Promise<MarketplaceRequest> {
  const row = await ownRequest(ctx, owner, id);
  const declined = await declineOfferedQuote(ctx.db, id, customerOf(owner), ctx.clock.now());
  if (declined) return describeRequest(ctx, declined, language);
  const refusal = quoteRefusal((await findRequestRow(ctx.db, id)) ?? row, ctx.clock.now());
  if (refusal === message.notFound('Quote')) throw notFound(refusal);
  throw conflict(refusal ?? serverMessages.quoteUsed);
}

/** What checkout needs of a quote: its lines as a cart, and each product's quoted unit price in minor units. */
export type QuoteForCheckout = { items: CartItem[]; unitPricesMinor: Map<string, number>; currency: string };

/**
 * The customer's own quote as checkout buys it; refused (409, the SPEC §8-style texts in
 * packages/shared) when it is expired, declined or already used, 404 when there is none.
 */
export async function readQuoteForCheckout(ctx: ServiceContext, owner: Owner, id: string): Promise<QuoteForCheckout> {
  const row = await ownRequest(ctx, owner, id);
  const refusal = quoteRefusal(row, ctx.clock.now());
  if (refusal === message.notFound('Quote')) throw notFound(refusal);
  if (refusal) throw conflict(refusal);
  const lines = row.quoteLines ?? [];
  return {
    items: lines.map((line) => ({ id: line.productId, quantity: line.quantity })),
    unitPricesMinor: new Map(lines.map((line) => [line.productId, line.unitPriceMinor])),
    currency: row.quoteCurrency ?? '',
  };
}

/** A quote is bought as quoted: exactly its lines and quantities, and no discount code on top. */
export function assertQuotedCart(quote: QuoteForCheckout, items: CartItem[], code: string | undefined): void {
  const wanted = new Map<string, number>();
  for (const item of items) wanted.set(item.id, (wanted.get(item.id) ?? 0) + item.quantity);
  const same = wanted.size === quote.items.length && quote.items.every((line) => wanted.get(line.id) === line.quantity);
  if (!same || code) throw conflict(serverMessages.quoteLinesChanged);
}

/**
 * Accepts the quote for the checkout being turned into an order, inside that order's transaction:
 * once, and only while it is offered and valid; refused with the reason otherwise, which rolls the
 * order back. It runs before the order is written, so the checkout that loses the race is refused
 * here (and its hold released) rather than at the order's unique quote index.
 */
export async function claimQuoteForOrder(ctx: ServiceContext, owner: Owner, id: string): Promise<void> {
  const now = ctx.clock.now();
  const claimed = await claimOfferedQuote(ctx.db, id, customerOf(owner), now);
  if (claimed) return;
  const row = await ownRequest(ctx, owner, id);
  throw conflict(quoteRefusal(row, now) ?? serverMessages.quoteUsed);
}

/** Links an accepted quote to the order that bought it (the same transaction as `claimQuoteForOrder`). */
export async function linkQuoteToOrder(ctx: ServiceContext, id: string, orderId: string): Promise<void> {
  await setQuoteOrder(ctx.db, id, orderId);
}
