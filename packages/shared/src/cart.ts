import { z } from 'zod';
import { cartItemSchema, cartLimits, type CartItem } from './cart-item.ts';
import { currencyCodeSchema } from './currency-schema.ts';
import { message } from './validation-messages.ts';

export { cartItemSchema, cartLimits, type Cart, type CartItem } from './cart-item.ts';

/** A cart as it travels to the API: its lines in the order the shopper added them. */
export const cartLinesSchema = z
  .array(cartItemSchema)
  .min(1, { error: message.atLeast(1, 'Product') })
  .max(cartLimits.maxLines, { error: message.maxValue('Products', cartLimits.maxLines) });

const linePattern = /^([0-9a-f-]{36}):(\d{1,4})$/i;

/**
 * In a query string the lines travel as `items=<productId>:<quantity>,<productId>:<quantity>`
 * (GET /orders/pricing is a read, SPEC §7), parsed here into the same lines as a request body.
 */
export const cartLinesQueryField = z
  .string({ error: message.required('Items') })
  .transform((value, ctx) => {
    const lines: CartItem[] = [];
    for (const part of value.split(',').filter(Boolean)) {
      const match = linePattern.exec(part.trim());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: message.invalid('Items') });
        return z.NEVER;
      }
      lines.push({ id: (match[1] ?? '').toLowerCase(), quantity: Number(match[2]) });
    }
    return lines;
  })
  .pipe(cartLinesSchema);

export function cartLinesToQuery(lines: CartItem[]): string {
  return lines.map((line) => `${line.id}:${line.quantity}`).join(',');
}

/**
 * GET /marketplace-customer/orders/pricing: the cart, an optional discount code, and where it
 * ships (a saved address, or a country and city for a new one) since tax follows the country.
 */
export const pricingQuerySchema = z.object({
  items: cartLinesQueryField,
  code: z.string().trim().max(64).optional(),
  addressId: z.uuid({ error: message.invalid('Address') }).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, { error: message.invalid('Country') })
    .optional(),
  city: z.string().trim().max(120).optional(),
  /** A quote request of the signed-in customer: its lines priced at the quoted unit prices. */
  quote: z.uuid({ error: message.invalid('Quote') }).optional(),
});
export type PricingQuery = z.infer<typeof pricingQuerySchema>;

/** Why a line cannot be bought as it stands (SPEC §5 'Sorry, Requested quantity …' for above-stock). */
export const linePricingProblems = ['unavailable', 'out-of-stock', 'quantity-above-stock'] as const;
export type LinePricingProblem = (typeof linePricingProblems)[number];

// Amounts are major units in the currency of the answer (DESIGN §Data: the API speaks major units).
export const pricedLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  code: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  tax: z.number(),
  total: z.number(),
  problem: z.enum(linePricingProblems).nullable(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

/** The server's receipt (SPEC §3 Order totals): what checkout shows and what placing an order compares. */
export const pricingSchema = z.object({
  currency: currencyCodeSchema,
  lines: z.array(pricedLineSchema),
  itemsQuantity: z.number().int(),
  subtotal: z.number(),
  giftCard: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  /** The code that applied, or null (an unknown code is refused, never silently dropped). */
  discountCode: z.object({ code: z.string(), percentage: z.number() }).nullable(),
  /** True when every line can be bought as it stands. */
  purchasable: z.boolean(),
  /**
   * What depends on a destination that was not given (the cart, before an address): the shop charges
   * tax or shipping by country, so the totals leave it out and checkout adds it once the country is known.
   */
  atCheckout: z.object({ tax: z.boolean(), shipping: z.boolean() }),
});
export type Pricing = z.infer<typeof pricingSchema>;
