import { requestStatuses, requestTypes } from '@iot/shared/requests';
import { listPageSizes } from '../../../lib/list-page.ts';
import type { RequestListState } from '../api/request-list.ts';

/** Reads the list's filters and page from the URL; anything unknown falls back to the default. */
export function readRequestListState(params: URLSearchParams): RequestListState {
  const type = params.get('type');
  const status = params.get('status');
  return {
    page: Math.max(1, Number(params.get('page')) || 1),
    limit: listPageSizes.find((size) => String(size) === params.get('limit')) ?? 10,
    search: params.get('search') ?? '',
    type: requestTypes.find((value) => value === type) ?? '',
    status: requestStatuses.find((value) => value === status) ?? '',
  };
}
