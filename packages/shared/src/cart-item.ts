import { z } from 'zod';
import { cartLimits, type CartItem } from './cart-basics.ts';
import { message } from './validation-messages.ts';

// The stored cart's schema, apart from the cart's other schemas (pricing, query lines): the browser
// reads its stored cart with it (issue 12).

export { cartLimits, type Cart, type CartItem } from './cart-basics.ts';

export const cartItemSchema = z.object({
  id: z.uuid({ error: message.invalid('Product') }),
  quantity: z
    .number({ error: message.required('Quantity') })
    .int({ error: message.invalid('Quantity') })
    .min(1, { error: message.invalid('Quantity') })
    .max(cartLimits.maxQuantity, { error: message.maxValue('Quantity', cartLimits.maxQuantity) }),
}) satisfies z.ZodType<CartItem>;
