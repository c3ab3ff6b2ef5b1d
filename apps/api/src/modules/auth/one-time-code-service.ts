import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { authLimits } from '@iot/shared/auth';
import { message } from '@iot/shared/validation-messages';
import type { Database } from '../../db/database.ts';
import type { ServiceContext } from '../../service-context.ts';
import { badRequest, tooManyRequests } from '../../http/app-error.ts';
import { addSeconds, secondsBetween } from './clock.ts';
import { decideCheck, decideSend, type SendDecision } from './one-time-code-rules.ts';
import { findCodeSeriesForUpdate, lockCodeSeries, updateCodeSeries, type CodeKey } from './one-time-code-repository.ts';

export type { CodeKey } from './one-time-code-repository.ts';

type CodeContext = { db: Database; tokenSecret: string; now: Date; resendCooldownSeconds: number };

/** Picks what codes need from the server (not by spreading: Fastify's decorations are not own properties). */
export function codeContext(context: ServiceContext, now: Date = context.clock.now()): CodeContext {
  return {
    db: context.db,
    tokenSecret: context.tokenSecret,
    now,
    resendCooldownSeconds: context.config.otpResendCooldownSeconds,
  };
}

export const invalidCodeMessage = 'Invalid or expired code';

/** 8 digits from a CSPRNG, leading zeros kept. */
function newCode(): string {
  return String(randomInt(0, 10 ** authLimits.otpLength)).padStart(authLimits.otpLength, '0');
}

/** Keyed with the server secret and bound to purpose, account kind, e-mail and tenant: a leaked table reveals no code. */
function codeDigest(secret: string, key: CodeKey, code: string): string {
  return createHmac('sha256', `otp:${secret}`)
    .update([key.purpose, key.subjectKind, key.email, key.tenantId ?? '', code].join('|'))
    .digest('base64url');
}

function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function refusal(decision: Exclude<SendDecision, { kind: 'send' }>): Error {
  if (decision.kind === 'cooldown') {
    return tooManyRequests(message.waitSeconds(decision.retryAfterSeconds), decision.retryAfterSeconds);
  }
  return tooManyRequests(
    message.codesBlockedMinutes(Math.ceil(decision.retryAfterSeconds / 60)),
    decision.retryAfterSeconds,
  );
}

/**
 * Issues a fresh code for the key under the SPEC §4 resend rules, or throws 429. Unknown accounts go
 * through the same bookkeeping (the caller just does not mail the code), so the answers match.
 * A new block is committed before the 429 is thrown.
 */
export async function issueCode(
  { db, tokenSecret, now, resendCooldownSeconds }: CodeContext,
  key: CodeKey,
): Promise<{ code: string; resendCount: number }> {
  const outcome = await db.transaction(async (tx) => {
    const series = await lockCodeSeries(tx, key);
    const decision = decideSend(series, now, resendCooldownSeconds);
    if (decision.kind === 'blocked' && decision.newlyBlocked) {
      await updateCodeSeries(tx, series.id, { blockedUntil: decision.blockedUntil });
    }
    if (decision.kind !== 'send') return { sent: false, decision } as const;
    const code = newCode();
    await updateCodeSeries(tx, series.id, {
      codeHash: codeDigest(tokenSecret, key, code),
      expiresAt: decision.expiresAt,
      attempts: 0,
      resendCount: decision.resendCount,
      lastSentAt: now,
      blockedUntil: null,
      usedAt: null,
    });
    return { sent: true, code, resendCount: decision.resendCount } as const;
  });
  if (!outcome.sent) throw refusal(outcome.decision);
  return { code: outcome.code, resendCount: outcome.resendCount };
}

type CheckOutcome<T> =
  { kind: 'ok'; value: T } | { kind: 'invalid' } | { kind: 'exhausted'; retryAfterSeconds: number };

/**
 * Checks a presented code. "No such code" and "wrong code" are one answer (400 on the otp field);
 * wrong guesses are counted and committed, and after 5 the code is dead (429) until a new one is sent.
 * With `consume`, a right code is spent and `onValid` runs in the same transaction.
 */
export async function checkCode<T>(
  { db, tokenSecret, now, resendCooldownSeconds }: CodeContext,
  key: CodeKey,
  code: string,
  options: { consume: boolean; onValid: (tx: Database) => Promise<T> },
): Promise<T> {
  const outcome = await db.transaction(async (tx): Promise<CheckOutcome<T>> => {
    const series = await findCodeSeriesForUpdate(tx, key);
    const decision = decideCheck(series, now);
    if (!series || decision === 'invalid') return { kind: 'invalid' };
    if (decision === 'exhausted') {
      const nextSend = addSeconds(series.lastSentAt ?? now, resendCooldownSeconds);
      return { kind: 'exhausted', retryAfterSeconds: secondsBetween(now, nextSend) };
    }
    if (!sameDigest(series.codeHash ?? '', codeDigest(tokenSecret, key, code))) {
      await updateCodeSeries(tx, series.id, { attempts: series.attempts + 1 });
      return { kind: 'invalid' };
    }
    if (options.consume) await updateCodeSeries(tx, series.id, { usedAt: now, codeHash: null });
    return { kind: 'ok', value: await options.onValid(tx) };
  });
  if (outcome.kind === 'ok') return outcome.value;
  if (outcome.kind === 'exhausted') {
    const text = 'Too many wrong codes. Please request a new code.';
    throw tooManyRequests(text, outcome.retryAfterSeconds, { otp: text });
  }
  throw badRequest(invalidCodeMessage, { otp: invalidCodeMessage });
}
