import { describe, expect, it } from 'vitest';
import { formatDuration, formatList } from './format.ts';

describe('formatDuration', () => {
  it('prints minutes and padded seconds, in Arabic-Indic digits for Arabic', () => {
    expect(formatDuration(900, 'en')).toBe('15:00');
    expect(formatDuration(59.2, 'en')).toBe('1:00');
    expect(formatDuration(-3, 'en')).toBe('0:00');
    expect(formatDuration(65, 'ar')).toBe('١:٠٥');
  });
});

describe('formatList', () => {
  it('joins with the language’s own comma', () => {
    expect(formatList(['4G', 'Bluetooth'], 'en')).toBe('4G, Bluetooth');
    expect(formatList(['4G', 'Bluetooth'], 'ar')).toBe('4G، Bluetooth');
    expect(formatList([], 'en')).toBe('');
  });
});
