import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { OrderStatus } from '@iot/shared/orders';
import { containsPattern } from '../../db/columns.ts';
import type { Database } from '../../db/database.ts';
import type { Owner } from '../../db/owner-columns.ts';
import {
  checkoutsTable,
  orderLinesTable,
  orderNotesTable,
  ordersTable,
  orderShipmentLinesTable,
  orderShipmentsTable,
  orderStatusHistoryTable,
  type CheckoutRow,
  type OrderShipmentRow,
  type OrderLineRow,
  type OrderNoteRow,
  type OrderRow,
} from './order-table.ts';

export type CheckoutInsert = typeof checkoutsTable.$inferInsert;
export type OrderInsert = typeof ordersTable.$inferInsert;
export type OrderLineInsert = typeof orderLinesTable.$inferInsert;
export type OrderStatusChangeRow = typeof orderStatusHistoryTable.$inferSelect;
export type OrderStatusChangeInsert = typeof orderStatusHistoryTable.$inferInsert;

const ownedBy = (owner: Owner) => and(eq(checkoutsTable.ownerKind, owner.kind), eq(checkoutsTable.ownerId, owner.id));

// ---------- checkouts ----------

/** Inserts unless the owner already used the idempotency key (then undefined: read the existing one). */
export async function insertCheckout(db: Database, values: CheckoutInsert): Promise<CheckoutRow | undefined> {
  const [row] = await db.insert(checkoutsTable).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCheckoutByKey(db: Database, owner: Owner, key: string): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutsTable)
    .where(and(ownedBy(owner), eq(checkoutsTable.idempotencyKey, key)));
  return row;
}

export async function findCheckout(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutsTable).where(eq(checkoutsTable.id, id));
  return row;
}

/** The checkout with its row locked until the transaction ends: one finaliser at a time. */
export async function findCheckoutForUpdate(db: Database, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkoutsTable).where(eq(checkoutsTable.id, id)).for('update');
  return row;
}

/** Changes a checkout that has no order yet, optionally only from the given statuses; answers the row if it changed. */
export async function updateOpenCheckout(
  db: Database,
  id: string,
  values: Partial<Pick<CheckoutInsert, 'status' | 'driver' | 'paymentRef' | 'failure' | 'releasedAt' | 'updatedAt'>>,
  from?: CheckoutRow['status'][],
): Promise<CheckoutRow | undefined> {
  const conditions: SQL[] = [eq(checkoutsTable.id, id), isNull(checkoutsTable.orderId)];
  if (from) conditions.push(inArray(checkoutsTable.status, from));
  const [row] = await db
    .update(checkoutsTable)
    .set(values)
    .where(and(...conditions))
    .returning();
  return row;
}

/**
 * Takes up to `limit` checkouts with no order and nothing known released, untouched since
 * `staleBefore`, for the reconciler: each is moved on to `now` in the same statement, so another
 * instance neither takes it (rows it holds are skipped) nor finds it stale again.
 */
