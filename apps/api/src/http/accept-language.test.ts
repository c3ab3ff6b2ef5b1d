import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './accept-language.ts';

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

  it.each([
    // The highest quality wins wherever it stands in the header, and an unsupported one is skipped.
    ['fr;q=1, ar;q=0.9, en;q=0.8', 'ar'],
    ['en;q=0.1, fr;q=1, ar;q=0.2', 'ar'],
    ['ar;q=0.3, en;q=0.31', 'en'],
    ['en;q=0.8, ar;q=1.0', 'ar'],
    // Equal qualities keep the header's order, a regional tag included.
    ['ar-SA, en', 'ar'],
    ['en-US, ar', 'en'],
    // A part that is not a language tag is ignored, not the whole header.
    ['en_US;q=1, *;q=0.9, ar;q=0.5', 'ar'],
  ])('quality values: %j → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });

  it('falls back to English without a header', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader(null)).toBe('en');
  });
});
