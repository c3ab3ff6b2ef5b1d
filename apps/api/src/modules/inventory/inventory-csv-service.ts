import {
  inventoryCsvColumns,
  inventoryImportReason,
  type InventoryImportPreview,
  type InventoryImportResult,
  type StockActor,
} from '@iot/shared/inventory';
import type { Language } from '@iot/shared/languages';
import { productLimits } from '@iot/shared/products';
import { message } from '@iot/shared/validation-messages';
import { badRequest, conflict } from '../../http/app-error.ts';
import { toCsv } from '../../http/csv.ts';
import { parseCsv } from './inventory-csv.ts';
import type { InventoryContext } from './inventory-service.ts';
import {
  changeLevelAtVersion,
  findInventoryRows,
  findLevelsForUpdate,
  insertMovements,
  listInventoryRows,
} from './inventory-repository.ts';
import type { StockMovementInsert } from './inventory-table.ts';

/** GET /inventory/export: every product's code (SKU), name, level, threshold and version, by name, as CSV. */
export async function exportInventoryCsv(ctx: InventoryContext, language: Language): Promise<string> {
  const { rows } = await listInventoryRows(ctx.db, { stock: 'all', sort: 'nameAsc', language });
  return toCsv([
    inventoryCsvColumns,
    ...rows.map((row) => [row.productId, row.code, row.name, row.level, row.lowStockThreshold, row.version]),
  ]);
}

type ImportColumn = (typeof inventoryCsvColumns)[number];
const columnLabels: Record<ImportColumn, string> = {
  productId: 'Product ID',
  code: 'Code',
  name: 'Name',
  level: 'Level',
  lowStockThreshold: 'Low-stock threshold',
  version: 'Version',
};
/** Columns for the reader of an exported file, which the import does not read. */
const readerColumns: readonly ImportColumn[] = ['code', 'name'];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ImportRow = { line: number; productId: string; level: number; lowStockThreshold?: number; version?: number };
/** Why a line cannot be imported: its message names the line; a stale version is a conflict (409). */
type ImportProblem = { line: number; message: string; stale?: boolean };

class LineProblem extends Error {}

/** A cell as a whole number from `min` to the stock limit; otherwise the line's problem. */
function wholeNumber(text: string, line: number, column: ImportColumn, min: number): number {
  const value = /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  if (!(value >= min && value <= productLimits.maxStock))
    throw new LineProblem(message.lineInvalid(line, columnLabels[column]));
  return value;
}

/** Reads every row before anything is written; each bad line gives one problem naming it. */
function readImportRows(text: string): { records: number; rows: ImportRow[]; problems: ImportProblem[] } {
  const [header, ...records] = parseCsv(text);
  const columns = (header?.cells ?? []).map((cell) => cell.trim());
  const missing = (['productId', 'level'] as const).find((required) => !columns.includes(required));
  if (missing)
    return {
      records: records.length,
      rows: [],
      problems: [{ line: 1, message: message.lineRequired(1, columnLabels[missing]) }],
    };
  const at = (column: ImportColumn) => columns.indexOf(column);
  const seen = new Set<string>();
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  for (const { line, cells } of records) {
    const cell = (column: ImportColumn) => cells[at(column)];
    try {
      for (const column of inventoryCsvColumns) {
        if (at(column) === -1 || readerColumns.includes(column)) continue;
        if ((cell(column) ?? '').trim() === '') throw new LineProblem(message.lineRequired(line, columnLabels[column]));
      }
      const productId = (cell('productId') ?? '').trim().toLowerCase();
      if (!uuidPattern.test(productId)) throw new LineProblem(message.lineInvalid(line, columnLabels.productId));
      if (seen.has(productId)) throw new LineProblem(message.lineRepeated(line, 'Product'));
      seen.add(productId);
      const optional = (column: 'lowStockThreshold' | 'version', min: number) =>
        at(column) === -1 ? undefined : wholeNumber(cell(column) ?? '', line, column, min);
      rows.push({
        line,
        productId,
        level: wholeNumber(cell('level') ?? '', line, 'level', 0),
        lowStockThreshold: optional('lowStockThreshold', 0),
        version: optional('version', 1),
      });
    } catch (problem) {
      if (!(problem instanceof LineProblem)) throw problem;
      problems.push({ line, message: problem.message });
    }
  }
  return { records: records.length, rows, problems };
}

type CurrentLevel = { productId: string; level: number; lowStockThreshold: number; version: number };

/** The rows' problems against the levels as they are now: an unknown product, a version no longer current. */
function problemsWithLevels(rows: ImportRow[], current: Map<string, CurrentLevel>): ImportProblem[] {
  return rows.flatMap((row): ImportProblem[] => {
    const before = current.get(row.productId);
    if (!before) return [{ line: row.line, message: message.lineNotFound(row.line, 'Product') }];
    if (row.version !== undefined && row.version !== before.version)
      return [{ line: row.line, message: message.lineOutdated(row.line), stale: true }];
    return [];
  });
}

function failWith(problem: ImportProblem): never {
  throw problem.stale
    ? conflict(problem.message, { file: problem.message })
    : badRequest(problem.message, { file: problem.message });
}

/**
 * POST /inventory/import/preview: every line checked as the import checks it, and what each valid
 * row would change, without writing or locking anything (the import checks versions again).
 */
export async function previewInventoryCsv(
  ctx: InventoryContext,
  text: string,
  language: Language,
): Promise<InventoryImportPreview> {
  const { records, rows, problems } = readImportRows(text);
  const found = await findInventoryRows(
    ctx.db,
    rows.map((row) => row.productId),
    language,
  );
  const current = new Map(found.map((row) => [row.productId, row]));
  const errors = [...problems, ...problemsWithLevels(rows, current)].sort((a, b) => a.line - b.line);
  const items = rows.flatMap((row) => {
    const before = current.get(row.productId);
    if (!before) return [];
    return [
      {
        line: row.line,
        productId: row.productId,
        name: before.name,
        code: before.code,
        level: before.level,
        newLevel: row.level,
        lowStockThreshold: before.lowStockThreshold,
        newLowStockThreshold: row.lowStockThreshold ?? before.lowStockThreshold,
      },
    ];
  });
  const changed = items.filter(
    (item) => item.newLevel !== item.level || item.newLowStockThreshold !== item.lowStockThreshold,
  ).length;
  return {
    rows: records,
    changed,
    items,
    errors: errors.map(({ line, message: text }) => ({ line, message: text })),
  };
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
  const { rows, problems } = readImportRows(text);
  if (problems[0]) failWith(problems[0]);
  let changed = 0;
  await ctx.db.transaction(async (tx) => {
    const current = new Map(
      (
        await findLevelsForUpdate(
          tx,
          rows.map((row) => row.productId),
        )
      ).map((level) => [level.productId, level]),
    );
    // Dated once the rows are locked, so the ledger's times follow its levels (inventory-service.ts).
    const now = ctx.clock.now();
    const [problem] = problemsWithLevels(rows, current);
    if (problem) failWith(problem);
    const movements: StockMovementInsert[] = [];
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
