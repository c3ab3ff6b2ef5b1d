import { discountSortFields } from '@iot/shared/admin-discounts';
import { discountStatuses, discountTypes } from '@iot/shared/discounts';
import { listPageSizes } from '../../../lib/list-page.ts';
import type { DiscountListState } from '../api/discounts.ts';

// The natural direction of each sort: newest, A-Z, highest, soonest, most used.
const sortOrder = { createdAt: 'desc', code: 'asc', percentage: 'desc', endsAt: 'asc', usedCount: 'desc' } as const;

/** Reads the list's filters, sort and page from the URL; anything unknown falls back to the default. */
export function readDiscountListState(params: URLSearchParams): DiscountListState {
  const pick = <T extends string>(values: readonly T[], key: string): T | '' =>
    values.find((value) => value === params.get(key)) ?? '';
  const sort = pick(discountSortFields, 'sort') || 'createdAt';
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: listPageSizes.find((size) => String(size) === params.get('limit')) ?? 10,
    search: params.get('search') ?? '',
    type: pick(discountTypes, 'type'),
    status: pick(discountStatuses, 'status'),
    sort,
    order: sortOrder[sort],
  };
}
