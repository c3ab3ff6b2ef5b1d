/** The record of the brand fixed at build time, from the registry (apps/web/brand-plugin.ts). */
declare module 'virtual:brand' {
  import type { Brand } from '@iot/shared/brands';

  export const brand: Brand;
  /** The logo's SVG in each colour scheme, its name readable on that scheme's surfaces. */
  export const brandLogos: Record<'light' | 'dark', string>;
}
