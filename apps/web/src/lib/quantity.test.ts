import { describe, expect, it } from 'vitest';
import { clampQuantity, parseQuantity, toWesternDigits } from './quantity.ts';

describe('parseQuantity', () => {
  it('reads Western, Arabic-Indic and Persian digits', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' ١٢٠ ')).toBe(120);
    expect(parseQuantity('۳۴')).toBe(34);
  });

  it('refuses anything that is not a whole number', () => {
    expect(parseQuantity('')).toBeNaN();
    expect(parseQuantity('1.5')).toBeNaN();
    expect(parseQuantity('-3')).toBeNaN();
    expect(parseQuantity('ten')).toBeNaN();
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity between 1 and the request limit', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(3)).toBe(3);
    expect(clampQuantity(1e9)).toBe(100_000);
  });
});

describe('toWesternDigits', () => {
  it('turns a phone number typed in Arabic-Indic digits into one the API accepts', () => {
    expect(toWesternDigits('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+971 50 123 4567');
    expect(toWesternDigits('abc 12')).toBe('abc 12');
  });
});
