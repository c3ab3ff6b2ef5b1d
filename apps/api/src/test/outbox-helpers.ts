import { asc, eq } from 'drizzle-orm';
import { mailOutboxTable } from '../modules/mail/mail-table.ts';
import type { TestApp } from './test-app.ts';

/** The mails of one kind the outbox holds, oldest first: what a change queued with its transaction. */
export async function outboxMailsOfKind(t: TestApp, kind: string) {
  return t.database.db
    .select({ to: mailOutboxTable.to, subject: mailOutboxTable.subject, text: mailOutboxTable.text })
    .from(mailOutboxTable)
    .where(eq(mailOutboxTable.kind, kind))
    .orderBy(asc(mailOutboxTable.createdAt));
}
