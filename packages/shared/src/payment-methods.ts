import { z } from 'zod';
import { dataEnvelope } from './api-envelope.ts';
import { requiredText } from './fields.ts';
import { serverMessages } from './server-messages.ts';
import { message } from './validation-messages.ts';

/** SPEC §3: payment provider values TAP and STRIPE; STRIPE is the active one. */
export const paymentProviderTypes = ['TAP', 'STRIPE'] as const;
export type PaymentProviderType = (typeof paymentProviderTypes)[number];
export const activePaymentProvider: PaymentProviderType = 'STRIPE';

/** The payment providers behind our API (DESIGN §API): the offline sandbox (default) or Stripe. */
export const paymentDrivers = ['sandbox', 'stripe'] as const;
export type PaymentDriver = (typeof paymentDrivers)[number];

/**
 * GET /payments/config: which card element the browser mounts. Stripe's publishable key is
 * public by design; the sandbox has none.
 */
export const paymentConfigSchema = z.object({
  driver: z.enum(paymentDrivers),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

/** POST /payments/sandbox/{ref}/authenticate: the sandbox's stand-in for Stripe.js's handleNextAction. */
export const sandboxAuthenticationBodySchema = z
  .object({
    clientSecret: requiredText('Client secret', 255),
    approve: z.boolean({ error: message.required('Approve') }),
  })
  .strict();
export type SandboxAuthenticationBody = z.infer<typeof sandboxAuthenticationBodySchema>;

/** A payment's state at the provider, in the words of the provider interface (DESIGN §API). */
export const paymentStatuses = ['authorized', 'requires_action', 'declined', 'captured', 'cancelled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What the sandbox's authentication answers, like handleNextAction's PaymentIntent: declined carries the reason. */
export const sandboxAuthenticationResultSchema = z.object({
  ref: z.string(),
  status: z.enum(paymentStatuses),
  message: z.string().nullable(),
});
export type SandboxAuthenticationResult = z.infer<typeof sandboxAuthenticationResultSchema>;

/** SPEC §3 Bank account and Credit card: the two kinds of saved payment method. */
export const paymentMethodKinds = ['card', 'bank-account'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/** ISO 13616 IBAN: country, two check digits, up to 30 letters or digits; mod-97 of the rearranged number is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362 BIC/SWIFT: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const swiftPattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * Names a client might put card data under, compared without case, `_` or `-`: a body or query
 * with one is refused with its own message, on every route (DESIGN §API: card data never touches
 * our server). No operation of ours has a field so named; a test over /docs keeps it so.
 */
export const cardDataFields: readonly string[] = [
  'cardNumber',
  'number',
  'pan',
  'primaryAccountNumber',
  'cvc',
  'cvc2',
  'cvv',
  'cvv2',
  'cvn',
  'csc',
  'securityCode',
  'cardCode',
  'cardCvc',
  'cardCvv',
  'cardSecurityCode',
];
const comparable = (name: string) => name.toLowerCase().replace(/[_-]/g, '');
const comparableCardDataFields = new Set(cardDataFields.map(comparable));
export const isCardDataField = (name: string) => comparableCardDataFields.has(comparable(name));

/**
 * Payment-method bodies are strict objects: an unknown field is a 400, and one that would carry a
 * card number or CVC says why (card data only ever goes to the provider's browser-side element).
 */
const refuseCardData = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' && issue.keys.some(isCardDataField) ? serverMessages.cardDataRefused : undefined,
};

export const bankAccountBodySchema = z.strictObject(
  {
    kind: z.literal('bank-account'),
    accountName: requiredText('Account name', 120),
    iban: z
      .string({ error: message.required('IBAN') })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine(isValidIban, { error: serverMessages.invalidIban }),
    swift: z
      .string({ error: message.required('SWIFT code') })
      .transform((value) => value.trim().toUpperCase())
      .refine((value) => swiftPattern.test(value), { error: serverMessages.invalidSwift }),
  },
  refuseCardData,
);

/**
 * A card is saved by the token the provider's browser-side element made of it (Stripe's
 * `pm_…`, or the sandbox's own); the number and CVC never reach our API (DESIGN §API).
 */
export const cardBodySchema = z.strictObject(
  {
    kind: z.literal('card'),
    token: requiredText('Payment method', 255),
    holderName: requiredText('Name on card', 120),
  },
  refuseCardData,
);

export const paymentMethodBodySchema = z.discriminatedUnion('kind', [cardBodySchema, bankAccountBodySchema]);
export type PaymentMethodBody = z.infer<typeof paymentMethodBodySchema>;

/** What is stored and shown of a method: for a card only brand, last four, expiry and holder name. */
export const paymentMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    _id: z.string(),
    kind: z.literal('card'),
    type: z.enum(paymentProviderTypes),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    holderName: z.string(),
  }),
  z.object({
    _id: z.string(),
    kind: z.literal('bank-account'),
    accountName: z.string(),
    /** The IBAN with all but its country and last four characters masked. */
    iban: z.string(),
    swift: z.string(),
  }),
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** A bank account as shown: its country and last four characters, the rest masked. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 6) return compact;
  return `${compact.slice(0, 2)}${'*'.repeat(compact.length - 6)}${compact.slice(-4)}`;
}

export const paymentMethodResponseSchema = dataEnvelope(paymentMethodSchema);
export const paymentMethodListResponseSchema = dataEnvelope(z.array(paymentMethodSchema));

/** SPEC §8 success texts for saved payment methods, written once for every client. */
export const paymentMethodMessages = {
  bankAccountAdded: 'Bank account added successfully',
  bankAccountRemoved: 'Bank account removed successfully',
  cardAdded: 'Credit card added successfully',
  cardRemoved: 'Credit card removed successfully',
} as const;

export const arabicPaymentMethodMessages: Record<keyof typeof paymentMethodMessages, string> = {
  bankAccountAdded: 'تمت إضافة الحساب البنكي بنجاح',
  bankAccountRemoved: 'تمت إزالة الحساب البنكي بنجاح',
  cardAdded: 'تمت إضافة البطاقة الائتمانية بنجاح',
  cardRemoved: 'تمت إزالة البطاقة الائتمانية بنجاح',
};
