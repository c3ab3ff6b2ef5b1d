import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl } from './carrier-tracking.ts';

describe('carrierTrackingUrl', () => {
  it('links a known carrier by name, whatever its case and spacing', () => {
    expect(carrierTrackingUrl('DHL Express', 'JD0146')).toBe(
      'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0146',
    );
    expect(carrierTrackingUrl(' aramex ', '3012')).toBe(
      'https://www.aramex.com/us/en/track/results?ShipmentNumber=3012',
    );
  });

  it('encodes the number so it cannot change the address', () => {
    expect(carrierTrackingUrl('UPS', '1Z 99&x=<y>')).toBe('https://www.ups.com/track?tracknum=1Z%2099%26x%3D%3Cy%3E');
  });

  it('has no link for an unknown carrier or an empty number', () => {
    expect(carrierTrackingUrl('Our own van', 'A-1')).toBeUndefined();
    expect(carrierTrackingUrl('DHL', '  ')).toBeUndefined();
  });
});
