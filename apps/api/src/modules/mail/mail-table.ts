import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@iot/shared/languages';
import type { MailStatus } from '@iot/shared/mail';

export type MailTransportName = 'smtp' | 'log';

/**
 * Every mail the server sends, whatever the transport (DESIGN §API: the outbox is the default
 * transport). A mail is written `pending`, in the transaction of the change that causes it, and a
 * delivery pass hands it on; a refusal leaves it pending with its attempts, the error and when it is
 * tried next (DESIGN §Operations: retries and back-off), until it is sent or gives up (`failed`).
 */
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
    /** The template it was written from ('order-shipped', 'reset-password-code', …). */
    kind: text('kind').notNull().default(''),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pass may take it next; also how a pass holds it while sending (moved on before the call). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('mail_outbox_to_created_idx').on(table.to, table.createdAt),
    index('mail_outbox_created_idx').on(table.createdAt),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
export type OutboxRow = typeof mailOutboxTable.$inferSelect;

/**
 * A digest claimed for its day: the first instance to insert the row sends it, the others find it
 * there (DESIGN §API: stateless instances on one database).
 */
export const mailDigestsTable = pgTable(
  'mail_digests',
  {
    kind: text('kind').notNull(),
    /** The UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.day] })],
);
