/**
 * The part of the catalog another module's repository may join in SQL: product names, codes and
 * types (the inventory list filters, searches and sorts in one query with them). Kept apart from
 * product-reader.ts, which reaches the inventory module through the product service, so that the
 * inventory module can read this without an import cycle.
 */
export { productNamesSubquery } from './product-repository.ts';
