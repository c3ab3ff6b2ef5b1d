import { afterEach, describe, expect, it } from 'vitest';
import { isDatePreset, parseLocalDate, presetRange } from './date-presets';

/** Local wall-clock instants, so the tests hold in any time zone the suite runs in. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const endOf = (y: number, m: number, d: number) => new Date(new Date(y, m - 1, d + 1).getTime() - 1).toISOString();

// Wednesday 15 January 2025, 10:30 local time.
const now = new Date(2025, 0, 15, 10, 30);

describe('presetRange', () => {
  it('gives the local day for today and yesterday', () => {
    expect(presetRange('today', now)).toEqual({ from: local(2025, 1, 15), to: endOf(2025, 1, 15) });
    expect(presetRange('yesterday', now)).toEqual({ from: local(2025, 1, 14), to: endOf(2025, 1, 14) });
  });

  it('starts weeks on Monday, also when today is Sunday', () => {
    expect(presetRange('thisWeek', now)).toEqual({ from: local(2025, 1, 13), to: endOf(2025, 1, 19) });
    expect(presetRange('lastWeek', now)).toEqual({ from: local(2025, 1, 6), to: endOf(2025, 1, 12) });
    const sunday = new Date(2025, 0, 19, 23, 59);
    expect(presetRange('thisWeek', sunday)).toEqual({ from: local(2025, 1, 13), to: endOf(2025, 1, 19) });
  });

  it('crosses the year for last month and knows month lengths', () => {
    expect(presetRange('currentMonth', now)).toEqual({ from: local(2025, 1, 1), to: endOf(2025, 1, 31) });
    expect(presetRange('lastMonth', now)).toEqual({ from: local(2024, 12, 1), to: endOf(2024, 12, 31) });
    expect(presetRange('lastMonth', new Date(2024, 2, 31, 12))).toEqual({
      from: local(2024, 2, 1),
      to: endOf(2024, 2, 29),
    });
  });

  it('takes custom dates, in either order or open at one end', () => {
    expect(presetRange('custom', now, { from: '2025-01-10', to: '2025-01-02' })).toEqual({
      from: local(2025, 1, 2),
      to: endOf(2025, 1, 10),
    });
    expect(presetRange('custom', now, { from: '2025-01-10' })).toEqual({ from: local(2025, 1, 10) });
    expect(presetRange('custom', now, { to: '2025-01-10' })).toEqual({ to: endOf(2025, 1, 10) });
    expect(presetRange('custom', now, { from: '2025-02-30', to: 'x' })).toBeNull();
  });
});

describe('presetRange across a change of clocks', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('keeps whole local days when a day has 23 hours', () => {
    // Node reads TZ again when it changes; Berlin moved its clocks forward on 30 March 2025.
    process.env.TZ = 'Europe/Berlin';
    const monday = new Date(2025, 2, 31, 10);
    expect(presetRange('yesterday', monday)).toEqual({
      from: '2025-03-29T23:00:00.000Z',
      to: '2025-03-30T21:59:59.999Z',
    });
    expect(presetRange('lastWeek', monday)).toEqual({
      from: '2025-03-23T23:00:00.000Z',
      to: '2025-03-30T21:59:59.999Z',
    });
  });
});

describe('parseLocalDate and isDatePreset', () => {
  it('accept only real dates and known presets', () => {
    expect(parseLocalDate('2024-02-29')?.getDate()).toBe(29);
    expect(parseLocalDate('2023-02-29')).toBeNull();
    expect(parseLocalDate('')).toBeNull();
    expect(isDatePreset('lastWeek')).toBe(true);
    expect(isDatePreset('tomorrow')).toBe(false);
  });
});
