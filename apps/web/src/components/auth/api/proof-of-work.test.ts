import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, solveProofOfWork } from './proof-of-work.ts';

function zeroBitsOf(text: string): number {
  return leadingZeroBits(new Uint8Array(createHash('sha256').update(text, 'utf8').digest()));
}

describe('proof-of-work captcha', () => {
  it('counts leading zero bits across bytes', () => {
    expect(leadingZeroBits(new Uint8Array([0x00, 0x0f, 0xff]))).toBe(12);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });

  it('finds the first nonce whose hash starts with the required zero bits', async () => {
    const challenge = 'c2f1e0a9-test';
    const nonce = await solveProofOfWork(challenge, 10);
    expect(zeroBitsOf(`${challenge}:${nonce}`)).toBeGreaterThanOrEqual(10);
    for (let earlier = 0; earlier < nonce; earlier += 1) expect(zeroBitsOf(`${challenge}:${earlier}`)).toBeLessThan(10);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork('x', 40, controller.signal)).rejects.toThrow('aborted');
  });
});
