import type { Language } from '@iot/shared/languages';
import { toMajorUnits } from '@iot/shared/money';
import {
  pastOrderStatuses,
  type Order,
  type OrderFilter,
  type OrderStatus,
  type OrderSummary,
  type PlaceOrderBody,
} from '@iot/shared/orders';
import { message } from '@iot/shared/validation-messages';
import { readTexts } from '@iot/shared/translatable-texts';
import type { Owner } from '../../db/owner-columns.ts';
import { notFound } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { listCountries } from '../locations/location-reader.ts';
import type { CartLinePricing } from '../pricing/pricing-service.ts';
import {
  readPaymentTransactions,
  transactionStatuses,
  type PaymentTransactionRow,
} from '../payments/payment-transaction-service.ts';
import {
  claimStaleCheckoutRows,
  completeCheckoutRow,
  findCheckout,
  findCheckoutByKey,
  findCheckoutForUpdate,
  findOrderLines,
  findOwnOrder,
  findShipments,
  findStatusHistory,
  insertCheckout,
  insertOrder,
  insertOrderLines,
  insertStatusChange,
  listOwnOrders as listOwnOrderRows,
  sumLineQuantities,
  updateOpenCheckout,
} from './order-repository.ts';
import { pairRefunds, readOrderRefunds, refundedQuantities, refundView } from './order-refund-service.ts';
import type { CheckoutRow, OrderRow, PaymentSnapshot, ShippingAddressSnapshot } from './order-table.ts';
import { readTogether } from '../../db/read-together.ts';

export type { CheckoutRow, PaymentSnapshot, ShippingAddressSnapshot };

// ---------- checkouts (DESIGN §API: one attempt to pay, keyed by the client's idempotency key) ----------

export type CheckoutStatus = CheckoutRow['status'];

export type NewCheckout = {
  owner: Owner;
  tenantId: string | null;
  idempotencyKey: string;
  request: PlaceOrderBody;
  language: Language;
  amountMinor: number;
  currency: string;
  driver: string | null;
};

/** The owner's checkout for this key: a new one, or the one an earlier request with the key made. */
export async function openCheckout(
  ctx: ServiceContext,
  input: NewCheckout,
): Promise<{ checkout: CheckoutRow; created: boolean }> {
  const now = ctx.clock.now();
  const created = await insertCheckout(ctx.db, {
    ownerKind: input.owner.kind,
    ownerId: input.owner.id,
    tenantId: input.tenantId,
    idempotencyKey: input.idempotencyKey,
    request: input.request,
    language: input.language,
    amountMinor: input.amountMinor,
    currency: input.currency,
    status: 'created',
    driver: input.driver,
    createdAt: now,
    updatedAt: now,
  });
  if (created) return { checkout: created, created: true };
  const existing = await findCheckoutByKey(ctx.db, input.owner, input.idempotencyKey);
  if (!existing) throw new Error('checkout vanished after a conflicting insert');
  return { checkout: existing, created: false };
}

export function readCheckoutByKey(ctx: ServiceContext, owner: Owner, key: string): Promise<CheckoutRow | undefined> {
  return findCheckoutByKey(ctx.db, owner, key);
}

export function readCheckout(ctx: ServiceContext, id: string): Promise<CheckoutRow | undefined> {
  return findCheckout(ctx.db, id);
}

