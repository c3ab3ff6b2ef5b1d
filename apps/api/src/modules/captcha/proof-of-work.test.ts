import { describe, expect, it } from 'vitest';
import { checkSolution, createChallenge, leadingZeroBits, solveChallenge, workDigest } from './proof-of-work.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const now = new Date('2026-03-01T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('proof-of-work captcha', () => {
  it('counts leading zero bits of a hex digest', () => {
    expect(leadingZeroBits('f0')).toBe(0);
    expect(leadingZeroBits('70')).toBe(1);
    expect(leadingZeroBits('1f')).toBe(3);
    expect(leadingZeroBits('0f')).toBe(4);
    expect(leadingZeroBits('008a')).toBe(8);
    expect(leadingZeroBits('0000')).toBe(16);
  });

  it('accepts a solved challenge before it expires and names its id', () => {
    const { id, challenge } = createChallenge(secret, now, 300);
    const solution = solveChallenge(challenge, 8);
    expect(leadingZeroBits(workDigest(challenge, solution.slice(challenge.length + 1)))).toBeGreaterThanOrEqual(8);
    expect(checkSolution(secret, solution, 8, later(299))).toEqual({ ok: true, id, expiresAt: later(300) });
  });

  it('refuses an expired challenge, too little work, a foreign signature and garbage', () => {
    const { challenge } = createChallenge(secret, now, 300);
    const solution = solveChallenge(challenge, 8);
    expect(checkSolution(secret, solution, 8, later(300))).toEqual({ ok: false, reason: 'expired' });
    let lazy = 0;
    while (leadingZeroBits(workDigest(challenge, String(lazy))) >= 4) lazy += 1;
    expect(checkSolution(secret, `${challenge}:${lazy}`, 4, now)).toEqual({ ok: false, reason: 'work' });
    expect(checkSolution('another-secret-another-secret-another', solution, 8, now)).toEqual({
      ok: false,
      reason: 'signature',
    });
    for (const garbage of ['', 'abc', ':1', `${challenge}:`, `${challenge}.x:1`, `x.y:${'1'.repeat(65)}`]) {
      expect(checkSolution(secret, garbage, 0, now).ok, garbage).toBe(false);
    }
  });

  it('refuses a challenge whose payload was edited (a later expiry) even with a valid-looking signature', () => {
    const { challenge } = createChallenge(secret, now, 300);
    const signature = challenge.split('.')[1];
    const forged = `${Buffer.from(JSON.stringify({ id: 'x', exp: 9_999_999_999 })).toString('base64url')}.${signature}`;
    expect(checkSolution(secret, solveChallenge(forged, 0), 0, now)).toEqual({ ok: false, reason: 'signature' });
  });
});
