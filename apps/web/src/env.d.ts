/** The record of the brand fixed at build time, from the registry (apps/web/brand-plugin.ts). */
declare module 'virtual:brand' {
  import type { Brand } from '@iot/shared/brands';

  export const brand: Brand;
}
