import { toMajorUnits } from '@iot/shared/money';
import type { Owner } from '../../db/owner-columns.ts';
import type { ServiceContext } from '../../service-context.ts';
import { orderNumberText } from './order-service.ts';
import { findOrderNumbers, findOrderTotalsOf } from './order-totals-repository.ts';

/**
 * What other modules may read of a customer's orders (DESIGN §API): the back office's customer
 * list and profile. Totals are summed by the database.
 */
export { orderCountsByOwner } from './order-totals-repository.ts';

export type OrderTotals = { orders: number; spent: { amount: number; currency: string }[] };

export async function orderTotalsOf(ctx: Pick<ServiceContext, 'db'>, owner: Owner): Promise<OrderTotals> {
  const { orders, spent } = await findOrderTotalsOf(ctx.db, owner);
  return {
    orders,
    spent: spent.map((entry) => ({
      amount: toMajorUnits(entry.amountMinor, entry.currency),
      currency: entry.currency,
    })),
  };
}

/** The short order ID (SPEC §3) of each order id given. */
export async function orderIdsOf(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  const numbers = await findOrderNumbers(ctx.db, [...new Set(ids)]);
  return new Map([...numbers].map(([id, number]) => [id, orderNumberText(number)]));
}

/** The back office's dashboard figures, summed by the database (DESIGN §API). */
export {
  countOrdersInStatuses,
  findOrdersByStatus,
  findPeriodTotals,
  findSalesByDay,
  findTopProducts,
  type PeriodTotals,
  type StatsPeriod,
} from './order-stats-repository.ts';
