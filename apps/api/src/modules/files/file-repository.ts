import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { fileBlobsTable, filesTable, type FileRow, type FileVariant } from './file-table.ts';

export type { FileVariant };

export async function insertFileRow(db: Database, values: Omit<FileRow, 'createdAt'>): Promise<FileRow> {
  const [row] = await db.insert(filesTable).values(values).returning();
  if (!row) throw new Error('file insert returned no row');
  return row;
}

/** Several rows in one statement. */
export async function insertFileRows(db: Database, values: Omit<FileRow, 'createdAt'>[]): Promise<void> {
  await db.insert(filesTable).values(values);
}

export async function findFileRow(db: Database, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(filesTable).where(eq(filesTable.id, id));
  return row;
}

export async function insertBlob(db: Database, fileId: string, variant: FileVariant, data: Buffer): Promise<void> {
  // A copy made on demand may race another instance making the same one: the first one stays.
  await db.insert(fileBlobsTable).values({ fileId, variant, data }).onConflictDoNothing();
}

export async function findBlob(db: Database, fileId: string, variant: FileVariant): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: fileBlobsTable.data })
    .from(fileBlobsTable)
    .where(and(eq(fileBlobsTable.fileId, fileId), eq(fileBlobsTable.variant, variant)));
  return row?.data;
}

/** The ids among `ids` that name a stored file of the given purpose. */
export async function findStoredFileIds(
  db: Database,
  ids: string[],
  purpose: FileRow['purpose'],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: filesTable.id })
    .from(filesTable)
    .where(and(inArray(filesTable.id, ids), eq(filesTable.purpose, purpose)));
  return new Set(rows.map((row) => row.id));
}
