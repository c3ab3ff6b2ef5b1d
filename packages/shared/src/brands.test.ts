import { describe, expect, it } from 'vitest';
import { brandFaviconSvg, brandLogoSvg } from './brand-artwork.ts';
import { colorDifference, contrastRatio, logoTextColors } from './brand-colors.ts';
import { brandNames, brands, defaultBrandName, resolveBrand } from './brands.ts';
import { themeSurfaces } from './theme-surfaces.ts';

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

  it('keeps every two brands’ primary colours at least ΔE2000 15 apart', () => {
    const closePairs = brands.flatMap((brand, index) =>
      brands
        .slice(index + 1)
        .map((other) => ({
          pair: `${brand.name} ${brand.palette.primary} / ${other.name} ${other.palette.primary}`,
          difference: colorDifference(brand.palette.primary, other.palette.primary),
        }))
        .filter(({ difference }) => difference < 15),
    );
    expect(closePairs).toEqual([]);
  });

  it('draws the logo’s name at 3:1 or more on the light and dark theme’s surfaces', () => {
    for (const brand of brands) {
      for (const scheme of ['light', 'dark'] as const) {
        const textColor = logoTextColors(brand)[scheme];
        expect(brandLogoSvg(brand, textColor)).toContain(`fill="${textColor}">${brand.displayName}</text>`);
        for (const surface of Object.values(themeSurfaces[scheme])) {
          expect
            .soft(contrastRatio(textColor, surface), `${brand.name} ${scheme} ${textColor} on ${surface}`)
            .toBeGreaterThanOrEqual(3);
        }
      }
    }
  });
});
