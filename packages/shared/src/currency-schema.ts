import { z } from 'zod';
import { isCurrencyCode } from './money.ts';
import { message } from './validation-messages.ts';

/**
 * A settings currency: a known ISO 4217 code, else the SPEC §5 'Currency is invalid'. Apart from
 * money.ts, whose amounts and formatting every storefront page uses without zod (issue 12).
 */
export const currencyCodeSchema = z
  .string({ error: message.required('Currency') })
  .trim()
  .min(1, { error: message.required('Currency') })
  .refine(isCurrencyCode, { error: message.invalid('Currency') });
