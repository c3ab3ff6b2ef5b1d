import type {
  AdminOrder,
  AdminOrderListQuery,
  AdminOrderSummary,
  OrderNoteBody,
  PaymentTransaction,
  ShipmentBody,
} from '@iot/shared/admin-orders';
import type { Language } from '@iot/shared/languages';
import { toMajorUnits } from '@iot/shared/money';
import type { OrderStatus } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { message } from '@iot/shared/validation-messages';
import { customerKindOf, ownerOfCustomer, type Owner } from '../../db/owner-columns.ts';
import { badRequest, conflict, notFound, validationFailed } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { readAdminNames } from '../admins/admin-reader.ts';
import { findCompaniesMatching, readCompanyContacts, type CustomerContact } from '../companies/company-reader.ts';
import {
  listPaymentTransactions,
  readPaymentTransactions,
  type PaymentTransactionKind,
  type PaymentTransactionRow,
} from '../payments/payment-transaction-service.ts';
import {
  findTenantUsersMatching,
  readTenantUserContacts,
  tenantUserIdsOfTenant,
} from '../tenants/tenant-user-reader.ts';
import {
  findOrder,
  findOrderForUpdate,
  findOrderIdsOf,
  findOrderLines,
  findOrderNotes,
  findOrdersByIds,
  findStatusHistory,
  insertOrderNote,
  insertShipment,
  insertStatusChange,
  listOrderRows,
  moveOrderStatus,
  raiseShippedQuantity,
  sumLineQuantities,
} from './order-repository.ts';
import { readOrderRefunds } from './order-refund-service.ts';
import { orderNumberText, orderView, paymentDriverOf, paymentStatus, summaryOf } from './order-service.ts';
import type { OrderLineRow, OrderRow } from './order-table.ts';
import { readTogether } from '../../db/read-together.ts';

export type { OrderLineRow, OrderRow };

/** Who acts in the back office: an administrator, by the id of its token. */
export type AdminActor = { kind: 'admin'; id: string };
/** Who a status change is recorded under: an administrator, or the server itself (the reconciler, for a change nobody is known to have asked for). */
export type StatusActor = AdminActor | { kind: 'system'; id: null };

type OrderCustomer = AdminOrder['customer'];

/** How many accounts a text search may name at most (a search that names more is too broad to help). */
const searchedAccountsLimit = 200;

// ---------- who the customers are ----------

/** Each order's customer: its account's name and e-mail, else the name the order was placed under. */
async function customersOf(ctx: ServiceContext, rows: OrderRow[]): Promise<Map<string, OrderCustomer>> {
  const idsOf = (kind: Owner['kind']) => [
    ...new Set(rows.filter((row) => row.ownerKind === kind).map((row) => row.ownerId)),
  ];
  const [companies, tenantUsers] = await readTogether(ctx.db, [
    () => readCompanyContacts(ctx, idsOf('company')),
    () => readTenantUserContacts(ctx, idsOf('tenant-user')),
  ]);
  const contacts = new Map<string, CustomerContact>([
    ...companies.map((contact) => [`company:${contact.id}`, contact] as const),
    ...tenantUsers.map((contact) => [`tenant-user:${contact.id}`, contact] as const),
  ]);
  return new Map(
    rows.map((row) => {
      const contact = contacts.get(`${row.ownerKind}:${row.ownerId}`);
      return [
        row.id,
        {
          kind: customerKindOf(row.ownerKind),
          id: row.ownerId,
          name: contact?.name ?? row.customerName,
          email: contact?.email ?? null,
        },
      ];
    }),
  );
}

function customerOf(customers: Map<string, OrderCustomer>, row: OrderRow): OrderCustomer {
  const customer = customers.get(row.id);
  if (!customer) throw new Error('order without its customer');
  return customer;
}

// ---------- the list ----------

/** '#1001', '1001' or '001001': the order number a search names, if it is one. */
function orderNumberOf(search: string): number | null {
  const match = /^#?\s*(\d{1,9})$/.exec(search);
  return match?.[1] ? Number(match[1]) : null;
}

async function searchFilter(ctx: ServiceContext, search: string) {
  const [companyIds, tenantUserIds] = await readTogether(ctx.db, [
    () => findCompaniesMatching(ctx, search, searchedAccountsLimit),
    () => findTenantUsersMatching(ctx, search, searchedAccountsLimit),
  ]);
  return { number: orderNumberOf(search), text: search, ownerIds: [...companyIds, ...tenantUserIds] };
}

/**
 * GET /marketplace/orders: every customer's orders, filtered by status, search (order ID or the
 * customer's name or e-mail), the placing instant (`from` and `to` both inclusive), customer and
 * tenant (the orders of all its users).
 */
