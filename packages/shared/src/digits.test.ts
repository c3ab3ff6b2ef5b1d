import { describe, expect, it } from 'vitest';
import { localizeDigits, numberFormat } from './digits.ts';

describe('numberFormat', () => {
  it('formats in the UI language, Arabic-Indic digits in Arabic', () => {
    expect(numberFormat('en').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('ar').format(1234)).toBe(localizeDigits('1٬234', 'ar'));
  });

  it('makes one format per language and options, and a new one when they differ', () => {
    const money = { style: 'currency', currency: 'USD' } as const;
    expect(numberFormat('en', money)).toBe(numberFormat('en', { ...money }));
    expect(numberFormat('en', money)).not.toBe(numberFormat('ar', money));
    expect(numberFormat('en', money)).not.toBe(numberFormat('en', { ...money, currency: 'KWD' }));
    expect(numberFormat('en', { ...money, currency: 'KWD' }).format(1)).toBe('KWD\u00a01.000');
  });
});
