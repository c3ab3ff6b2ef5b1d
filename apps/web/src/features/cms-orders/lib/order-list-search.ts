import { z } from 'zod';
import { adminOrderListQuerySchema, customerKinds, type AdminOrderListQuery } from '@iot/shared/admin-orders';
import { datePresets, parseLocalDate, presetRange } from '../../../lib/date-presets.ts';

/** `customer=<kind>:<id>`, the one customer a profile's link narrows the list to. */
const customerParam = new RegExp(`^(${customerKinds.join('|')}):[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$`, 'i');
/** A custom day as the date field gives it (`YYYY-MM-DD`, the viewer's own). */
const localDate = z.string().refine((value) => parseLocalDate(value) !== null);

/**
 * The orders list as its URL holds it: the API's query, except that dates are a preset or the
 * viewer's own days (SPEC §9), sent as instants only when the list asks, and one customer is one
 * parameter a profile can link to.
 */
export const orderListSearchSchema = adminOrderListQuerySchema
  .pick({ page: true, limit: true, status: true, search: true, sort: true, order: true })
  .extend({
    date: z.enum(datePresets).optional(),
    from: localDate.optional(),
    to: localDate.optional(),
    customer: z.string().regex(customerParam).optional(),
  });
export type OrderListState = z.output<typeof orderListSearchSchema>;

/** The API query of a state: the date preset becomes the instants of the viewer's days (SPEC §9). */
export function orderListQuery(state: OrderListState, now?: Date): Partial<AdminOrderListQuery> {
  // Only the custom preset reads the custom days; a stale `from` beside `date=today` is ignored.
  const range = state.date ? presetRange(state.date, now, { from: state.from, to: state.to }) : null;
  const [customerKind, customerId] = (state.customer?.split(':') ?? []) as [
    AdminOrderListQuery['customerKind'],
    string,
  ];
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    order: state.order,
    ...(state.status ? { status: state.status } : {}),
    ...(state.search ? { search: state.search } : {}),
    ...(range?.from ? { from: range.from } : {}),
    ...(range?.to ? { to: range.to } : {}),
    ...(customerKind && customerId ? { customerKind, customerId } : {}),
  };
}
