import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** The committed migrations, for tests that run an existing shop's data through one of them. */
const migrations = path.resolve(import.meta.dirname, '../../drizzle');

/** The migration files in the order drizzle applies them. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(migrations)).filter((file) => file.endsWith('.sql')).sort();
}

/** Runs one migration file statement by statement, as drizzle does. */
export async function applyMigration(db: PGlite, file: string): Promise<void> {
  const text = await readFile(path.join(migrations, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await db.exec(statement);
}
