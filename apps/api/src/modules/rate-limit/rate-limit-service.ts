import type { RateRule } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../http/app-error.ts';
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
