import { z } from 'zod';
import { pageMetaSchema } from './api-envelope.ts';
import { requiredText } from './fields.ts';
import { serverMessages } from './server-messages.ts';
import { initialStockSchema, productLimits, productTypes } from './products.ts';
import { message } from './validation-messages.ts';

/**
 * Inventory (DESIGN §Data): a stock level and a version per product, and a ledger row for every
 * change. An edit carries the version it read; a stale one is refused with the SPEC §8 text.
 */

/** SPEC §8, answered with 409 when an inventory edit carries a version that is no longer current. */
export const inventoryOutdatedMessage = serverMessages.inventoryOutdated;

/** Who changed stock: an administrator, a customer (an order), or the system (seed, migration). */
export const stockActorKinds = ['admin', 'customer', 'system'] as const;
export type StockActorKind = (typeof stockActorKinds)[number];
export type StockActor = { kind: StockActorKind; id: string | null };

/** The level at or below which a product counts as low on stock (SPEC §2 /cms/inventory low-stock filter). */
export const lowStockThresholdSchema = z
  .number({ error: message.invalid('Low-stock threshold') })
  .int({ error: message.invalid('Low-stock threshold') })
  .min(0, { error: message.invalid('Low-stock threshold') })
  .max(productLimits.maxStock, { error: message.maxValue('Low-stock threshold', productLimits.maxStock) });

/**
 * PATCH /inventory/{productId}: set a new level or add a signed delta (with a reason), and/or change
 * the low-stock threshold, with the version read.
 */
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
    lowStockThreshold: lowStockThresholdSchema.optional(),
    /** Required with a level change: the ledger says why every level is what it is. */
    reason: requiredText('Reason', 255).optional(),
  })
  .strict()
  .refine((body) => body.set === undefined || body.add === undefined, {
    error: message.invalid('Stock'),
    path: ['add'],
  })
  .refine((body) => body.set !== undefined || body.add !== undefined || body.lowStockThreshold !== undefined, {
    error: message.required('Stock'),
    path: ['set'],
  })
  .refine((body) => (body.set === undefined && body.add === undefined) || body.reason !== undefined, {
    error: message.required('Reason'),
    path: ['reason'],
  });
export type InventoryAdjustBody = z.infer<typeof inventoryAdjustBodySchema>;

export const stockMovementSchema = z.object({
  _id: z.string(),
  actor: z.object({
    kind: z.enum(stockActorKinds),
    id: z.string().nullable(),
    /** An administrator's shown name; null for a customer, the system or an administrator since removed. */
    name: z.string().nullable(),
  }),
  reason: z.string(),
  delta: z.number().int(),
  /** The level right after this change: the ledger explains every level. */
  level: z.number().int(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const inventoryParamsSchema = z.object({ productId: z.uuid({ error: message.invalid('Product') }) });

/** Where a level stands against its threshold: out at 0, low from 1 to the threshold, in stock above. */
export const stockStates = ['in', 'low', 'out'] as const;
export type StockState = (typeof stockStates)[number];
export function stockStateOf(level: number, lowStockThreshold: number): StockState {
  if (level <= 0) return 'out';
  return level <= lowStockThreshold ? 'low' : 'in';
}

/** GET /inventory/{productId}/movements: the whole ledger, newest first, a page at a time. */
export const stockMovementListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type StockMovementListQuery = z.infer<typeof stockMovementListQuerySchema>;
export const stockMovementListResponseSchema = z.object({ data: z.array(stockMovementSchema), meta: pageMetaSchema });

// ---------- GET /inventory: one row per product ----------

export const inventoryStockFilters = ['all', 'low', 'out'] as const;
export type InventoryStockFilter = (typeof inventoryStockFilters)[number];
export const inventorySorts = ['nameAsc', 'nameDesc', 'levelAsc', 'levelDesc', 'updatedDesc'] as const;
export type InventorySort = (typeof inventorySorts)[number];

export const inventoryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  stock: z.enum(inventoryStockFilters).default('all'),
  sort: z.enum(inventorySorts).default('nameAsc'),
  search: z.string().trim().max(100).optional(),
});
export type InventoryListQuery = z.infer<typeof inventoryListQuerySchema>;

export const inventoryRowSchema = z.object({
  productId: z.string(),
  /** In the request's language, English when that one has none. */
  name: z.string(),
  /** The product's code (its SKU). */
  code: z.string(),
  type: z.enum(productTypes),
  level: z.number().int(),
  lowStockThreshold: z.number().int(),
  state: z.enum(stockStates),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

/** GET /inventory/{productId}: the row, plus the newest ledger rows (newest first; the rest through /movements). */
export const inventorySchema = inventoryRowSchema.extend({ movements: z.array(stockMovementSchema) });
export type Inventory = z.infer<typeof inventorySchema>;
export const inventoryResponseSchema = z.object({ data: inventorySchema });
export const inventoryListResponseSchema = z.object({ data: z.array(inventoryRowSchema), meta: pageMetaSchema });

// ---------- CSV export and import ----------

/**
 * The export's columns; the import needs productId and level, checks version when the column is
 * there (a level edited in a file exported before a sale must not overwrite the sale), and sets
 * lowStockThreshold when that column is there. code (the SKU) and name are for the reader and
 * ignored on import, so an exported file imports as it is.
 */
export const inventoryCsvColumns = ['productId', 'code', 'name', 'level', 'lowStockThreshold', 'version'] as const;
export const inventoryCsvMaxBytes = 1_048_576;
/** The ledger reason of a level changed by an import. */
export const inventoryImportReason = 'CSV import';

export const inventoryImportResponseSchema = z.object({
  data: z.object({
    /** Rows read (the header not counted). */
    rows: z.number().int(),
    /** Products whose level or threshold changed. */
    changed: z.number().int(),
  }),
});
export type InventoryImportResult = z.infer<typeof inventoryImportResponseSchema>['data'];

/**
 * POST /inventory/import/preview: what the same file would do, written nowhere. Every line is
 * checked (not only the first bad one), so the administrator fixes the file in one go.
 */
export const inventoryImportPreviewSchema = z.object({
  /** Rows read (the header not counted). */
  rows: z.number().int(),
  /** Products whose level or threshold would change. */
  changed: z.number().int(),
  items: z.array(
    z.object({
      line: z.number().int(),
      productId: z.string(),
      /** In the request's language, English when that one has none. */
      name: z.string(),
      code: z.string(),
      level: z.number().int(),
      newLevel: z.number().int(),
      lowStockThreshold: z.number().int(),
      newLowStockThreshold: z.number().int(),
    }),
  ),
  /** The import's own messages ('Line 3: …'), one per refused line, in line order. */
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type InventoryImportPreview = z.infer<typeof inventoryImportPreviewSchema>;
export const inventoryImportPreviewResponseSchema = z.object({ data: inventoryImportPreviewSchema });
