import { authLimits } from '@iot/shared/auth';
import { addSeconds, secondsBetween } from './clock.ts';

/** What the rules need to know about one (purpose, account, e-mail) code series. */
export type CodeSeries = {
  codeHash: string | null;
  expiresAt: Date | null;
  attempts: number;
  resendCount: number;
  lastSentAt: Date | null;
  blockedUntil: Date | null;
  usedAt: Date | null;
};

export type SendDecision =
  | { kind: 'send'; resendCount: number; expiresAt: Date }
  | { kind: 'cooldown'; retryAfterSeconds: number }
  | { kind: 'blocked'; retryAfterSeconds: number; blockedUntil: Date; newlyBlocked: boolean };

const blockSeconds = authLimits.resendBlockMinutes * 60;
const validitySeconds = authLimits.otpValidityMinutes * 60;

/**
 * A series starts over once its code was used, once a block ran out, or after a quiet spell as long
 * as the block, so a user coming back tomorrow is not counted against yesterday's resends.
 */
function startsNewSeries(series: CodeSeries, now: Date): boolean {
  if (!series.lastSentAt || series.usedAt) return true;
  if (series.blockedUntil && series.blockedUntil <= now) return true;
  return now.getTime() - series.lastSentAt.getTime() >= blockSeconds * 1000;
}

/** SPEC §4 and §9: resend after 60 s, at most 5 resends, then 15 minutes blocked. */
export function decideSend(
  series: CodeSeries | undefined,
  now: Date,
  cooldownSeconds: number = authLimits.resendCooldownSeconds,
): SendDecision {
  const fresh = { kind: 'send', resendCount: 0, expiresAt: addSeconds(now, validitySeconds) } as const;
  if (!series) return fresh;
  if (series.blockedUntil && series.blockedUntil > now) {
    return {
      kind: 'blocked',
      retryAfterSeconds: secondsBetween(now, series.blockedUntil),
      blockedUntil: series.blockedUntil,
      newlyBlocked: false,
    };
  }
  if (startsNewSeries(series, now)) return fresh;
  const lastSentAt = series.lastSentAt ?? now;
  const nextAllowed = addSeconds(lastSentAt, cooldownSeconds);
  if (nextAllowed > now) return { kind: 'cooldown', retryAfterSeconds: secondsBetween(now, nextAllowed) };
  if (series.resendCount >= authLimits.maxResends) {
    const blockedUntil = addSeconds(now, blockSeconds);
    return { kind: 'blocked', retryAfterSeconds: blockSeconds, blockedUntil, newlyBlocked: true };
  }
  return { kind: 'send', resendCount: series.resendCount + 1, expiresAt: addSeconds(now, validitySeconds) };
}

export type CheckDecision = 'usable' | 'invalid' | 'exhausted';

/**
 * Whether a presented code may be compared at all. "No code", "expired" and "used" are one answer
 * (invalid) so a guesser learns nothing; after 5 wrong guesses the code is dead until a new one is sent.
 */
export function decideCheck(series: CodeSeries | undefined, now: Date): CheckDecision {
  if (!series?.codeHash || !series.expiresAt || series.usedAt || series.expiresAt <= now) return 'invalid';
  if (series.attempts >= authLimits.maxOtpAttempts) return 'exhausted';
  return 'usable';
}

/** What the client is told after a send (otpSentResponseSchema). */
export function sentSummary(resendCount: number, cooldownSeconds: number = authLimits.resendCooldownSeconds) {
  return {
    sent: true as const,
    resendAvailableInSeconds: cooldownSeconds,
    resendsLeft: Math.max(0, authLimits.maxResends - resendCount),
  };
}
