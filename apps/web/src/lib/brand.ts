/** The brand this build was made for (BRAND at build time), without the other brands' records. */
export { brand, brandLogos } from 'virtual:brand';
