/** The brand name fixed at build time by vite.config.ts. */
declare const __BRAND__: string;
