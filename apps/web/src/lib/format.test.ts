import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatDateTime, formatDuration, formatList, parseDateTime } from './format.ts';

describe('formatDuration', () => {
  it('prints minutes and padded seconds, in Arabic-Indic digits for Arabic', () => {
    expect(formatDuration(900, 'en')).toBe('15:00');
    expect(formatDuration(59.2, 'en')).toBe('1:00');
    expect(formatDuration(-3, 'en')).toBe('0:00');
    expect(formatDuration(65, 'ar')).toBe('١:٠٥');
  });
});

describe('formatDateTime', () => {
  it('reads DD MMM YYYY h:mm a, in Arabic-Indic digits for Arabic, and a dash when the date is invalid', () => {
    const date = new Date(2026, 10, 2, 21, 5);
    expect(formatDateTime(date, 'en')).toBe('02 Nov 2026 9:05 PM');
    expect(formatDateTime(date, 'ar')).toMatch(/^٠٢ .+ ٢٠٢٦ ٩:٠٥ م$/);
    expect(formatDateTime('not a date', 'en')).toBe('—');
  });
});

describe('formatList', () => {
  it('joins with the language’s own comma', () => {
    expect(formatList(['4G', 'Bluetooth'], 'en')).toBe('4G, Bluetooth');
    expect(formatList(['4G', 'Bluetooth'], 'ar')).toBe('4G، Bluetooth');
    expect(formatList([], 'en')).toBe('');
  });
});

describe('parseDateTime', () => {
  it('reads dates as dayjs did: zoneless times as local time, ISO times with a zone as that instant', () => {
    for (const text of [
      '2026-11-22T21:05:00.000Z',
      '2026-11-22T21:05:00+04:00',
      '2026-11-22T21:05:09.1234',
      '2026-11-22 21:05',
      '2026-11-22',
      '2026/11/22',
      '20261122',
      'Sun, 22 Nov 2026 21:05:00 GMT',
      'not a date',
    ]) {
      const expected = dayjs(text);
      const parsed = parseDateTime(text);
      expect(Number.isNaN(parsed.getTime()), text).toBe(!expected.isValid());
      if (expected.isValid()) expect(parsed.getTime(), text).toBe(expected.valueOf());
    }
  });
});
