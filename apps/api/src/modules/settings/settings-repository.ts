import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  currencyChangesTable,
  settingsTable,
  type CurrencyChangeRow,
  type StoredSettingsDocument,
} from './settings-table.ts';

export const globalScope = 'global';

export type StoredSettings = { value: StoredSettingsDocument; updatedAt: Date };

export async function findSettings(db: Database, scope = globalScope): Promise<StoredSettings | undefined> {
  const [row] = await db.select().from(settingsTable).where(eq(settingsTable.scope, scope));
  return row ? { value: row.value, updatedAt: row.updatedAt } : undefined;
}

/** Writes the first document only; an existing row is kept (seeding must never overwrite an admin's edits). */
export async function insertSettingsIfMissing(
  db: Database,
  value: StoredSettingsDocument,
  scope = globalScope,
): Promise<void> {
  await db.insert(settingsTable).values({ scope, value }).onConflictDoNothing();
}

/**
 * Reads the row locked: `update` so two concurrent PATCHes (or conversions) apply one after the
 * other; `share` for writers of prices, which then wait for a currency conversion and it for them.
 */
export async function findSettingsLocked(
  db: Database,
  lock: 'update' | 'share',
  scope = globalScope,
): Promise<StoredSettings | undefined> {
  const [row] = await db.select().from(settingsTable).where(eq(settingsTable.scope, scope)).for(lock);
  return row ? { value: row.value, updatedAt: row.updatedAt } : undefined;
}

export async function saveSettings(
  db: Database,
  value: StoredSettingsDocument,
  scope = globalScope,
): Promise<StoredSettings> {
  const [row] = await db
    .insert(settingsTable)
    .values({ scope, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settingsTable.scope, set: { value, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('settings write returned no row');
  return { value: row.value, updatedAt: row.updatedAt };
}

export async function insertCurrencyChange(
  db: Database,
  values: Omit<CurrencyChangeRow, 'id' | 'createdAt'> & { createdAt: Date },
): Promise<CurrencyChangeRow> {
  const [row] = await db.insert(currencyChangesTable).values(values).returning();
  if (!row) throw new Error('currency change insert returned no row');
  return row;
}

export function listCurrencyChangeRows(db: Database, limit: number): Promise<CurrencyChangeRow[]> {
  return db.select().from(currencyChangesTable).orderBy(desc(currencyChangesTable.createdAt)).limit(limit);
}
