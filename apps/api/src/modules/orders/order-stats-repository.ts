import { and, count, eq, gte, inArray, isNotNull, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '@iot/shared/orders';
import type { Database } from '../../db/database.ts';
import { orderLinesTable, ordersTable, type OrderLineRow } from './order-table.ts';

/** A period of the dashboard: `from` inclusive, `to` exclusive, and the currency its money is counted in. */
export type StatsPeriod = { from: Date; to: Date; currency: string };

const netMinor = sql<number>`coalesce(sum(${ordersTable.subtotalMinor} - ${ordersTable.discountMinor}), 0)`;

/** The orders a period counts: placed in it, in its currency, not rejected or cancelled. */
function counted(period: StatsPeriod): SQL | undefined {
  return and(
    gte(ordersTable.placedAt, period.from),
    lt(ordersTable.placedAt, period.to),
    eq(ordersTable.currency, period.currency),
    notInArray(ordersTable.status, ['rejected', 'cancelled']),
  );
}

export type PeriodTotals = {
  orders: number;
  netSalesMinor: number;
  discountMinor: number;
  redemptions: number;
  units: number;
  newCustomers: number;
};

/** A period's totals, each summed by the database. */
export async function findPeriodTotals(db: Database, period: StatsPeriod): Promise<PeriodTotals> {
  const [orders] = await db
    .select({
      orders: count(),
      netSalesMinor: netMinor.mapWith(Number),
      discountMinor: sql<number>`coalesce(sum(${ordersTable.discountMinor}), 0)`.mapWith(Number),
      redemptions: sql<number>`count(*) filter (where ${isNotNull(ordersTable.discountId)})`.mapWith(Number),
    })
    .from(ordersTable)
    .where(counted(period));
  const [units] = await db
    .select({ units: sql<number>`coalesce(sum(${orderLinesTable.quantity}), 0)`.mapWith(Number) })
    .from(orderLinesTable)
    .innerJoin(ordersTable, eq(orderLinesTable.orderId, ordersTable.id))
    .where(counted(period));
  // A customer is new in the period its first order that was not rejected was placed in.
  const firsts = db
    .select({ first: sql<Date>`min(${ordersTable.placedAt})`.as('first') })
    .from(ordersTable)
    .where(notInArray(ordersTable.status, ['rejected', 'cancelled']))
    .groupBy(ordersTable.ownerKind, ordersTable.ownerId)
    .as('firsts');
  const [customers] = await db
    .select({ newCustomers: count() })
    .from(firsts)
    .where(and(gte(firsts.first, period.from), lt(firsts.first, period.to)));
  return {
    orders: orders?.orders ?? 0,
    netSalesMinor: orders?.netSalesMinor ?? 0,
    discountMinor: orders?.discountMinor ?? 0,
    redemptions: orders?.redemptions ?? 0,
    units: units?.units ?? 0,
    newCustomers: customers?.newCustomers ?? 0,
  };
}

/** Net sales and orders per day of the period in `timeZone`, days without sales included. */
export async function findSalesByDay(
  db: Database,
  period: StatsPeriod,
  timeZone: string,
): Promise<{ day: string; netSalesMinor: number; orders: number }[]> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const { rows } = (await db.execute(sql`
    with days as (
      select generate_series(
        (${from}::timestamptz at time zone ${timeZone})::date,
        ((${to}::timestamptz - interval '1 millisecond') at time zone ${timeZone})::date,
        interval '1 day'
      )::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(sum(${ordersTable.subtotalMinor} - ${ordersTable.discountMinor}), 0) as net_sales_minor,
      count(${ordersTable.id}) as orders
    from days
    left join ${ordersTable}
      on (${ordersTable.placedAt} at time zone ${timeZone})::date = days.day and ${counted(period)}
    group by days.day
    order by days.day
  `)) as unknown as { rows: { day: string; net_sales_minor: string | number; orders: string | number }[] };
  return rows.map((row) => ({
    day: row.day,
    netSalesMinor: Number(row.net_sales_minor),
    orders: Number(row.orders),
  }));
}

/** Orders placed in the period (any currency) by their status now. */
export async function findOrdersByStatus(
  db: Database,
  period: Pick<StatsPeriod, 'from' | 'to'>,
): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: ordersTable.status, orders: count() })
    .from(ordersTable)
    .where(and(gte(ordersTable.placedAt, period.from), lt(ordersTable.placedAt, period.to)))
    .groupBy(ordersTable.status);
  return new Map(rows.map((row) => [row.status, row.orders]));
}

/** The period's best sellers by units, then by net sales. */
export async function findTopProducts(
  db: Database,
  period: StatsPeriod,
  limit: number,
): Promise<
  {
    productId: string | null;
    name: string;
    texts: OrderLineRow['texts'];
    code: string;
    units: number;
    netSalesMinor: number;
  }[]
> {
  const units = sql<number>`sum(${orderLinesTable.quantity})`;
  const net = sql<number>`sum(${orderLinesTable.unitPriceMinor} * ${orderLinesTable.quantity} - ${orderLinesTable.discountMinor})`;
  return db
    .select({
      productId: orderLinesTable.productId,
      // The name as the latest order wrote it down (lines keep the name they were bought under).
      name: sql<string>`(array_agg(${orderLinesTable.name} order by ${ordersTable.placedAt} desc))[1]`,
      texts: sql<OrderLineRow['texts']>`(array_agg(${orderLinesTable.texts} order by ${ordersTable.placedAt} desc))[1]`,
      code: orderLinesTable.code,
      units: units.mapWith(Number),
      netSalesMinor: net.mapWith(Number),
    })
    .from(orderLinesTable)
    .innerJoin(ordersTable, eq(orderLinesTable.orderId, ordersTable.id))
    .where(counted(period))
    .groupBy(orderLinesTable.productId, orderLinesTable.code)
    .orderBy(sql`${units} desc`, sql`${net} desc`, orderLinesTable.code)
    .limit(limit);
}

/** Orders in each of the given statuses now, whenever they were placed. */
export async function countOrdersInStatuses(db: Database, statuses: OrderStatus[]): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: ordersTable.status, orders: count() })
    .from(ordersTable)
    .where(inArray(ordersTable.status, statuses))
    .groupBy(ordersTable.status);
  return new Map(rows.map((row) => [row.status, row.orders]));
}
