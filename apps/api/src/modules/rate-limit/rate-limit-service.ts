import { serverMessages } from '@iot/shared/server-messages';
import type { RateRule } from '../../config.ts';
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
export async function consumeAttempt(ctx: ServiceContext, key: string, rule: RateRule): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const window = await incrementWindow(db, key, now, rule.windowSeconds);
  if (window.count > rule.limit) throw tooManyRequests(tooManyAttempts, secondsLeft(window, rule, now));
}

/** For failure-only counters: refuses while the key already holds `limit` failures in its window. */
export async function refuseWhenExhausted(ctx: ServiceContext, key: string, rule: RateRule): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  const window = await findWindow(db, key);
  if (window && isOpen(window, rule, now) && window.count >= rule.limit) {
    throw tooManyRequests(tooManyAttempts, secondsLeft(window, rule, now));
  }
}

export async function recordFailure(ctx: ServiceContext, key: string, rule: RateRule): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock.now();
  await incrementWindow(db, key, now, rule.windowSeconds);
}

export async function forgetFailures(ctx: ServiceContext, key: string): Promise<void> {
  const { db } = ctx;
  await deleteWindow(db, key);
}

/**
 * SPEC §2 sign-in: failures are also counted per account, whatever the address, so spreading
 * guesses over many addresses does not multiply them. 10 failures in 15 minutes lock the account
 * for 15 minutes, for the addresses that failed (docs/decisions.md, "Account lock"). A name that
 * belongs to no account is counted and locked the same way, so the answers never tell whether an
 * account exists.
 */
export const accountLockRule = { failures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

/** What a lock is kept under: the account's id, or the realm and name asked for when no account has it. */
export type LockSubject = string;

const accountFailuresKey = (subject: LockSubject) => `sign-in-account-failures:${subject}`;
const accountLockKey = (subject: LockSubject) => `sign-in-account-lock:${subject}`;
/** An address that failed for the subject, remembered as long as a lock it helped start can last. */
const failedAddressKey = (subject: LockSubject, address: string) => `sign-in-account-failed-from:${subject}:${address}`;
const failedAddressSeconds = accountLockRule.windowSeconds + accountLockRule.lockSeconds;

export type AccountLock = { retryAfterSeconds: number; addressFailed: boolean };

/** The subject's lock while it lasts, and whether `address` is one of those that failed for it. */
export async function readAccountLock(
  context: ServiceContext,
  subject: LockSubject,
  address: string,
): Promise<AccountLock | undefined> {
  const now = context.clock.now();
  const lock = await findWindow(context.db, accountLockKey(subject));
  const rule = { limit: 1, windowSeconds: accountLockRule.lockSeconds };
  if (!lock || !isOpen(lock, rule, now)) return undefined;
  const failed = await findWindow(context.db, failedAddressKey(subject, address));
  return {
    retryAfterSeconds: secondsLeft(lock, rule, now),
    addressFailed: failed !== undefined && isOpen(failed, { limit: 1, windowSeconds: failedAddressSeconds }, now),
  };
}

/** 429 with the lock message: one answer for every locked subject, known or not. */
export const accountLocked = (lock: AccountLock) =>
  tooManyRequests(serverMessages.signInLocked, lock.retryAfterSeconds);

/** Counts a wrong password for the subject from `address`; the failure that reaches the limit starts the lock. */
export async function recordAccountFailure(
  context: ServiceContext,
  subject: LockSubject,
  address: string,
): Promise<void> {
  const now = context.clock.now();
  await incrementWindow(context.db, failedAddressKey(subject, address), now, failedAddressSeconds);
  const failures = await incrementWindow(context.db, accountFailuresKey(subject), now, accountLockRule.windowSeconds);
  if (failures.count < accountLockRule.failures) return;
  await deleteWindow(context.db, accountFailuresKey(subject));
  await incrementWindow(context.db, accountLockKey(subject), now, 0);
}

/** The owner proved the account is theirs (a reset code from their mailbox): failures and lock go. */
export async function endAccountLock(ctx: ServiceContext, accountId: string): Promise<void> {
  const { db } = ctx;
  await deleteWindow(db, accountLockKey(accountId));
  await deleteWindow(db, accountFailuresKey(accountId));
}