export async function listAdminOrders(
  ctx: ServiceContext,
  query: AdminOrderListQuery & { ids?: string[] | undefined },
): Promise<{ data: AdminOrderSummary[]; meta: { page: number; limit: number; total: number } }> {
  const search = query.search?.trim();
  const { rows, total } = await listOrderRows(ctx.db, {
    status: query.status,
    search: search ? await searchFilter(ctx, search) : undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
    owner: query.customerKind && query.customerId ? ownerOfCustomer(query.customerKind, query.customerId) : undefined,
    ownersIn: query.tenantId ? { kind: 'tenant-user', ids: tenantUserIdsOfTenant(ctx.db, query.tenantId) } : undefined,
    ids: query.ids,
    sort: query.sort,
    order: query.order,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const ids = rows.map((row) => row.id);
  const [quantities, transactions, customers] = await readTogether(ctx.db, [
    () => sumLineQuantities(ctx.db, ids),
    () => readPaymentTransactions(ctx, ids),
    () => customersOf(ctx, rows),
  ]);
  return {
    data: rows.map((row) => ({
      ...summaryOf(row, quantities.get(row.id) ?? 0),
      customer: customerOf(customers, row),
      paymentStatus: paymentStatus(
        row,
        transactions.filter((transaction) => transaction.orderId === row.id),
      ),
      paymentDriver: paymentDriverOf(row),
    })),
    meta: { page: query.page, limit: query.limit, total },
  };
}

// ---------- one order ----------

function transactionView(
  row: PaymentTransactionRow,
  order: OrderRow,
  customers: Map<string, OrderCustomer>,
): PaymentTransaction {
  return {
    _id: row.id,
    orderId: order.id,
    orderNumber: orderNumberText(order.number),
    customer: customerOf(customers, order),
    kind: row.kind,
    driver: row.driver,
    providerRef: row.providerRef,
    amount: toMajorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function readOrderRow(ctx: ServiceContext, id: string): Promise<OrderRow> {
  const row = await findOrder(ctx.db, id);
  if (!row) throw notFound(message.notFound('Order'));
  return row;
}

/**
 * GET /marketplace/orders/{id}: the customer's view of the order, its customer, who changed it, the
 * back office's internal notes (only here: the customer API never reads them) and its transactions.
 */
export async function getAdminOrder(ctx: ServiceContext, id: string, language: Language): Promise<AdminOrder> {
  const row = await readOrderRow(ctx, id);
  const [view, history, notes, transactions, customers, refunds] = await readTogether(ctx.db, [
    () => orderView(ctx, row, language),
    () => findStatusHistory(ctx.db, row.id),
    () => findOrderNotes(ctx.db, row.id),
    () => readPaymentTransactions(ctx, [row.id]),
    () => customersOf(ctx, [row]),
    () => readOrderRefunds(ctx, row.id),
  ]);
  const customer = customerOf(customers, row);
  const adminNames = await readAdminNames(ctx, [
    ...history.filter((change) => change.actorKind === 'admin').map((change) => change.actorId ?? ''),
    ...notes.map((note) => note.adminId),
    ...refunds.flatMap((refund) => (refund.actorKind === 'admin' && refund.actorId ? [refund.actorId] : [])),
  ]);
  const refundActors = new Map(
    refunds.map((refund) => [
      refund.id,
      refund.actorKind === 'admin'
        ? { kind: 'admin' as const, id: refund.actorId, name: adminNames.get(refund.actorId ?? '') ?? null }
        : { kind: 'system' as const, id: null, name: null },
    ]),
  );
  return {
    ...view,
    customer,
    history: history.map((change) => {
      const kind = change.actorKind === 'admin' || change.actorKind === 'customer' ? change.actorKind : 'system';
      const name =
        kind === 'admin' ? (adminNames.get(change.actorId ?? '') ?? null) : kind === 'customer' ? customer.name : null;
      return {
        from: change.fromStatus,
        to: change.toStatus,
        at: change.createdAt.toISOString(),
        actor: { kind, id: change.actorId, name },
        note: change.note,
      };
    }),
    notes: notes.map((note) => ({
      _id: note.id,
      note: note.note,
      at: note.createdAt.toISOString(),
      author: { kind: 'admin', id: note.adminId, name: adminNames.get(note.adminId) ?? null },
    })),
    transactions: transactions.map((transaction) => transactionView(transaction, row, customers)),
    refunds: view.refunds.map((refund) => ({
      ...refund,
      actor: refundActors.get(refund._id) ?? { kind: 'system', id: null, name: null },
    })),
  };
}

/** POST /marketplace/orders/{id}/notes: an internal note, at any status (404 for an unknown order). */
export async function addOrderNote(
  ctx: ServiceContext,
  orderId: string,
  body: OrderNoteBody,
  actor: AdminActor,
): Promise<void> {
  const order = await readOrderRow(ctx, orderId);
  await insertOrderNote(ctx.db, { orderId: order.id, adminId: actor.id, note: body.note, createdAt: ctx.clock.now() });
}

// ---------- transactions ----------

export type AdminTransactionQuery = {
  page: number;
  limit: number;
  orderId?: string | undefined;
  customerKind?: 'root' | 'tenant' | undefined;
  customerId?: string | undefined;
  kind?: PaymentTransactionKind | undefined;
};

/** GET /marketplace/transactions: newest first, of one order, one customer (kind and id) or all, of one kind or all. */
export async function listAdminTransactions(
  ctx: ServiceContext,
  query: AdminTransactionQuery,
): Promise<{ data: PaymentTransaction[]; meta: { page: number; limit: number; total: number } }> {
  let orderIds: string[] | undefined;
  if (query.customerKind && query.customerId)
    orderIds = await findOrderIdsOf(ctx.db, ownerOfCustomer(query.customerKind, query.customerId));
  if (query.orderId) orderIds = (orderIds ?? [query.orderId]).filter((id) => id === query.orderId);
  const { rows, total } = await listPaymentTransactions(ctx, {
    orderIds,
    kind: query.kind,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const orders = await findOrdersByIds(ctx.db, [...new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])))]);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const customers = await customersOf(ctx, orders);
  return {
    data: rows.flatMap((row) => {
      const order = row.orderId ? byId.get(row.orderId) : undefined;
      return order ? [transactionView(row, order, customers)] : [];
    }),
    meta: { page: query.page, limit: query.limit, total },
  };
}

// ---------- changing an order (in the caller's transaction; see workflows/change-order-status.ts) ----------

/** In the caller's transaction: the order, locked until it ends, so its changes happen one at a time. */
export async function lockOrder(ctx: ServiceContext, id: string): Promise<OrderRow> {
  const row = await findOrderForUpdate(ctx.db, id);
  if (!row) throw notFound(message.notFound('Order'));
  return row;
}

export function readOrderLines(ctx: ServiceContext, orderId: string): Promise<OrderLineRow[]> {
  return findOrderLines(ctx.db, orderId);
}

/**
 * In the caller's transaction: moves the order from `from` to `to` by a conditional update (it
 * must still have `from`, else 409 'updated by someone else') and writes the history row.
 */
export async function moveStatus(
  ctx: ServiceContext,
  orderId: string,
  change: { from: OrderStatus; to: OrderStatus; note?: string | null | undefined },
  actor: StatusActor,
): Promise<void> {
  const now = ctx.clock.now();
  const moved = await moveOrderStatus(ctx.db, orderId, change.from, change.to, now);
  if (!moved) throw conflict(serverMessages.orderStatusChanged);
  await insertStatusChange(ctx.db, {
    orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actorKind: actor.kind,
    actorId: actor.id,
    note: change.note || null,
    createdAt: now,
  });
}

/**
 * In the caller's transaction, the order locked: a parcel with its carrier and tracking number,
 * each line's shipped quantity raised by a conditional update that never passes the ordered
 * quantity (400 'Shipped Quantity cannot be greater than Order Quantity'). Answers the parcel's id.
 */
export async function recordShipment(
  ctx: ServiceContext,
  orderId: string,
  shipment: ShipmentBody,
  actor: AdminActor,
): Promise<string> {
  const lineIds = new Set((await findOrderLines(ctx.db, orderId)).map((line) => line.id));
  const quantities = new Map<string, number>();
  for (const line of shipment.lines) {
    if (!lineIds.has(line.lineId)) throw validationFailed({ lines: message.invalid('Item') });
    if (line.quantity > 0) quantities.set(line.lineId, (quantities.get(line.lineId) ?? 0) + line.quantity);
  }
  if (quantities.size === 0) throw validationFailed({ lines: message.atLeast(1, 'Item') });
  for (const [lineId, quantity] of quantities)
    if (!(await raiseShippedQuantity(ctx.db, orderId, lineId, quantity)))
      throw badRequest(serverMessages.shippedQuantityTooHigh, { lines: serverMessages.shippedQuantityTooHigh });
  const row = await insertShipment(
    ctx.db,
    {
      orderId,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      actorKind: actor.kind,
      actorId: actor.id,
      createdAt: ctx.clock.now(),
    },
    [...quantities].map(([orderLineId, quantity]) => ({ orderLineId, quantity })),
  );
  return row.id;
}
