import { describe, expect, it } from 'vitest';
import { marketingStatus } from './marketing-status.ts';

describe('marketingStatus', () => {
  const now = new Date('2026-06-01T12:00:00.000Z');
  it('tells inactive, scheduled, ended and active apart', () => {
    expect(marketingStatus({ active: false, startsAt: null, endsAt: null }, now)).toBe('inactive');
    expect(marketingStatus({ active: true, startsAt: '2026-06-02T00:00:00.000Z', endsAt: null }, now)).toBe(
      'scheduled',
    );
    expect(marketingStatus({ active: true, startsAt: null, endsAt: '2026-06-01T12:00:00.000Z' }, now)).toBe('ended');
    expect(marketingStatus({ active: true, startsAt: '2026-05-01T00:00:00.000Z', endsAt: null }, now)).toBe('active');
  });
});
