import { z } from 'zod';
import { message } from './validation-messages.ts';

/** SPEC §5, §9: multiline text fields count to 255 and the count turns red at the limit. */
export const multilineMax = 255;

/**
 * Field builders that attach the SPEC §5 messages, so no form or route types a message itself.
 * `field` is the English label used in '{field} is required' and friends.
 */
export function requiredText(field: string, max = 255) {
  return z
    .string({ error: message.required(field) })
    .trim()
    .min(1, { error: message.required(field) })
    .max(max, { error: message.maxLength(field, max) });
}

export function optionalText(field: string, max = 255) {
  return z
    .string({ error: message.invalid(field) })
    .trim()
    .max(max, { error: message.maxLength(field, max) });
}

const webUrl = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

function isUrl(value: string): boolean {
  if (!webUrl.test(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

// A path on this site: one leading slash, never two (`//host` is another site to a browser) nor a
// backslash (browsers read `/\host` as `//host`), no spaces or control characters.
const sitePath = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;

/** A link a page may follow or load: a path on this site or an http(s) URL; never `//host`, `javascript:` or another scheme. */
export function isLink(value: string): boolean {
  return sitePath.test(value) || isUrl(value);
}

/** An absolute http(s) URL; 'Invalid URL' otherwise. */
export function urlField() {
  return z.string({ error: message.url() }).trim().refine(isUrl, { error: message.url() });
}

/**
 * SPEC §5 link fields (slider and ad links, social links, the WhatsApp link): a path on this site
 * such as /products?type=gateway or an http(s) URL; 'Invalid URL' otherwise.
 */
export function linkField() {
  return z.string({ error: message.url() }).trim().refine(isLink, { error: message.url() });
}

/** An optional link field: empty means none. */
export function optionalLinkField() {
  return z.union([z.literal(''), linkField()], { error: message.url() });
}

/** An image or document: a path on this site such as /files/{id} or an http(s) URL; null means none. */
export function assetField() {
  return linkField().nullable();
}

export function emailField() {
  return z
    .string({ error: message.email() })
    .trim()
    .pipe(z.email({ error: message.email() }));
}

const phonePattern = /^\+?[0-9][0-9 ()-]{5,19}$/;

export function phoneField() {
  return z
    .string({ error: message.phone() })
    .trim()
    .refine((value) => phonePattern.test(value) && value.replace(/\D/g, '').length >= 6, {
      error: message.phone(),
    });
}

/** An optional phone number: empty is allowed, anything else must be a phone number. */
export function optionalPhoneField() {
  return z
    .string({ error: message.phone() })
    .trim()
    .refine((value) => value === '' || (phonePattern.test(value) && value.replace(/\D/g, '').length >= 6), {
      error: message.phone(),
    });
}
