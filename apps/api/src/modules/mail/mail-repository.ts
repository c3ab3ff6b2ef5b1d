import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { mailOutboxTable, type OutboxRow } from './mail-table.ts';

export type NewOutboxMail = Omit<typeof mailOutboxTable.$inferInsert, 'id'>;

export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<OutboxRow> {
  const [row] = await db.insert(mailOutboxTable).values(mail).returning();
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

export async function markOutboxMailSent(db: Database, id: string, sentAt: Date): Promise<void> {
  await db.update(mailOutboxTable).set({ sentAt }).where(eq(mailOutboxTable.id, id));
}

export async function listOutboxMails(
  db: Database,
  filter: { to?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutboxTable)
    .where(filter.to ? eq(mailOutboxTable.to, filter.to) : undefined)
    .orderBy(desc(mailOutboxTable.createdAt), desc(mailOutboxTable.id))
    .limit(filter.limit);
}
