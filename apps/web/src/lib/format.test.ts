import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatList } from './format.ts';

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
