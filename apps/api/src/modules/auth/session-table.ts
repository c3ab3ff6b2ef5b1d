import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Realm } from './access-token.ts';
import type { SubjectKind } from './subject.ts';

/**
 * Refresh tokens, one row per issued token, stored as a SHA-256 digest (the token itself is 32
 * random bytes and never stored). Rotation links a token to its successor through replaced_by;
 * all tokens of one sign-in share a family, so a reused token can revoke the whole chain.
 */
export const sessionsTable = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    subjectKind: text('subject_kind').$type<SubjectKind>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    realm: text('realm').$type<Realm>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Idle expiry: pushed forward by each rotation, never past absoluteExpiresAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    replacedBy: uuid('replaced_by'),
  },
  (table) => [
    index('sessions_family_idx').on(table.familyId),
    index('sessions_subject_idx').on(table.subjectKind, table.subjectId),
  ],
);
export type SessionRow = typeof sessionsTable.$inferSelect;
