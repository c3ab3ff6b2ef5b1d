import { sql, type SQL } from 'drizzle-orm';
import { text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@iot/shared/languages';

/** Columns every account table shares: who it is, how it signs in, which language its mails use. */
export function accountColumns() {
  return {
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
}

/** SPEC §3 marketplace user fields that company and tenant user rows both carry. */
export function marketplaceProfileColumns() {
  return {
    username: text('username').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    title: text('title'),
    avatar: text('avatar'),
    phoneIsoCode: text('phone_iso_code'),
    phoneNumber: text('phone_number'),
    city: text('city'),
    country: text('country'),
    additionalDetails: text('additional_details'),
    /** Set when the back office blocks the account: it can no longer sign in or refresh a session. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
  };
}

/** Case-insensitive uniqueness and look-ups (e-mails, usernames). */
export function lower(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}

/** An `ilike` pattern that finds `search` anywhere, its own `%`, `_` and `\` taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
