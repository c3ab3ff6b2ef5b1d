import { describe, expect, it } from 'vitest';
import { isRtl, textDirection } from './languages.ts';

describe('isRtl', () => {
  it('is true for Arabic only', () => {
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('en')).toBe(false);
  });
});

describe('textDirection', () => {
  it('runs Arabic right-to-left and every other code, known or not, left-to-right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('fr')).toBe('ltr');
    expect(textDirection(undefined)).toBe('ltr');
  });
});
