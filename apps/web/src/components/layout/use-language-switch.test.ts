import { describe, expect, it } from 'vitest';
import { withLanguage } from './use-language-switch.ts';

describe('withLanguage', () => {
  it('rewrites an existing prefix (SPEC §2)', () => {
    expect(withLanguage('/en/products/5', 'ar')).toBe('/ar/products/5');
    expect(withLanguage('/ar', 'en')).toBe('/en');
  });
  it('inserts a prefix where none is', () => {
    expect(withLanguage('/products', 'ar')).toBe('/ar/products');
    expect(withLanguage('/', 'en')).toBe('/en');
  });
  it('does not mistake a path that starts with the letters of a language', () => {
    expect(withLanguage('/enterprise', 'ar')).toBe('/ar/enterprise');
  });
});
