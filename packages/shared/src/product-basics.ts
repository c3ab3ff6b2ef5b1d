import { serverMessages } from './server-messages.ts';

/**
 * What the storefront's pages need of products before they fetch anything, apart from the product
 * schemas: products.ts builds dozens of zod schemas as it loads, which a server-drawn page would
 * pay for before it hydrates (issue 12). products.ts re-exports these.
 */

/** SPEC §3 Product types: the home page lists them. */
export const productTypes = ['device', 'gateway', 'accessory', 'subscription', 'integration', 'package'] as const;
export type ProductType = (typeof productTypes)[number];

/** SPEC §5: 'Sorry, Requested quantity of this product is greater than our stock!' without revealing the stock. */
export const quantityAboveStockMessage = serverMessages.quantityAboveStock;
