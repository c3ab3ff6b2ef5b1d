import { z } from 'zod';

/**
 * Whether a quantity of a product can be bought (SPEC §5: the stock itself is never revealed), apart
 * from products.ts: a product page asks as it goes live, and the answer's schema should not bring
 * every product schema with it (issue 12). products.ts re-exports these.
 */
export const availabilityQuerySchema = z.object({ quantity: z.coerce.number().int().min(1).max(1_000_000) });
export const availabilityResponseSchema = z.object({
  data: z.object({ available: z.boolean(), inStock: z.boolean() }),
});
