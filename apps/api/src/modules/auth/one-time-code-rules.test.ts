import { describe, expect, it } from 'vitest';
import { decideCheck, decideSend, sentSummary, type CodeSeries } from './one-time-code-rules.ts';

const start = new Date('2026-03-01T10:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function sentSeries(lastSentSeconds: number, resendCount: number, extra: Partial<CodeSeries> = {}): CodeSeries {
  return {
    codeHash: 'hash',
    expiresAt: at(lastSentSeconds + 600),
    attempts: 0,
    resendCount,
    lastSentAt: at(lastSentSeconds),
    blockedUntil: null,
    usedAt: null,
    ...extra,
  };
}

describe('decideSend', () => {
  it('sends the first code, valid for 10 minutes', () => {
    expect(decideSend(undefined, start)).toEqual({ kind: 'send', resendCount: 0, expiresAt: at(600) });
  });

  it('refuses a resend within 60 s of the last send and says how long to wait', () => {
    expect(decideSend(sentSeries(0, 0), at(1))).toEqual({ kind: 'cooldown', retryAfterSeconds: 59 });
    expect(decideSend(sentSeries(0, 0), at(59.5))).toEqual({ kind: 'cooldown', retryAfterSeconds: 1 });
    expect(decideSend(sentSeries(0, 0), at(60))).toMatchObject({ kind: 'send', resendCount: 1 });
  });

  it('allows 5 resends, then blocks the sixth for 15 minutes', () => {
    let series: CodeSeries | undefined;
    let now = 0;
    for (let send = 0; send <= 5; send += 1) {
      const decision = decideSend(series, at(now));
      expect(decision).toMatchObject({ kind: 'send', resendCount: send });
      series = sentSeries(now, send);
      now += 61;
    }
    const sixth = decideSend(series, at(now));
    expect(sixth).toEqual({ kind: 'blocked', retryAfterSeconds: 900, blockedUntil: at(now + 900), newlyBlocked: true });

    const blocked = { ...sentSeries(now - 61, 5), blockedUntil: at(now + 900) };
    expect(decideSend(blocked, at(now + 899))).toMatchObject({
      kind: 'blocked',
      retryAfterSeconds: 1,
      newlyBlocked: false,
    });
    expect(decideSend(blocked, at(now + 900))).toMatchObject({ kind: 'send', resendCount: 0 });
  });

  it('starts a new series after a used code or a quiet quarter of an hour', () => {
    expect(decideSend(sentSeries(0, 5, { usedAt: at(10) }), at(70))).toMatchObject({ kind: 'send', resendCount: 0 });
    expect(decideSend(sentSeries(0, 5), at(900))).toMatchObject({ kind: 'send', resendCount: 0 });
    expect(decideSend(sentSeries(0, 5), at(899))).toMatchObject({ kind: 'blocked' });
  });
});

describe('decideCheck', () => {
  it('accepts a live code and answers one "invalid" for no code, expired and used codes', () => {
    expect(decideCheck(sentSeries(0, 0), at(599))).toBe('usable');
    expect(decideCheck(undefined, start)).toBe('invalid');
    expect(decideCheck(sentSeries(0, 0, { codeHash: null }), start)).toBe('invalid');
    expect(decideCheck(sentSeries(0, 0), at(600))).toBe('invalid');
    expect(decideCheck(sentSeries(0, 0, { usedAt: at(5) }), at(6))).toBe('invalid');
  });

  it('kills the code after 5 wrong guesses', () => {
    expect(decideCheck(sentSeries(0, 0, { attempts: 4 }), at(1))).toBe('usable');
    expect(decideCheck(sentSeries(0, 0, { attempts: 5 }), at(1))).toBe('exhausted');
  });
});

describe('sentSummary', () => {
  it('counts resends left', () => {
    expect(sentSummary(0)).toEqual({ sent: true, resendAvailableInSeconds: 60, resendsLeft: 5 });
    expect(sentSummary(5)).toEqual({ sent: true, resendAvailableInSeconds: 60, resendsLeft: 0 });
  });
});
