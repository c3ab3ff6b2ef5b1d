import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('formats in the settings currency, dropping cents only for whole amounts', () => {
    expect(formatPrice(129, 'USD', 'en')).toBe('$129');
    expect(formatPrice(15490, 'USD', 'en')).toBe('$15,490');
    expect(formatPrice(129.5, 'USD', 'en')).toBe('$129.50');
    expect(formatPrice(99, 'EUR', 'en')).toBe('€99');
  });

  it('uses Arabic-Indic digits in Arabic', () => {
    const text = formatPrice(15490, 'USD', 'ar');
    expect(text).toMatch(/١٥٬٤٩٠/);
    expect(text).not.toMatch(/[0-9]/);
    // 'US$' stays in one piece in right-to-left text.
    expect(text).toContain('US$\u200E');
  });

  it('still shows the amount for a currency code Intl does not know', () => {
    expect(formatPrice(5, 'ZZ1', 'en')).toBe('5 ZZ1');
  });
});
