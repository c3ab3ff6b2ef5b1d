import {
  inventoryOutdatedMessage,
  stockStateOf,
  type Inventory,
  type InventoryAdjustBody,
  type InventoryListQuery,
  type InventoryRow,
  type StockActor,
  type StockMovement,
} from '@iot/shared/inventory';
import type { Language } from '@iot/shared/languages';
import type { ProductType } from '@iot/shared/products';
import { message } from '@iot/shared/validation-messages';
import { conflict, notFound, validationFailed } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import {
  changeLevelAtVersion,
  countMovements,
  decrementLevel,
  findInventoryRow,
  listInventoryRows,
  incrementLevel,
  findLevel,
  findLevelForUpdate,
  insertLevel,
  insertMovements,
  listMovements,
  type InventoryListRow,
} from './inventory-repository.ts';
import { keepsStock } from './inventory-reader.ts';
import type { StockMovementRow } from './inventory-table.ts';
import { readAdminNames } from '../admins/admin-reader.ts';
import { readTogether } from '../../db/read-together.ts';

/** What inventory needs from a ServiceContext; a whole one (or `withDb(ctx, tx)`) fits. */
export type InventoryContext = Pick<ServiceContext, 'db' | 'clock' | 'config'>;

const recentMovements = 20;

/** Ledger rows as the API shows them: an administrator's row names the person (through the admins reader). */
async function toMovements(ctx: InventoryContext, rows: StockMovementRow[]): Promise<StockMovement[]> {
  const adminNames = await readAdminNames(
    ctx,
    rows.flatMap((row) => (row.actorKind === 'admin' && row.actorId ? [row.actorId] : [])),
  );
  return rows.map((row) => ({
    _id: row.id,
    actor: {
      kind: row.actorKind,
      id: row.actorId,
      name: row.actorKind === 'admin' ? (adminNames.get(row.actorId ?? '') ?? null) : null,
    },
    reason: row.reason,
    delta: row.delta,
    level: row.levelAfter,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The level, its state, its version (to send back with an edit) and the newest ledger rows. */
export async function getInventory(ctx: InventoryContext, productId: string, language: Language): Promise<Inventory> {
  const row = await findInventoryRow(ctx.db, productId, language);
  if (!row) throw notFound('Product not found');
  const movements = await listMovements(ctx.db, productId, recentMovements);
  return { ...toInventoryRow(row), movements: await toMovements(ctx, movements) };
}

/** A page of a product's whole ledger, newest first. */
export async function listStockMovements(
  ctx: InventoryContext,
  productId: string,
  page: { page: number; limit: number },
): Promise<{ data: StockMovement[]; meta: { page: number; limit: number; total: number } }> {
  if (!(await findLevel(ctx.db, productId))) throw notFound('Product not found');
  const [rows, total] = await readTogether(ctx.db, [
    () => listMovements(ctx.db, productId, page.limit, (page.page - 1) * page.limit),
    () => countMovements(ctx.db, productId),
  ]);
  return { data: await toMovements(ctx, rows), meta: { page: page.page, limit: page.limit, total } };
}

export function toInventoryRow(row: InventoryListRow): InventoryRow {
  return {
    productId: row.productId,
    name: row.name,
    code: row.code,
    type: row.type as ProductType,
    level: row.level,
    lowStockThreshold: row.lowStockThreshold,
    state: stockStateOf(row.level, row.lowStockThreshold),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /inventory: one row per product with its stock state, filtered, searched, sorted and paged. */
export async function listInventory(
  ctx: InventoryContext,
  query: InventoryListQuery,
  language: Language,
): Promise<{ data: InventoryRow[]; meta: { page: number; limit: number; total: number } }> {
  const { rows, total } = await listInventoryRows(ctx.db, {
    stock: query.stock,
    sort: query.sort,
    search: query.search,
    language,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { data: rows.map(toInventoryRow), meta: { page: query.page, limit: query.limit, total } };
}

/**
 * The first level of a new product, with its ledger row; runs in the caller's transaction (the
 * product create), so a product never exists without a level.
 */
export async function initializeStock(
  ctx: InventoryContext,
  productId: string,
  level: number,
  actor: StockActor,
  reason: string,
): Promise<void> {
  // A brand that keeps no stock (SPEC §6) gives its products no level.
  if (!keepsStock(ctx)) return;
  const now = ctx.clock.now();
  await insertLevel(ctx.db, productId, level, now);
  await insertMovements(ctx.db, [
    { productId, actorKind: actor.kind, actorId: actor.id, reason, delta: level, levelAfter: level, createdAt: now },
  ]);
}

/**
 * An edit from the back office: set a level or add a signed delta, and/or change the low-stock
 * threshold, only at the version the editor read (SPEC §8 'Inventory data is outdated. Please
 * refresh your data.' otherwise), never below zero. A level change writes a ledger row.
 */
export async function adjustInventory(
  ctx: InventoryContext,
  productId: string,
  body: InventoryAdjustBody,
  actor: StockActor,
  language: Language,
): Promise<Inventory> {
  await ctx.db.transaction(async (tx) => {
    const before = await findLevelForUpdate(tx, productId);
    // Dated once the row is ours: a change that waited for another one's lock comes after it in
    // the ledger too (DESIGN §Data: the ledger explains the level in order).
    const now = ctx.clock.now();
    if (!before) throw notFound('Product not found');
    if (before.version !== body.version) throw conflict(inventoryOutdatedMessage);
    const next = body.set ?? before.level + (body.add ?? 0);
    if (next < 0) throw validationFailed({ add: message.invalid('Quantity') });
    const lowStockThreshold = body.lowStockThreshold ?? before.lowStockThreshold;
    // The row is locked, so the version still matches; the condition stays as a second guard.
    const after = await changeLevelAtVersion(tx, productId, body.version, { level: next, lowStockThreshold }, now);
    if (!after) throw conflict(inventoryOutdatedMessage);
    if (next === before.level) return;
    await insertMovements(tx, [
      {
        productId,
        actorKind: actor.kind,
        actorId: actor.id,
        reason: body.reason ?? '',
        delta: next - before.level,
        levelAfter: after.level,
        createdAt: now,
      },
    ]);
  });
  return getInventory(ctx, productId, language);
}

export type StockLine = { productId: string; quantity: number };

/** Summed quantities per product, in sorted id order: the stable lock order of every multi-product change. */
function sumByProduct(lines: StockLine[]): [string, number][] {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw validationFailed({ quantity: message.invalid('Quantity') });
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  return [...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
export type DecrementResult = { shortages: StockLine[]; levels: Map<string, number> };

/**
 * Takes stock for several products at once (order placement), in the caller's transaction: one
 * conditional update per product in sorted id order (a stable lock order, so two orders sharing
 * products cannot deadlock), one ledger row per change. Lines that lack stock come back in
 * `shortages` and change nothing; the caller rolls back when it wants all or nothing.
 */
export async function decrementStock(
  ctx: InventoryContext,
  lines: StockLine[],
  actor: StockActor,
  reason: string,
): Promise<DecrementResult> {
  if (!keepsStock(ctx)) return { shortages: [], levels: new Map() };
  const shortages: StockLine[] = [];
  const levels = new Map<string, number>();
  const movements = [];
  for (const [productId, quantity] of sumByProduct(lines)) {
    const row = await decrementLevel(ctx.db, productId, quantity, ctx.clock.now());
    if (!row) {
      shortages.push({ productId, quantity });
      continue;
    }
    levels.set(productId, row.level);
    movements.push({
      productId,
      actorKind: actor.kind,
      actorId: actor.id,
      reason,
      delta: -quantity,
      levelAfter: row.level,
      // After the update: its row lock is held until commit, so the ledger's times follow its levels.
      createdAt: ctx.clock.now(),
    });
  }
  await insertMovements(ctx.db, movements);
  return { shortages, levels };
}

/**
 * Gives stock back (a rejected order), in the caller's transaction and the same stable lock order
 * as `decrementStock`, one ledger row per product so the level stays explained. A product deleted
 * since has no level left to return to and is skipped.
 */
export async function returnStock(
  ctx: InventoryContext,
  lines: StockLine[],
  actor: StockActor,
  reason: string,
): Promise<Map<string, number>> {
  if (!keepsStock(ctx)) return new Map();
  const levels = new Map<string, number>();
  const movements = [];
  for (const [productId, quantity] of sumByProduct(lines)) {
    const row = await incrementLevel(ctx.db, productId, quantity, ctx.clock.now());
    if (!row) continue;
    levels.set(productId, row.level);
    movements.push({
      productId,
      actorKind: actor.kind,
      actorId: actor.id,
      reason,
      delta: quantity,
      levelAfter: row.level,
      // After the update, as in decrementStock: the ledger's times follow its levels.
      createdAt: ctx.clock.now(),
    });
  }
  await insertMovements(ctx.db, movements);
  return levels;
}