export async function claimStaleCheckoutRows(
  db: Database,
  staleBefore: Date,
  now: Date,
  limit: number,
): Promise<CheckoutRow[]> {
  const stale = and(
    isNull(checkoutsTable.orderId),
    isNull(checkoutsTable.releasedAt),
    lt(checkoutsTable.updatedAt, staleBefore),
  );
  const due = db
    .select({ id: checkoutsTable.id })
    .from(checkoutsTable)
    .where(stale)
    .orderBy(asc(checkoutsTable.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(checkoutsTable)
    .set({ updatedAt: now })
    .where(and(inArray(checkoutsTable.id, due), stale))
    .returning();
}

export async function completeCheckoutRow(db: Database, id: string, orderId: string, now: Date): Promise<void> {
  await db
    .update(checkoutsTable)
    .set({ status: 'completed', orderId, failure: null, updatedAt: now })
    .where(eq(checkoutsTable.id, id));
}

// ---------- orders ----------

export async function insertOrder(db: Database, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(ordersTable).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertOrderLines(db: Database, lines: OrderLineInsert[]): Promise<void> {
  if (lines.length) await db.insert(orderLinesTable).values(lines);
}

export async function insertStatusChange(db: Database, change: OrderStatusChangeInsert): Promise<void> {
  await db.insert(orderStatusHistoryTable).values(change);
}

const orderOwnedBy = (owner: Owner) => and(eq(ordersTable.ownerKind, owner.kind), eq(ordersTable.ownerId, owner.id));

export async function findOwnOrder(db: Database, owner: Owner, id: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(ordersTable)
    .where(and(orderOwnedBy(owner), eq(ordersTable.id, id)));
  return row;
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(ordersTable).where(eq(ordersTable.id, id));
  return row;
}

export type OwnOrderFilter = {
  owner: Owner;
  /** Only orders in these statuses, or (with `exclude`) in none of them. */
  statuses?: readonly OrderStatus[] | undefined;
  exclude?: boolean;
  offset: number;
  limit: number;
};

/** The owner's orders, newest first. */
export async function listOwnOrders(
  db: Database,
  filter: OwnOrderFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [orderOwnedBy(filter.owner)];
  if (filter.statuses?.length)
    conditions.push(
      filter.exclude
        ? notInArray(ordersTable.status, [...filter.statuses])
        : inArray(ordersTable.status, [...filter.statuses]),
    );
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(ordersTable)
    .where(where)
    .orderBy(desc(ordersTable.placedAt), desc(ordersTable.number))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(ordersTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOrderLines(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLinesTable)
    .where(eq(orderLinesTable.orderId, orderId))
    .orderBy(asc(orderLinesTable.position));
}

export async function findStatusHistory(db: Database, orderId: string): Promise<OrderStatusChangeRow[]> {
  return db
    .select()
    .from(orderStatusHistoryTable)
    .where(eq(orderStatusHistoryTable.orderId, orderId))
    .orderBy(asc(orderStatusHistoryTable.createdAt));
}

export async function findOrderNotes(db: Database, orderId: string): Promise<OrderNoteRow[]> {
  return db
    .select()
    .from(orderNotesTable)
    .where(eq(orderNotesTable.orderId, orderId))
    .orderBy(asc(orderNotesTable.createdAt));
}

export async function insertOrderNote(db: Database, values: typeof orderNotesTable.$inferInsert): Promise<void> {
  await db.insert(orderNotesTable).values(values);
}

/** How many items each order holds, in one query for a page of orders. */
export async function sumLineQuantities(db: Database, orderIds: string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLinesTable.orderId, quantity: sum(orderLinesTable.quantity).mapWith(Number) })
    .from(orderLinesTable)
    .where(inArray(orderLinesTable.orderId, orderIds))
    .groupBy(orderLinesTable.orderId);
  return new Map(rows.map((row) => [row.orderId, row.quantity]));
}

export type ShipmentWithLines = OrderShipmentRow & { lines: { lineId: string; quantity: number }[] };

/** An order's shipments, oldest first, each with the quantity of every line it holds. */
export async function findShipments(db: Database, orderId: string): Promise<ShipmentWithLines[]> {
  const shipments = await db
    .select()
    .from(orderShipmentsTable)
    .where(eq(orderShipmentsTable.orderId, orderId))
    .orderBy(asc(orderShipmentsTable.createdAt));
  if (shipments.length === 0) return [];
  const lines = await db
    .select()
    .from(orderShipmentLinesTable)
    .where(
      inArray(
        orderShipmentLinesTable.shipmentId,
        shipments.map((shipment) => shipment.id),
      ),
    );
  return shipments.map((shipment) => ({
    ...shipment,
    lines: lines
      .filter((line) => line.shipmentId === shipment.id)
      .map((line) => ({ lineId: line.orderLineId, quantity: line.quantity })),
  }));
}

// ---------- the back office ----------

export type AdminOrderSort = 'placedAt' | 'total' | 'orderId';

export type AdminOrderFilter = {
  status?: OrderStatus | undefined;
  /** A search: an order number, and/or text found in the customer name, and/or the accounts it names. */
  search?: { number: number | null; text: string; ownerIds: string[] } | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  owner?: Owner | undefined;
  /** Orders of any of these owners, the ids given as a subquery (a tenant's users). */
  ownersIn?: { kind: Owner['kind']; ids: SQLWrapper } | undefined;
  /** Only these orders (a selection in the back office). */
  ids?: string[] | undefined;
  sort: AdminOrderSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
};

function adminOrderConditions(filter: AdminOrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status) parts.push(eq(ordersTable.status, filter.status));
  if (filter.from) parts.push(gte(ordersTable.placedAt, filter.from));
  if (filter.to) parts.push(lte(ordersTable.placedAt, filter.to));
  if (filter.owner) parts.push(orderOwnedBy(filter.owner));
  if (filter.ids) parts.push(inArray(ordersTable.id, filter.ids));
  if (filter.ownersIn) {
    parts.push(eq(ordersTable.ownerKind, filter.ownersIn.kind), inArray(ordersTable.ownerId, filter.ownersIn.ids));
  }
  if (filter.search) {
    const { number, text, ownerIds } = filter.search;
    parts.push(
      or(
        number === null ? undefined : eq(ordersTable.number, number),
        sql`${ordersTable.customerName} ilike ${containsPattern(text)}`,
        ownerIds.length ? inArray(ordersTable.ownerId, ownerIds) : undefined,
      ),
    );
  }
  return and(...parts);
}

const adminSortColumns = {
  placedAt: ordersTable.placedAt,
  total: ordersTable.totalMinor,
  orderId: ordersTable.number,
} as const;

/** Every customer's orders for the back office: filtered, sorted (ties by number) and one page of them. */
export async function listOrderRows(
  db: Database,
  filter: AdminOrderFilter,
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = adminOrderConditions(filter);
  const direction = filter.order === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(ordersTable)
    .where(where)
    .orderBy(direction(adminSortColumns[filter.sort]), direction(ordersTable.number))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db.select({ total: count() }).from(ordersTable).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findOrdersByIds(db: Database, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(ordersTable).where(inArray(ordersTable.id, ids));
}

/** The ids of one owner's orders (its transactions are theirs). */
export async function findOrderIdsOf(db: Database, owner: Owner): Promise<string[]> {
  const rows = await db.select({ id: ordersTable.id }).from(ordersTable).where(orderOwnedBy(owner));
  return rows.map((row) => row.id);
}

/** The order, its row locked until the transaction ends: one status change at a time. */
export async function findOrderForUpdate(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(ordersTable).where(eq(ordersTable.id, id)).for('update');
  return row;
}

/** Moves the order only while it still has status `from` (a conditional update): undefined when it no longer has. */
export async function moveOrderStatus(
  db: Database,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(ordersTable)
    .set({ status: to, updatedAt: now })
    .where(and(eq(ordersTable.id, id), eq(ordersTable.status, from)))
    .returning();
  return row;
}

/** Raises a line's shipped quantity, never past its ordered quantity: false when it would pass it (or is not the order's). */
export async function raiseShippedQuantity(
  db: Database,
  orderId: string,
  lineId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await db
    .update(orderLinesTable)
    .set({ shippedQuantity: sql`${orderLinesTable.shippedQuantity} + ${quantity}` })
    .where(
      and(
        eq(orderLinesTable.id, lineId),
        eq(orderLinesTable.orderId, orderId),
        sql`${orderLinesTable.shippedQuantity} + ${quantity} <= ${orderLinesTable.quantity}`,
      ),
    )
    .returning({ id: orderLinesTable.id });
  return rows.length === 1;
}

export type OrderShipmentInsert = typeof orderShipmentsTable.$inferInsert;

export async function insertShipment(
  db: Database,
  shipment: OrderShipmentInsert,
  lines: { orderLineId: string; quantity: number }[],
): Promise<OrderShipmentRow> {
  const [row] = await db.insert(orderShipmentsTable).values(shipment).returning();
  if (!row) throw new Error('shipment insert returned no row');
  if (lines.length)
    await db.insert(orderShipmentLinesTable).values(lines.map((line) => ({ ...line, shipmentId: row.id })));
  return row;
}
