import {
  inventoryCsvColumns,
  inventoryImportReason,
  type InventoryImportResult,
  type StockActor,
} from '@iot/shared/inventory';
import type { Language } from '@iot/shared/languages';
import { productLimits } from '@iot/shared/products';
import { message } from '@iot/shared/validation-messages';
import { badRequest, conflict } from '../../http/app-error.ts';
import { parseCsv, toCsv } from './inventory-csv.ts';
import type { InventoryContext } from './inventory-service.ts';
import {
  changeLevelAtVersion,
  findLevelsForUpdate,
  insertMovements,
  listInventoryRows,
} from './inventory-repository.ts';
import type { StockMovementInsert } from './inventory-table.ts';

/** GET /inventory/export: every product's level, threshold and version, by name, as CSV. */
export async function exportInventoryCsv(ctx: InventoryContext, language: Language): Promise<string> {
  const { rows } = await listInventoryRows(ctx.db, { stock: 'all', sort: 'nameAsc', language });
  return toCsv([
    inventoryCsvColumns,
    ...rows.map((row) => [row.productId, row.name, row.level, row.lowStockThreshold, row.version]),
  ]);
}

type ImportColumn = (typeof inventoryCsvColumns)[number];
const columnLabels: Record<ImportColumn, string> = {
  productId: 'Product ID',
  name: 'Name',
  level: 'Level',
  lowStockThreshold: 'Low-stock threshold',
  version: 'Version',
};
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ImportRow = { line: number; productId: string; level: number; lowStockThreshold?: number; version?: number };

/** A cell as a whole number from `min` to the stock limit, or a 400 naming the line and column. */
function wholeNumber(text: string, line: number, column: ImportColumn, min: number): number {
  const value = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(value >= min && value <= productLimits.maxStock)) {
    const problem = message.lineInvalid(line, columnLabels[column]);
    throw badRequest(problem, { file: problem });
  }
  return value;
}

/** Reads every row before anything is written: the first bad one answers 400 naming its line. */
function readImportRows(text: string): ImportRow[] {
  const [header, ...records] = parseCsv(text);
  const columns = (header?.cells ?? []).map((cell) => cell.trim());
  for (const required of ['productId', 'level'] as const) {
    if (!columns.includes(required)) {
      const problem = message.lineRequired(1, columnLabels[required]);
      throw badRequest(problem, { file: problem });
    }
  }
  const at = (column: ImportColumn) => columns.indexOf(column);
  const seen = new Set<string>();
  return records.map(({ line, cells }) => {
    const cell = (column: ImportColumn) => cells[at(column)];
    for (const column of inventoryCsvColumns) {
      if (at(column) === -1 || column === 'name') continue;
      if ((cell(column) ?? '').trim() === '') {
        const problem = message.lineRequired(line, columnLabels[column]);
        throw badRequest(problem, { file: problem });
      }
    }
    const productId = (cell('productId') ?? '').trim().toLowerCase();
    if (!uuidPattern.test(productId)) {
      const problem = message.lineInvalid(line, columnLabels.productId);
      throw badRequest(problem, { file: problem });
    }
    if (seen.has(productId)) {
      const problem = message.lineRepeated(line, 'Product');
      throw badRequest(problem, { file: problem });
    }
    seen.add(productId);
    const optional = (column: 'lowStockThreshold' | 'version', min: number) =>
      at(column) === -1 ? undefined : wholeNumber(cell(column) ?? '', line, column, min);
    return {
      line,
      productId,
      level: wholeNumber(cell('level') ?? '', line, 'level', 0),
      lowStockThreshold: optional('lowStockThreshold', 0),
      version: optional('version', 1),
    };
  });
}

/**
 * POST /inventory/import: all rows are validated first; then, in one transaction that locks the
 * levels in product id order, every changed product gets its new level (and threshold) and one
 * ledger row ('CSV import'); an unchanged row writes nothing. A row whose version is no longer the
 * product's answers 409 naming its line, and nothing changes (decisions.md).
 */
export async function importInventoryCsv(
  ctx: InventoryContext,
  text: string,
  actor: StockActor,
): Promise<InventoryImportResult> {
  const rows = readImportRows(text);
  let changed = 0;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const current = new Map(
      (
        await findLevelsForUpdate(
          tx,
          rows.map((row) => row.productId),
        )
      ).map((level) => [level.productId, level]),
    );
    const movements: StockMovementInsert[] = [];
    for (const row of rows) {
      const before = current.get(row.productId);
      if (!before) {
        const problem = message.lineNotFound(row.line, 'Product');
        throw badRequest(problem, { file: problem });
      }
      if (row.version !== undefined && row.version !== before.version) {
        const problem = message.lineOutdated(row.line);
        throw conflict(problem, { file: problem });
      }
    }
    const ordered = [...rows].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
    for (const row of ordered) {
      const before = current.get(row.productId);
      if (!before) continue;
      const lowStockThreshold = row.lowStockThreshold ?? before.lowStockThreshold;
      if (row.level === before.level && lowStockThreshold === before.lowStockThreshold) continue;
      const after = await changeLevelAtVersion(
        tx,
        row.productId,
        before.version,
        { level: row.level, lowStockThreshold },
        now,
      );
      if (!after) throw conflict(message.lineOutdated(row.line));
      changed += 1;
      if (row.level !== before.level)
        movements.push({
          productId: row.productId,
          actorKind: actor.kind,
          actorId: actor.id,
          reason: inventoryImportReason,
          delta: row.level - before.level,
          levelAfter: row.level,
          createdAt: now,
        });
    }
    await insertMovements(tx, movements);
  });
  return { rows: rows.length, changed };
}
