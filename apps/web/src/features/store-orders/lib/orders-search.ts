import { z } from 'zod';
import { orderFilters, orderListQuerySchema } from '@iot/shared/orders';
import { parseListSearch } from '../../../lib/use-list-search.ts';

/**
 * The /orders page as its URL holds it: the API's query, except that the page opens on current
 * orders (the API, asked for no filter, answers all of them) and keeps its own page size.
 */
export const ordersSearchSchema = orderListQuerySchema
  .pick({ page: true })
  .extend({ filter: z.enum(orderFilters).default('current') });

/** The page's state from its URL, for the route's loader (which loads this module only on /orders). */
export const readOrdersSearch = (params: URLSearchParams) => parseListSearch(ordersSearchSchema, params);
