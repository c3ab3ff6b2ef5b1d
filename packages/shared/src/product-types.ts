/**
 * The product types (SPEC §3 Product), apart from the product schemas: the home page lists them
 * before it has fetched anything, and products.ts builds dozens of zod schemas as it loads, which a
 * server-drawn page would pay for before it hydrates (issue 12). products.ts re-exports them.
 */
export const productTypes = ['device', 'gateway', 'accessory', 'subscription', 'integration', 'package'] as const;
export type ProductType = (typeof productTypes)[number];
