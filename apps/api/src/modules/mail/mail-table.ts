import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@iot/shared/languages';

export type MailTransportName = 'smtp' | 'log';

/** Every mail the server sends, whatever the transport (DESIGN §API: the outbox is the default transport). */
export const mailOutboxTable = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    language: text('language').$type<Language>().notNull(),
    transport: text('transport').$type<MailTransportName>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('mail_outbox_to_created_idx').on(table.to, table.createdAt)],
);
export type OutboxRow = typeof mailOutboxTable.$inferSelect;
