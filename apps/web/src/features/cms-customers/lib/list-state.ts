import { customerSortFields, customerStatuses } from '@iot/shared/admin-customers';
import { customerKinds } from '@iot/shared/admin-orders';
import { listPageSizes } from '../../../lib/list-page.ts';
import type { CustomerListState } from '../api/customers.ts';

/** The list's orderings, each a field and a direction, as the sort menu offers them. */
export const sorts = customerSortFields.flatMap((field) =>
  (['desc', 'asc'] as const).map((order) => `${field}-${order}` as const),
);
export type Sort = (typeof sorts)[number];
export const defaultSort: Sort = 'createdAt-desc';

/** Reads the list's filters, sort and page from the URL; anything unknown falls back to the default. */
export function readCustomerListState(params: URLSearchParams): CustomerListState {
  const kind = params.get('kind');
  const status = params.get('status');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: listPageSizes.find((size) => String(size) === params.get('limit')) ?? 10,
    search: params.get('search') ?? '',
    kind: customerKinds.find((value) => value === kind) ?? '',
    status: customerStatuses.find((value) => value === status) ?? '',
    ...splitSort(sorts.find((value) => value === params.get('sort')) ?? defaultSort),
  };
}

export function splitSort(sort: Sort): Pick<CustomerListState, 'sort' | 'order'> {
  const [field, order] = sort.split('-') as [CustomerListState['sort'], CustomerListState['order']];
  return { sort: field, order };
}
