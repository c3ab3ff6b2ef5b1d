import { z } from 'zod';
import { orderStatuses } from './orders.ts';
import { message } from './validation-messages.ts';

/** The longest period the dashboard compares (a year and a bit): its days are drawn one by one. */
export const dashboardMaxDays = 400;

/**
 * GET /marketplace/dashboard. `from` (inclusive) and `to` (exclusive) are instants: the browser
 * turns SPEC §9's date presets into them in the viewer's time zone, as for the orders list; the
 * days of the sales chart are that time zone's (the timezone header).
 */
export const dashboardQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: message.invalid('From') }),
    to: z.iso.datetime({ offset: true, error: message.invalid('To') }),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), {
    path: ['to'],
    error: message.invalid('To'),
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= dashboardMaxDays * 86_400_000, {
    path: ['to'],
    error: message.maxValue('Days', dashboardMaxDays),
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/**
 * The figures of one period, money in the settings currency's major units. An order counts when it
 * was placed in the period, in that currency, and not rejected.
 */
export const dashboardFiguresSchema = z.object({
  /** What the counted orders' lines came to after discounts: before tax and shipping. */
  netSales: z.number(),
  orders: z.number().int(),
  averageOrderValue: z.number(),
  /** Customers whose first order (not rejected) was placed in the period. */
  newCustomers: z.number().int(),
  unitsSold: z.number().int(),
  discountCost: z.number(),
  /** Counted orders that used a discount code. */
  redemptions: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });

export const dashboardSchema = z.object({
  currency: z.string(),
  period: periodSchema,
  /** The period of the same length just before. */
  previousPeriod: periodSchema,
  current: dashboardFiguresSchema,
  previous: dashboardFiguresSchema,
  /** One entry per day of the period (`YYYY-MM-DD` in the viewer's time zone), days without sales included. */
  salesOverTime: z.array(z.object({ day: z.string(), netSales: z.number(), orders: z.number().int() })),
  /** Orders placed in the period by their status now, every status listed. */
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), orders: z.number().int() })),
  /** The period's best sellers by units. */
  topProducts: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      code: z.string(),
      units: z.number().int(),
      netSales: z.number(),
    }),
  ),
  /** Products at or under their low-stock threshold, lowest first. */
  lowStock: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      code: z.string(),
      level: z.number().int(),
      lowStockThreshold: z.number().int(),
    }),
  ),
  /**
   * The work waiting now, whatever the period: orders to accept, orders to ship, requests not yet
   * answered (new or in progress), and usable license allocations with most of their seats assigned
   * (`licenseNearlyUsedShare`).
   */
  queues: z.object({
    awaitingAcceptance: z.number().int(),
    readyToShip: z.number().int(),
    openRequests: z.number().int(),
    licenseSeatsNearlyUsedUp: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const dashboardResponseSchema = z.object({ data: dashboardSchema });
