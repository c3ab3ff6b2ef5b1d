import { z } from 'zod';
import { message } from './validation-messages.ts';

// The stored cart's schema, apart from the cart's other schemas (pricing, query lines): the header's
// cart badge reads the stored cart on every page, before anything is fetched (issue 12).

/**
 * SPEC §3 Cart (held locally): a map of product id → { id, quantity }. SPEC §4: adding increases
 * the quantity, reaching 0 removes the line, remove and clear exist, all persisted locally.
 */
export const cartLimits = {
  maxLines: 50,
  maxQuantity: 999,
} as const;

export const cartItemSchema = z.object({
  id: z.uuid({ error: message.invalid('Product') }),
  quantity: z
    .number({ error: message.required('Quantity') })
    .int({ error: message.invalid('Quantity') })
    .min(1, { error: message.invalid('Quantity') })
    .max(cartLimits.maxQuantity, { error: message.maxValue('Quantity', cartLimits.maxQuantity) }),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export type Cart = Record<string, CartItem>;
