import { basicServerMessages } from './server-message-basics.ts';

/**
 * What the storefront's pages need of products before they fetch anything, apart from the product
 * schemas: products.ts builds dozens of zod schemas as it loads, which a server-drawn page would
 * pay for before it hydrates (issue 12). products.ts re-exports these.
 */

/** SPEC §3 Product types: the home page lists them. */
export const productTypes = ['device', 'gateway', 'accessory', 'subscription', 'integration', 'package'] as const;
export type ProductType = (typeof productTypes)[number];

// SPEC §3 names these enumerations without their values; these are the values an IoT catalog needs.
export const communicationTypes = [
  'lorawan',
  'nb-iot',
  'lte-m',
  '4g',
  '5g',
  'wifi',
  'bluetooth',
  'zigbee',
  'sigfox',
  'ethernet',
  'satellite',
] as const;

export const maxWarrantyMonths = 120;

/** SPEC §2: the storefront offers page sizes 6, 9 and 12; other clients may ask for up to 48. */
export const storefrontPageSizes = [6, 9, 12] as const;
export type StorefrontPageSize = (typeof storefrontPageSizes)[number];
export const storefrontSorts = ['newest', 'highPrice', 'lowPrice', 'nameAsc', 'nameDesc'] as const;
export type StorefrontSort = (typeof storefrontSorts)[number];

/** SPEC §5: 'Sorry, Requested quantity of this product is greater than our stock!' without revealing the stock. */
export const quantityAboveStockMessage = basicServerMessages.quantityAboveStock;
