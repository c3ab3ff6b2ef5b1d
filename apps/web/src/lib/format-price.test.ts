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

describe('formatPrice by the currency’s own decimals', () => {
  it('shows three decimals for Kuwaiti dinars and none for yen', () => {
    expect(formatPrice(12.5, 'KWD', 'en')).toBe('KWD\u00a012.500');
    expect(formatPrice(12, 'KWD', 'en')).toBe('KWD\u00a012');
    expect(formatPrice(15490, 'JPY', 'en')).toBe('¥15,490');
    expect(formatPrice(12.345, 'KWD', 'ar')).toContain('١٢٫٣٤٥');
  });
});
