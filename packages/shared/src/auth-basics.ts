import { basicServerMessages } from './server-message-basics.ts';

/**
 * What the storefront's header and sign-in requests need of auth without its schemas: auth.ts
 * builds dozens of zod schemas as it loads, which a server-drawn page would pay for before it
 * hydrates (issue 12). auth.ts re-exports these, so the API imports them from there.
 */

/** The request header that carries the captcha token (SPEC §7: "recaptcha response header"). */
export const captchaHeader = 'recaptcha';
/** SPEC §8: shown when the captcha token is not ready at sign-in. */
export const captchaUnavailableMessage = basicServerMessages.captchaUnavailable;

type Named = { firstName?: string | null; lastName?: string | null; username: string };

/** SPEC §3: display name and initials use first and last name when present, otherwise the username. */
export function displayName(user: Named): string {
  const full = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return full || user.username;
}

export function initials(user: Named): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first || last) return `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase();
  return user.username.slice(0, 2).toUpperCase();
}
