import { z } from 'zod';
import { requiredText } from './fields.ts';
import { message } from './validation-messages.ts';

/**
 * The sandbox payment provider's browser-side card element (DESIGN §API: the default provider,
 * offline, with Stripe's test-card behaviour). Like Stripe.js it turns the card into a
 * payment-method token in the browser; the token names the outcome Stripe's test card would
 * have, the brand, the last four digits and the expiry, and never the number or the CVC.
 */
export const sandboxOutcomes = ['succeeds', 'declined', 'requires_action', 'insufficient_funds'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

/** Stripe's test cards (stripe.com/docs/testing) that the sandbox knows; any other valid number succeeds. */
export const sandboxTestCards: Record<string, SandboxOutcome> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000002500003155': 'requires_action',
  '4000002760003184': 'requires_action',
};

export type SandboxCard = { outcome: SandboxOutcome; brand: string; last4: string; expMonth: number; expYear: number };

const tokenPattern =
  /^pm_sandbox_(succeeds|declined|requires_action|insufficient_funds)_([a-z]+)_(\d{4})_(\d{2})_(\d{4})$/;

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** Luhn check of a card number (digits only). */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

/** What the browser element makes of a card; null when the number cannot be a card. */
export function sandboxToken(number: string, expMonth: number, expYear: number): string | null {
  const digits = number.replace(/\D/g, '');
  if (!passesLuhn(digits) || expMonth < 1 || expMonth > 12 || expYear < 2000 || expYear > 2099) return null;
  const outcome = sandboxTestCards[digits] ?? 'succeeds';
  const month = String(expMonth).padStart(2, '0');
  return `pm_sandbox_${outcome}_${cardBrand(digits)}_${digits.slice(-4)}_${month}_${expYear}`;
}

/** What the server reads of a sandbox token; null for anything else. */
export function readSandboxToken(token: string): SandboxCard | null {
  const match = tokenPattern.exec(token);
  if (!match) return null;
  return {
    outcome: match[1] as SandboxOutcome,
    brand: match[2] ?? 'unknown',
    last4: match[3] ?? '',
    expMonth: Number(match[4]),
    expYear: Number(match[5]),
  };
}

/**
 * The sandbox card element's own fields. They stay in the browser (only `sandboxToken` of them
 * travels), so this is a form schema, not a request body: the number passes Luhn, the expiry is
 * MM/YY and not past, the CVC has 3 or 4 digits, and the holder's name is what the body carries.
 */
export const sandboxCardFieldsSchema = z
  .object({
    number: z
      .string({ error: message.required('Card number') })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => value !== '', { error: message.required('Card number') })
      .refine((value) => /^\d{12,19}$/.test(value) && passesLuhn(value), { error: message.invalid('Card number') }),
    expiry: z
      .string({ error: message.required('Expiry date') })
      .trim()
      .refine((value) => value !== '', { error: message.required('Expiry date') })
      .refine((value) => readExpiry(value) !== null, { error: message.invalid('Expiry date') }),
    cvc: z
      .string({ error: message.required('CVC') })
      .trim()
      .refine((value) => value !== '', { error: message.required('CVC') })
      .refine((value) => /^\d{3,4}$/.test(value), { error: message.invalid('CVC') }),
    holderName: requiredText('Name on card', 120),
  })
  .strict();
export type SandboxCardFields = z.input<typeof sandboxCardFieldsSchema>;

/** 'MM/YY' (or MM/YYYY) as a month and a four-digit year; null when malformed or already past. */
export function readExpiry(value: string, now = new Date()): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = (match[2] ?? '').length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return null;
  return { month, year };
}
