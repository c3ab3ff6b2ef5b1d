import { describe, expect, it } from 'vitest';
import { lastShipmentSchema } from './admin-orders.ts';
import { serverMessages } from './server-messages.ts';

const lineA = '00000000-0000-4000-8000-00000000000a';
const lineB = '00000000-0000-4000-8000-00000000000b';
// Two of A ordered, none shipped; three of B ordered, one shipped already.
const schema = lastShipmentSchema([
  { id: lineA, quantity: 2, shippedQuantity: 0 },
  { id: lineB, quantity: 3, shippedQuantity: 1 },
]);
const parcel = (a: number, b: number, carrier = 'DHL', trackingNumber = 'DHL-1') => ({
  carrier,
  trackingNumber,
  lines: [
    { lineId: lineA, quantity: a },
    { lineId: lineB, quantity: b },
  ],
});
const fieldsOf = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('lastShipmentSchema (SPEC §4: shipping requires shipped quantity equal to order quantity)', () => {
  it('accepts exactly what is left of every line', () => {
    expect(fieldsOf(parcel(2, 2))).toEqual({});
  });

  it("refuses more than is left, and less, on that line's field", () => {
    expect(fieldsOf(parcel(3, 2))).toEqual({ 'lines.0.quantity': serverMessages.shippedQuantityTooHigh });
    expect(fieldsOf(parcel(1, 2))).toEqual({ 'lines.0.quantity': serverMessages.shippedQuantityMismatch });
    expect(fieldsOf(parcel(2, 0))).toEqual({ 'lines.1.quantity': serverMessages.shippedQuantityMismatch });
  });

  it('counts a line the request leaves out as none shipped', () => {
    expect(fieldsOf({ carrier: 'DHL', trackingNumber: 'DHL-1', lines: [{ lineId: lineA, quantity: 2 }] })).toEqual({
      lines: serverMessages.shippedQuantityMismatch,
    });
  });

  it('needs a carrier and a tracking number only when the parcel holds something', () => {
    expect(fieldsOf(parcel(2, 2, ' ', ''))).toEqual({
      carrier: 'Carrier is required',
      trackingNumber: 'Tracking Number is required',
    });
    const shipped = lastShipmentSchema([{ id: lineA, quantity: 2, shippedQuantity: 2 }]);
    expect(shipped.safeParse({ carrier: '', trackingNumber: '', lines: [] }).success).toBe(true);
  });
});
