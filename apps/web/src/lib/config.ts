/**
 * Build-time configuration (SPEC §7: the configuration holds a store portal URL, among others).
 * The store portal is the customer dashboard of the wider platform; the profile page links to its
 * profile only when the build names it (profiles are edited on the page itself).
 */
const portal = (import.meta.env.VITE_STORE_PORTAL_URL as string | undefined)?.replace(/\/$/, '');

export const storePortalProfileUrl: string | null = portal ? `${portal}/profile` : null;
