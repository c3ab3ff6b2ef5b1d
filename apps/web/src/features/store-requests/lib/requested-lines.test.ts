import { describe, expect, it } from 'vitest';
import { requestedLinesOf } from './requested-lines.ts';

const a = '1b8d86e8-93fa-4ad2-a74a-c7183f5b332d';
const b = '3d8f2df6-e901-4dab-a58d-bb5ae8189412';

describe('requestedLinesOf', () => {
  it('pairs each product with its quantity, 1 when none is given', () => {
    expect(requestedLinesOf(new URLSearchParams(`product=${a}&quantity=3&product=${b}`))).toEqual([
      { productId: a, quantity: 3 },
      { productId: b, quantity: 1 },
    ]);
  });

  it('drops malformed and repeated ids and clamps quantities', () => {
    expect(requestedLinesOf(new URLSearchParams(`product=x&product=${a}&quantity=0&product=${a}`))).toEqual([
      { productId: a, quantity: 1 },
    ]);
  });
});
