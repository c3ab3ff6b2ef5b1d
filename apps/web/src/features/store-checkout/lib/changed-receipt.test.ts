import { describe, expect, it } from 'vitest';
import type { Pricing } from '@iot/shared/cart';
import { ApiError } from '../../../api/client.ts';
import { changedReceiptOf } from './changed-receipt.ts';

const pricing: Pricing = {
  currency: 'USD',
  lines: [],
  itemsQuantity: 0,
  subtotal: 10,
  giftCard: 0,
  discount: 0,
  shipping: 0,
  tax: 0,
  total: 10,
  discountCode: null,
  purchasable: true,
  atCheckout: { tax: false, shipping: false },
};
const message = 'Prices or stock have changed. Please review your order.';

describe('changedReceiptOf', () => {
  it('reads the new receipt of a 409 from its details', () => {
    expect(changedReceiptOf(new ApiError(409, 'CONFLICT', message, undefined, { pricing }))).toEqual(pricing);
  });

  it('finds none in other failures', () => {
    expect(changedReceiptOf(new ApiError(409, 'CONFLICT', 'Sorry, We are temporary Out Of Stock.'))).toBeNull();
    expect(
      changedReceiptOf(new ApiError(402, 'PAYMENT', 'Your card was declined.', undefined, { pricing })),
    ).toBeNull();
    expect(changedReceiptOf(new Error('network'))).toBeNull();
  });
});
