import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneTimeCodesTable, type CodePurpose, type OneTimeCodeRow } from './one-time-code-table.ts';
import type { SubjectKind } from './subject.ts';

export type CodeKey = { purpose: CodePurpose; subjectKind: SubjectKind; email: string; tenantId: string | null };

function matches(key: CodeKey) {
  return and(
    eq(oneTimeCodesTable.purpose, key.purpose),
    eq(oneTimeCodesTable.subjectKind, key.subjectKind),
    eq(oneTimeCodesTable.email, key.email),
    sql`coalesce(${oneTimeCodesTable.tenantId}, '') = ${key.tenantId ?? ''}`,
  );
}

/** Creates the key's row when missing (concurrent callers meet on the unique index), then locks it. */
export async function lockCodeSeries(db: Database, key: CodeKey): Promise<OneTimeCodeRow> {
  await db.insert(oneTimeCodesTable).values(key).onConflictDoNothing();
  const [row] = await db.select().from(oneTimeCodesTable).where(matches(key)).for('update');
  if (!row) throw new Error('one-time code row vanished');
  return row;
}

export async function findCodeSeriesForUpdate(db: Database, key: CodeKey): Promise<OneTimeCodeRow | undefined> {
  const [row] = await db.select().from(oneTimeCodesTable).where(matches(key)).for('update');
  return row;
}

export async function updateCodeSeries(
  db: Database,
  id: string,
  change: Partial<Omit<OneTimeCodeRow, 'id' | 'purpose' | 'subjectKind' | 'email' | 'tenantId'>>,
): Promise<void> {
  await db.update(oneTimeCodesTable).set(change).where(eq(oneTimeCodesTable.id, id));
}
