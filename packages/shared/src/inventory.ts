import { z } from 'zod';
import { requiredText } from './fields.ts';
import { initialStockSchema, productLimits } from './products.ts';
import { message } from './validation-messages.ts';

/**
 * Inventory (DESIGN §Data): a stock level and a version per product, and a ledger row for every
 * change. An edit carries the version it read; a stale one is refused with the SPEC §8 text.
 */

/** SPEC §8, answered with 409 when an inventory edit carries a version that is no longer current. */
export const inventoryOutdatedMessage = 'Inventory data is outdated. Please refresh your data.';

/** Who changed stock: an administrator, a customer (an order), or the system (seed, migration). */
export const stockActorKinds = ['admin', 'customer', 'system'] as const;
export type StockActorKind = (typeof stockActorKinds)[number];
export type StockActor = { kind: StockActorKind; id: string | null };

/** PATCH /inventory/{productId}: set a new level or add a signed delta, with the version read and a reason. */
export const inventoryAdjustBodySchema = z
  .object({
    version: z
      .number({ error: message.required('Version') })
      .int({ error: message.invalid('Version') })
      .min(1, { error: message.invalid('Version') }),
    set: initialStockSchema.optional(),
    add: z
      .number({ error: message.invalid('Quantity') })
      .int({ error: message.invalid('Quantity') })
      .min(-productLimits.maxStock, { error: message.invalid('Quantity') })
      .max(productLimits.maxStock, { error: message.maxValue('Quantity', productLimits.maxStock) })
      .refine((value) => value !== 0, { error: message.invalid('Quantity') })
      .optional(),
    reason: requiredText('Reason', 255),
  })
  .strict()
  .refine((body) => (body.set === undefined) !== (body.add === undefined), {
    error: message.required('Stock'),
    path: ['set'],
  });
export type InventoryAdjustBody = z.infer<typeof inventoryAdjustBodySchema>;

export const stockMovementSchema = z.object({
  _id: z.string(),
  actor: z.object({ kind: z.enum(stockActorKinds), id: z.string().nullable() }),
  reason: z.string(),
  delta: z.number().int(),
  /** The level right after this change: the ledger explains every level. */
  level: z.number().int(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const inventorySchema = z.object({
  productId: z.string(),
  level: z.number().int(),
  version: z.number().int(),
  /** Newest first. */
  movements: z.array(stockMovementSchema),
});
export type Inventory = z.infer<typeof inventorySchema>;
export const inventoryResponseSchema = z.object({ data: inventorySchema });
export const inventoryParamsSchema = z.object({ productId: z.uuid({ error: message.invalid('Product') }) });
