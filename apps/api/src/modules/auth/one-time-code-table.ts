import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SubjectKind } from './subject.ts';

export type CodePurpose = 'reset-password' | 'verify-registration';

/**
 * One row per (purpose, account kind, e-mail, tenant): the live code's HMAC and the counters that
 * outlive each code (resends, block). Rows exist for unknown e-mails too, so every answer and
 * limit is the same whether the account exists or not.
 */
export const oneTimeCodesTable = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The tenant ID as the client typed it (tenant users only); not a foreign key, as it may name no tenant. */
    tenantId: text('tenant_id'),
    codeHash: text('code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    resendCount: integer('resend_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('one_time_codes_key_unique').on(
      table.purpose,
      table.subjectKind,
      table.email,
      sql`coalesce(${table.tenantId}, '')`,
    ),
  ],
);
export type OneTimeCodeRow = typeof oneTimeCodesTable.$inferSelect;
