import type { Dashboard, DashboardFigures, DashboardQuery } from '@iot/shared/dashboard';
import type { Language } from '@iot/shared/languages';
import { readTexts } from '@iot/shared/translatable-texts';
import { toMajorUnits } from '@iot/shared/money';
import { orderStatuses } from '@iot/shared/orders';
import type { ServiceContext } from '../../service-context.ts';
import { keepsStock } from '../inventory/inventory-reader.ts';
import { listInventory } from '../inventory/inventory-service.ts';
import { countNearlyUsedUpAllocations } from '../licenses/license-service.ts';
import {
  countOrdersInStatuses,
  findOrdersByStatus,
  findPeriodTotals,
  findSalesByDay,
  findTopProducts,
  type PeriodTotals,
  type StatsPeriod,
} from '../orders/order-reader.ts';
import { countOpenRequests } from '../requests/request-service.ts';
import { readSettings } from '../settings/settings-service.ts';
import { readTogether } from '../../db/read-together.ts';

const listed = 5;

function figuresOf(totals: PeriodTotals, currency: string): DashboardFigures {
  const money = (minor: number) => toMajorUnits(minor, currency);
  return {
    netSales: money(totals.netSalesMinor),
    orders: totals.orders,
    // Rounded to the currency's minor unit: an average of whole cents may fall between two.
    averageOrderValue: totals.orders === 0 ? 0 : money(Math.round(totals.netSalesMinor / totals.orders)),
    newCustomers: totals.newCustomers,
    unitsSold: totals.units,
    discountCost: money(totals.discountMinor),
    redemptions: totals.redemptions,
  };
}

/** Products out of stock first, then those at or under their threshold; lowest level first. */
async function lowStockProducts(ctx: ServiceContext, language: Language): Promise<Dashboard['lowStock']> {
  if (!keepsStock(ctx)) return [];
  const page = { page: 1, limit: listed, sort: 'levelAsc' as const, search: undefined };
  const out = await listInventory(ctx, { ...page, stock: 'out' }, language);
  const low = out.data.length < listed ? await listInventory(ctx, { ...page, stock: 'low' }, language) : { data: [] };
  return [...out.data, ...low.data].slice(0, listed).map((row) => ({
    productId: row.productId,
    name: row.name,
    code: row.code,
    level: row.level,
    lowStockThreshold: row.lowStockThreshold,
  }));
}

/**
 * The back office's dashboard for a period, compared with the period of the same length just
 * before it. Every figure is summed by the database, in the settings currency.
 */
export async function readDashboard(
  ctx: ServiceContext,
  query: DashboardQuery,
  timeZone: string,
  language: Language,
): Promise<Dashboard> {
  const { currency } = await readSettings(ctx);
  const from = new Date(query.from);
  const to = new Date(query.to);
  const current: StatsPeriod = { from, to, currency };
  const previous: StatsPeriod = { from: new Date(2 * from.getTime() - to.getTime()), to: from, currency };
  const money = (minor: number) => toMajorUnits(minor, currency);

  const [nowTotals, beforeTotals, days, byStatus, top, queues, openRequests, lowStock, nearlyUsedUp] =
    await readTogether(ctx.db, [
      () => findPeriodTotals(ctx.db, current),
      () => findPeriodTotals(ctx.db, previous),
      () => findSalesByDay(ctx.db, current, timeZone),
      () => findOrdersByStatus(ctx.db, current),
      () => findTopProducts(ctx.db, current, listed),
      () => countOrdersInStatuses(ctx.db, ['pending', 'in_progress']),
      () => countOpenRequests(ctx),
      () => lowStockProducts(ctx, language),
      () => countNearlyUsedUpAllocations(ctx),
    ]);
  return {
    currency,
    period: { from: from.toISOString(), to: to.toISOString() },
    previousPeriod: { from: previous.from.toISOString(), to: previous.to.toISOString() },
    current: figuresOf(nowTotals, currency),
    previous: figuresOf(beforeTotals, currency),
    salesOverTime: days.map((day) => ({ day: day.day, netSales: money(day.netSalesMinor), orders: day.orders })),
    ordersByStatus: orderStatuses.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
    // Named as the latest order line wrote the product down, in the viewer's language (DESIGN §Data).
    topProducts: top.map(({ netSalesMinor, texts, name, ...product }) => ({
      ...product,
      name: readTexts(texts, language, ['name']).name ?? name,
      netSales: money(netSalesMinor),
    })),
    lowStock,
    queues: {
      awaitingAcceptance: queues.get('pending') ?? 0,
      readyToShip: queues.get('in_progress') ?? 0,
      openRequests,
      licenseSeatsNearlyUsedUp: nearlyUsedUp,
    },
  };
}
