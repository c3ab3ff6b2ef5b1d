/** The page sizes of the back office's lists. */
export const listPageSizes: readonly number[] = [10, 20, 50];
const defaultLimit = 10;

/** The page and page size a list keeps in its URL; anything else falls back to page 1 of 10. */
export function readListPage(params: URLSearchParams): { page: number; limit: number } {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: listPageSizes.find((size) => String(size) === params.get('limit')) ?? defaultLimit,
  };
}

/** The URL's search parameters for a page, leaving out the defaults so a first page has a clean URL. */
export function writeListPage(state: { page: number; limit: number }): URLSearchParams {
  const query = new URLSearchParams();
  if (state.page > 1) query.set('page', String(state.page));
  if (state.limit !== defaultLimit) query.set('limit', String(state.limit));
  return query;
}
