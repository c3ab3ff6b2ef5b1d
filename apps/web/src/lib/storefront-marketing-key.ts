/**
 * The storefront's sliders and ads queries start with this key. The back office's marketing
 * screens clear them after every change, so the home page asks again on its next visit in the same
 * tab instead of showing what the administrator has just changed for up to 30 s (SPEC §7 stale time).
 */
export const storefrontMarketingKey = ['marketing'] as const;
