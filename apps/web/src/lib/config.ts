/**
 * Build-time configuration (SPEC §7: the configuration holds a store portal URL, among others).
 * The store portal is the customer dashboard where a profile is edited; without it the storefront
 * can only say where editing happens.
 */
const portal = (import.meta.env.VITE_STORE_PORTAL_URL as string | undefined)?.replace(/\/$/, '');

export const storePortalProfileUrl: string | null = portal ? `${portal}/profile` : null;
