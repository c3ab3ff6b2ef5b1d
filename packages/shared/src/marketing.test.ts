import { describe, expect, it } from 'vitest';
import { adWindowError, isInAdWindow } from './marketing.ts';

describe('ad windows', () => {
  it('refuses an end that is not after the start, naming endsAt', () => {
    expect(adWindowError('2026-01-02T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toEqual({
      endsAt: 'End date is invalid',
    });
    expect(adWindowError('2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')).toEqual({
      endsAt: 'End date is invalid',
    });
    expect(adWindowError('2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z')).toBeUndefined();
    expect(adWindowError(null, '2026-01-01T00:00:00.000Z')).toBeUndefined();
    expect(adWindowError('2026-01-01T00:00:00.000Z', undefined)).toBeUndefined();
  });

  it('shows an ad from its start until (not including) its end; open ends never close', () => {
    const now = new Date('2026-06-01T12:00:00.000Z');
    expect(isInAdWindow({ startsAt: null, endsAt: null }, now)).toBe(true);
    expect(isInAdWindow({ startsAt: '2026-06-01T12:00:00.000Z', endsAt: null }, now)).toBe(true);
    expect(isInAdWindow({ startsAt: '2026-06-02T00:00:00.000Z', endsAt: null }, now)).toBe(false);
    expect(isInAdWindow({ startsAt: null, endsAt: '2026-06-01T12:00:00.000Z' }, now)).toBe(false);
    expect(isInAdWindow({ startsAt: '2026-05-01T00:00:00.000Z', endsAt: '2026-07-01T00:00:00.000Z' }, now)).toBe(true);
  });
});
