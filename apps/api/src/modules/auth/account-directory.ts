import type { Language } from '@iot/shared/languages';
import type { Database } from '../../db/database.ts';
import type { SubjectKind } from './subject.ts';

/** The parts of an account that sign-in and password recovery need, whatever its realm. */
export type Account = { id: string; email: string; language: Language; passwordHash: string };

/**
 * How the shared sign-in and recovery flows reach one kind of account. Each accounts module
 * (admins, companies, tenant users) provides one; `scope` is the tenant ID for tenant users.
 */
export type AccountDirectory = {
  kind: SubjectKind;
  findByEmail: (db: Database, email: string, scope: string | null) => Promise<Account | undefined>;
  setPasswordHash: (db: Database, id: string, passwordHash: string, now: Date) => Promise<void>;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A tenant ID typed by a user is only looked up when it can be one (a bad one would be a SQL error). */
export function isUuid(value: string | null | undefined): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
