import { describe, expect, it } from 'vitest';
import { counterState, multilineMax } from './character-counter.ts';

describe('counterState', () => {
  it('counts to 255 by default and is red only at the limit', () => {
    expect(counterState('a'.repeat(254))).toEqual({ count: 254, max: multilineMax, atLimit: false });
    expect(counterState('a'.repeat(255))).toEqual({ count: 255, max: 255, atLimit: true });
  });

  it('treats missing text as empty and honours a custom limit', () => {
    expect(counterState(null)).toEqual({ count: 0, max: 255, atLimit: false });
    expect(counterState('abc', 3).atLimit).toBe(true);
  });
});
