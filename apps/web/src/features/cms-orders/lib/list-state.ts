import {
  adminOrderSortFields,
  customerKinds,
  type AdminOrderListQuery,
  type CustomerKind,
} from '@iot/shared/admin-orders';
import { orderStatuses, type OrderStatus } from '@iot/shared/orders';
import { listPageSizes, writeListPage } from '../../../lib/list-page.ts';
import { datePresets, parseLocalDate, presetRange, type DatePreset } from '../../../lib/date-presets.ts';

export type OrderSortField = (typeof adminOrderSortFields)[number];

/** The orders list as the URL holds it; `from`/`to` are the custom dates (`YYYY-MM-DD`, local). */
export type OrderListState = {
  page: number;
  limit: number;
  status: OrderStatus | '';
  search: string;
  preset: DatePreset | '';
  from: string;
  to: string;
  sort: OrderSortField;
  order: 'asc' | 'desc';
  /** One customer's orders only (from its profile's link); null for every customer's. */
  customer: { kind: CustomerKind; id: string } | null;
};

export const defaultOrderListState: OrderListState = {
  page: 1,
  limit: 10,
  status: '',
  search: '',
  preset: '',
  from: '',
  to: '',
  sort: 'placedAt',
  order: 'desc',
  customer: null,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

/** A custom date the URL may hold: a real `YYYY-MM-DD`, else nothing. */
const dateParam = (value: string | null) => (parseLocalDate(value) ? (value ?? '') : '');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `customer=<kind>:<id>`, the one customer a profile's link narrows the list to. */
function customerParam(value: string | null): OrderListState['customer'] {
  const [kind, id = ''] = (value ?? '').split(':');
  const known = oneOf(customerKinds, kind ?? null);
  return known && uuidPattern.test(id) ? { kind: known, id } : null;
}

/** Reads the list's filters, page and sort from the URL; anything unknown falls back to the default. */
export function readOrderListState(params: URLSearchParams): OrderListState {
  const preset = oneOf(datePresets, params.get('date')) ?? '';
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: listPageSizes.find((size) => String(size) === params.get('limit')) ?? defaultOrderListState.limit,
    status: oneOf(orderStatuses, params.get('status')) ?? '',
    search: (params.get('search') ?? '').slice(0, 100),
    preset,
    from: preset === 'custom' ? dateParam(params.get('from')) : '',
    to: preset === 'custom' ? dateParam(params.get('to')) : '',
    sort: oneOf(adminOrderSortFields, params.get('sort')) ?? defaultOrderListState.sort,
    order: oneOf(['asc', 'desc'] as const, params.get('order')) ?? defaultOrderListState.order,
    customer: customerParam(params.get('customer')),
  };
}

/** The URL of a state: only what differs from the defaults, so a plain /cms/orders is the default list. */
export function writeOrderListState(state: OrderListState): URLSearchParams {
  const params = writeListPage(state);
  if (state.status) params.set('status', state.status);
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.preset) params.set('date', state.preset);
  if (state.preset === 'custom' && state.from) params.set('from', state.from);
  if (state.preset === 'custom' && state.to) params.set('to', state.to);
  if (state.sort !== defaultOrderListState.sort) params.set('sort', state.sort);
  if (state.order !== defaultOrderListState.order) params.set('order', state.order);
  if (state.customer) params.set('customer', `${state.customer.kind}:${state.customer.id}`);
  return params;
}

/** The API query of a state: the date preset becomes the instants of the viewer's days (SPEC §9). */
export function orderListQuery(state: OrderListState, now: Date = new Date()): Partial<AdminOrderListQuery> {
  const range = state.preset ? presetRange(state.preset, now, { from: state.from, to: state.to }) : null;
  return {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    order: state.order,
    ...(state.status ? { status: state.status } : {}),
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(range?.from ? { from: range.from } : {}),
    ...(range?.to ? { to: range.to } : {}),
    ...(state.customer ? { customerKind: state.customer.kind, customerId: state.customer.id } : {}),
  };
}
