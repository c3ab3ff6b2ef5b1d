import { serverMessages } from '@iot/shared/server-messages';
import type { RateRule } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../http/app-error.ts';
import type { ServiceContext } from '../../service-context.ts';
import { deleteWindow, findWindow, incrementWindow, type WindowCount } from './rate-limit-repository.ts';

const tooManyAttempts = 'Too many attempts. Please try again later.';

function secondsLeft(window: WindowCount, rule: RateRule, now: Date): number {
  return (window.windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000;
}

function isOpen(window: WindowCount, rule: RateRule, now: Date): boolean {
  return secondsLeft(window, rule, now) > 0;
}

/** Counts one attempt against the key; the attempt past the limit and every later one in the window → 429. */
export async function consumeAttempt(db: Database, key: string, rule: RateRule, now: Date): Promise<void> {
  const window = await incrementWindow(db, key, now, rule.windowSeconds);
  if (window.count > rule.limit) throw tooManyRequests(tooManyAttempts, secondsLeft(window, rule, now));
}

/** For failure-only counters: refuses while the key already holds `limit` failures in its window. */
export async function refuseWhenExhausted(db: Database, key: string, rule: RateRule, now: Date): Promise<void> {
  const window = await findWindow(db, key);
  if (window && isOpen(window, rule, now) && window.count >= rule.limit) {
    throw tooManyRequests(tooManyAttempts, secondsLeft(window, rule, now));
  }
}

export async function recordFailure(db: Database, key: string, rule: RateRule, now: Date): Promise<void> {
  await incrementWindow(db, key, now, rule.windowSeconds);
}

export async function forgetFailures(db: Database, key: string): Promise<void> {
  await deleteWindow(db, key);
}

/**
 * SPEC §2 sign-in: failures are also counted per account, whatever the address, so spreading
 * guesses over many addresses does not multiply them. 10 failures in 15 minutes lock the account's
 * password sign-in for 15 minutes; a password reset through forgot-password ends the lock.
 */
export const accountLockRule = { failures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

const accountFailuresKey = (accountId: string) => `sign-in-account-failures:${accountId}`;
const accountLockKey = (accountId: string) => `sign-in-account-lock:${accountId}`;

/** 429 with the lock message while the account's password sign-in is locked. */
export async function refuseWhenAccountLocked(context: ServiceContext, accountId: string): Promise<void> {
  const now = context.clock.now();
  const lock = await findWindow(context.db, accountLockKey(accountId));
  const rule = { limit: 1, windowSeconds: accountLockRule.lockSeconds };
  if (lock && isOpen(lock, rule, now)) throw tooManyRequests(serverMessages.signInLocked, secondsLeft(lock, rule, now));
}

/** Counts a wrong password for the account; the failure that reaches the limit starts the lock. */
export async function recordAccountFailure(context: ServiceContext, accountId: string): Promise<void> {
  const now = context.clock.now();
  const failures = await incrementWindow(context.db, accountFailuresKey(accountId), now, accountLockRule.windowSeconds);
  if (failures.count < accountLockRule.failures) return;
  await deleteWindow(context.db, accountFailuresKey(accountId));
  await incrementWindow(context.db, accountLockKey(accountId), now, 0);
}

/** The owner proved the account is theirs (a reset code from their mailbox): failures and lock go. */
export async function endAccountLock(db: Database, accountId: string): Promise<void> {
  await deleteWindow(db, accountLockKey(accountId));
  await deleteWindow(db, accountFailuresKey(accountId));
}
