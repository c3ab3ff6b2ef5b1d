import { listPageSizes, readListPage, writeListPage } from '../../../lib/list-page.ts';
import type { GroupListState } from '../api/customer-groups.ts';

export { listPageSizes as pageSizes, readListPage as readPage, writeListPage as writePage };

/** The groups list as its URL holds it: a page and the search. */
export function readGroupListState(params: URLSearchParams): GroupListState {
  return { ...readListPage(params), search: params.get('search')?.trim() ?? '' };
}
