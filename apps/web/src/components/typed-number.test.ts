import { describe, expect, it } from 'vitest';
import { parseTypedNumber } from './typed-number.ts';

describe('parseTypedNumber', () => {
  it('reads Western and Arabic-Indic digits alike', () => {
    expect(parseTypedNumber('125')).toBe(125);
    expect(parseTypedNumber('١٢٥')).toBe(125);
    expect(parseTypedNumber('١٢٫٥')).toBe(12.5);
    expect(parseTypedNumber('12.50')).toBe(12.5);
  });

  it('is NaN for an empty field or text that is not a number', () => {
    expect(parseTypedNumber('')).toBeNaN();
    expect(parseTypedNumber('12a')).toBeNaN();
    expect(parseTypedNumber('3-')).toBeNaN();
  });

  it('keeps a minus sign, so a negative amount meets its minimum rule', () => {
    expect(parseTypedNumber('-3')).toBe(-3);
    expect(parseTypedNumber('-١٫٥')).toBe(-1.5);
  });
});
