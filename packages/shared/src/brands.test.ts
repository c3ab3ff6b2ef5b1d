import { describe, expect, it } from 'vitest';
import { brandFaviconSvg } from './brand-artwork.ts';
import { brandNames, brands, defaultBrandName, resolveBrand } from './brands.ts';

describe('brand registry', () => {
  it('holds twelve distinct brands, alef first and default', () => {
    expect(brands).toHaveLength(12);
    expect(new Set(brandNames).size).toBe(12);
    expect(defaultBrandName).toBe('alef');
    expect(resolveBrand(undefined).name).toBe('alef');
    expect(resolveBrand('').name).toBe('alef');
  });

  it('includes the eight brands SPEC §6 names', () => {
    expect(brandNames).toEqual(
      expect.arrayContaining(['alef', 'alfuttaim', 'iotech', 'senzfy', 'spcs', 'al-khaleej', 'abiot', 'watad']),
    );
  });

  it('sets the SPEC §6 feature flags per brand', () => {
    const withFlag = (flag: keyof (typeof brands)[number]['features']) =>
      brands
        .filter((brand) => brand.features[flag])
        .map((brand) => brand.name)
        .sort();
    const commerce = ['alef', 'alfuttaim', 'iotech', 'senzfy', 'spcs'];
    expect(withFlag('cart')).toEqual(commerce);
    expect(withFlag('orders')).toEqual(commerce);
    expect(withFlag('savedAddresses')).toEqual(commerce);
    expect(withFlag('savedPaymentMethods')).toEqual(commerce);
    expect(withFlag('cmsStock')).toEqual(['al-khaleej', ...commerce].sort());
    expect(withFlag('marketplaceStock')).toEqual(['al-khaleej']);
    expect(withFlag('policyPage')).toEqual(['abiot']);
    expect(withFlag('termsPage')).toEqual(['abiot', 'watad']);
  });

  it('gives each brand its own palette, title, favicon and bilingual tagline', () => {
    expect(new Set(brands.map((brand) => brand.title)).size).toBe(12);
    expect(new Set(brands.map((brand) => brand.palette.primary)).size).toBe(12);
    expect(new Set(brands.map(brandFaviconSvg)).size).toBe(12);
    for (const brand of brands) expect(brand.tagline.ar).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses an unknown brand with the list of valid names', () => {
    expect(() => resolveBrand('acme')).toThrow(`Unknown brand "acme". Valid brands: ${brandNames.join(', ')}`);
  });
});
