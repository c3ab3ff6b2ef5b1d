import { resolveBrand } from '@iot/shared/brands';

/** The brand this build was made for (BRAND at build time). */
export const brand = resolveBrand(__BRAND__);
