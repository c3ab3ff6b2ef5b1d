import { eq } from 'drizzle-orm';
import type { Settings } from '@iot/shared/settings';
import type { Database } from '../../db/database.ts';
import { settingsTable } from './settings-table.ts';

export const globalScope = 'global';

export type StoredSettings = { value: Settings; updatedAt: Date };

export async function findSettings(db: Database, scope = globalScope): Promise<StoredSettings | undefined> {
  const [row] = await db.select().from(settingsTable).where(eq(settingsTable.scope, scope));
  return row ? { value: row.value, updatedAt: row.updatedAt } : undefined;
}

/** Writes the first document only; an existing row is kept (seeding must never overwrite an admin's edits). */
export async function insertSettingsIfMissing(db: Database, value: Settings, scope = globalScope): Promise<void> {
  await db.insert(settingsTable).values({ scope, value }).onConflictDoNothing();
}

/** Reads the row under a lock so two concurrent PATCHes merge one after the other. */
export async function findSettingsForUpdate(db: Database, scope = globalScope): Promise<StoredSettings | undefined> {
  const [row] = await db.select().from(settingsTable).where(eq(settingsTable.scope, scope)).for('update');
  return row ? { value: row.value, updatedAt: row.updatedAt } : undefined;
}

export async function saveSettings(db: Database, value: Settings, scope = globalScope): Promise<StoredSettings> {
  const [row] = await db
    .insert(settingsTable)
    .values({ scope, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: settingsTable.scope, set: { value, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('settings write returned no row');
  return { value: row.value, updatedAt: row.updatedAt };
}
