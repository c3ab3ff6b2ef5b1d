import { describe, expect, it } from 'vitest';
import { isRtl, languageFromHeader, textDirection } from './languages.ts';

describe('languageFromHeader', () => {
  it.each([
    ['ar', 'ar'],
    ['en', 'en'],
    ['ar-SA', 'ar'],
    ['AR-ae', 'ar'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr;q=0.9, ar;q=0.8', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.8,en;q=0.7', 'ar'],
    ['en;q=0.5, ar;q=0.9', 'ar'],
    ['ar;q=0.5, en', 'en'],
    ['ar;q=0, en;q=0.1', 'en'],
    ['ar;q=0, fr', 'en'],
    ['ar;q=0.8,en;q=0.8', 'ar'],
    ['fr', 'en'],
    ['de-DE, tr;q=0.5', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [' , ;q=1', 'en'],
    ['ar;q=banana, en;q=0.2', 'en'],
  ])('%j → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it('falls back to English without a header', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader(null)).toBe('en');
  });
});

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