/** In the caller's transaction: the checkout, locked until it ends. */
export async function lockCheckout(ctx: ServiceContext, id: string): Promise<CheckoutRow> {
  const row = await findCheckoutForUpdate(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** Moves a checkout that has no order yet (from the given statuses, when named); a completed one never moves back. */
export async function markCheckout(
  ctx: ServiceContext,
  id: string,
  change: { status: CheckoutStatus; paymentRef?: string | null; failure?: string | null; releasedAt?: Date | null },
  from?: CheckoutStatus[],
): Promise<CheckoutRow | undefined> {
  return updateOpenCheckout(ctx.db, id, { ...change, updatedAt: ctx.clock.now() }, from);
}

/** A failed checkout whose payment now holds nothing (declined, never made, or its hold cancelled). */
export async function markCheckoutReleased(ctx: ServiceContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await updateOpenCheckout(ctx.db, id, { releasedAt: now, updatedAt: now }, ['failed']);
}

/**
 * The reconciler's share of checkouts (DESIGN §API): up to `limit` with no order and nothing known
 * released, untouched for `staleMs`, each taken by moving it on to now (so no other instance does).
 */
export function claimStaleCheckouts(ctx: ServiceContext, staleMs: number, limit: number): Promise<CheckoutRow[]> {
  const now = ctx.clock.now();
  return claimStaleCheckoutRows(ctx.db, new Date(now.getTime() - staleMs), now, limit);
}

// ---------- placing ----------

/** An order line is the priced cart line as it was, less what only the receipt shows. */
export type NewOrderLine = Omit<CartLinePricing, 'subtotalMinor' | 'problem'>;

export type NewOrder = {
  checkout: CheckoutRow;
  customerName: string;
  currency: string;
  subtotalMinor: number;
  giftCardMinor: number;
  discountMinor: number;
  shippingMinor: number;
  taxMinor: number;
  totalMinor: number;
  discount: { id: string; code: string } | null;
  shippingAddress: ShippingAddressSnapshot;
  payment: PaymentSnapshot;
  estimatedDeliveryDays: number;
  /** The quote request bought at its quoted prices, if any. */
  quoteRequestId: string | null;
  lines: NewOrderLine[];
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * In the caller's transaction: the order with its lines (a snapshot of the products as sold,
 * DESIGN §Data), its first history row (none → pending, SPEC §4) and its checkout completed.
 */
export async function createOrder(ctx: ServiceContext, input: NewOrder): Promise<OrderRow> {
  const now = ctx.clock.now();
  const { checkout } = input;
  const order = await insertOrder(ctx.db, {
    ownerKind: checkout.ownerKind,
    ownerId: checkout.ownerId,
    tenantId: checkout.tenantId,
    checkoutId: checkout.id,
    customerName: input.customerName,
    status: 'pending',
    currency: input.currency,
    subtotalMinor: input.subtotalMinor,
    giftCardMinor: input.giftCardMinor,
    discountMinor: input.discountMinor,
    shippingMinor: input.shippingMinor,
    taxMinor: input.taxMinor,
    totalMinor: input.totalMinor,
    discountId: input.discount?.id ?? null,
    discountCode: input.discount?.code ?? null,
    shippingAddress: input.shippingAddress,
    payment: input.payment,
    estimatedDeliveryAt: new Date(now.getTime() + input.estimatedDeliveryDays * dayMs),
    quoteRequestId: input.quoteRequestId,
    placedAt: now,
    updatedAt: now,
  });
  await insertOrderLines(
    ctx.db,
    input.lines.map((line, position) => ({ ...line, orderId: order.id, position, currency: input.currency })),
  );
  await insertStatusChange(ctx.db, {
    orderId: order.id,
    fromStatus: null,
    toStatus: 'pending',
    actorKind: 'customer',
    actorId: checkout.ownerId,
    createdAt: now,
  });
  await completeCheckoutRow(ctx.db, checkout.id, order.id, now);
  return order;
}

// ---------- reading (DESIGN §API: a customer sees only its own orders) ----------

/** SPEC §3 order ID: the order's number, zero-padded to six digits. */
export function orderNumberText(number: number): string {
  return String(number).padStart(6, '0');
}

function countryName(country: string, language: Language, stored: string): string {
  return listCountries(language).find((item) => item.id === country)?.name ?? stored;
}

/**
 * Where the order's money stands: only calls the provider carried out count (a pending or failed
 * one does not); refunds done make it partly or wholly refunded.
 */
export function paymentStatus(
  row: OrderRow,
  transactions: Pick<PaymentTransactionRow, 'kind' | 'status' | 'amountMinor'>[],
): Order['paymentDetails']['status'] {
  if (row.payment.kind === 'bank-account') return 'awaiting_transfer';
  const done = (kind: string) =>
    transactions.filter(
      (transaction) =>
        transaction.kind === kind &&
        transaction.status !== transactionStatuses.pending &&
        transaction.status !== transactionStatuses.failed,
    );
  if (done('cancellation').length > 0) return 'cancelled';
  const [capture] = done('capture');
  if (!capture) return 'authorized';
  const refunded = refundedMinorOf(transactions);
  if (refunded === 0) return 'captured';
  return refunded >= capture.amountMinor ? 'refunded' : 'partially_refunded';
}

/** What the provider gave back of the order (refunds done), in minor units. */
export function refundedMinorOf(transactions: Pick<PaymentTransactionRow, 'kind' | 'status' | 'amountMinor'>[]) {
  return transactions
    .filter((transaction) => transaction.kind === 'refund' && transaction.status === transactionStatuses.refunded)
    .reduce((sum, transaction) => sum + transaction.amountMinor, 0);
}

/** The provider that took the order's payment, as the snapshot recorded it (null: a bank transfer). */
export function paymentDriverOf(row: OrderRow): Order['paymentDetails']['driver'] {
  const { driver } = row.payment;
  return driver === 'sandbox' || driver === 'stripe' ? driver : null;
}

export function summaryOf(row: OrderRow, itemsQuantity: number): OrderSummary {
  return {
    _id: row.id,
    orderId: orderNumberText(row.number),
    status: row.status,
    placedAt: row.placedAt.toISOString(),
    estimatedDelivery: row.estimatedDeliveryAt?.toISOString() ?? null,
    currency: row.currency as OrderSummary['currency'],
    itemsQuantity,
    total: toMajorUnits(row.totalMinor, row.currency),
  };
}

export async function orderView(ctx: ServiceContext, row: OrderRow, language: Language): Promise<Order> {
  const [lines, history, transactions, shipments, refundRows] = await readTogether(ctx.db, [
    () => findOrderLines(ctx.db, row.id),
    () => findStatusHistory(ctx.db, row.id),
    () => readPaymentTransactions(ctx, [row.id]),
    () => findShipments(ctx.db, row.id),
    () => readOrderRefunds(ctx, row.id),
  ]);
  const major = (minor: number) => toMajorUnits(minor, row.currency);
  const refunds = pairRefunds(refundRows, transactions);
  const refundedOfLine = refundedQuantities(refunds);
  const refundedMinor = refundedMinorOf(transactions);
  const address = row.shippingAddress;
  return {
    ...summaryOf(
      row,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    customerName: row.customerName,
    items: lines.map((line) => ({
      _id: line.id,
      productId: line.productId,
      name: readTexts(line.texts, language, ['name']).name ?? line.name,
      code: line.code,
      image: line.image,
      quantity: line.quantity,
      shippedQuantity: line.shippedQuantity,
      unitPrice: major(line.unitPriceMinor),
      subtotal: major(line.unitPriceMinor * line.quantity),
      discount: major(line.discountMinor),
      tax: major(line.taxMinor),
      total: major(line.totalMinor),
      refundedQuantity: refundedOfLine.get(line.id) ?? 0,
    })),
    shippingAddress: { ...address, countryName: countryName(address.country, language, address.countryName) },
    paymentDetails: {
      kind: row.payment.kind,
      type: row.payment.type,
      driver: paymentDriverOf(row),
      brand: row.payment.brand,
      last4: row.payment.last4,
      holderName: row.payment.holderName,
      status: paymentStatus(row, transactions),
    },
    subtotal: major(row.subtotalMinor),
    giftCard: major(row.giftCardMinor),
    discount: major(row.discountMinor),
    discountCode: row.discountCode,
    shipping: major(row.shippingMinor),
    tax: major(row.taxMinor),
    total: major(row.totalMinor),
    refunded: major(refundedMinor),
    netTotal: major(row.totalMinor - refundedMinor),
    refunds: refunds.map((pair) => refundView(pair, row.currency)),
    history: history.map((change) => ({
      from: change.fromStatus,
      to: change.toStatus,
      at: change.createdAt.toISOString(),
    })),
    shipments: shipments.map((shipment) => ({
      _id: shipment.id,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      createdAt: shipment.createdAt.toISOString(),
      lines: shipment.lines,
    })),
    quoteRequestId: row.quoteRequestId,
  };
}

/** The owner's order, or 404 for any other id (another customer's order is not found, never forbidden). */
export async function getOwnOrder(ctx: ServiceContext, owner: Owner, id: string, language: Language): Promise<Order> {
  const row = await findOwnOrder(ctx.db, owner, id);
  if (!row) throw notFound(message.notFound('Order'));
  return orderView(ctx, row, language);
}

/** SPEC §2 /orders: current orders are still moving, past ones are delivered or rejected; newest first. */
export async function listOwnOrders(
  ctx: ServiceContext,
  owner: Owner,
  query: { filter?: OrderFilter | undefined; page: number; limit: number },
): Promise<{ data: OrderSummary[]; meta: { page: number; limit: number; total: number } }> {
  const statuses: readonly OrderStatus[] | undefined = query.filter ? pastOrderStatuses : undefined;
  const { rows, total } = await listOwnOrderRows(ctx.db, {
    owner,
    statuses,
    exclude: query.filter === 'current',
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const quantities = await sumLineQuantities(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => summaryOf(row, quantities.get(row.id) ?? 0)),
    meta: { page: query.page, limit: query.limit, total },
  };
}
