import { describe, expect, it } from 'vitest';
import { interpolate, formatHex } from 'culori';
import { bodyTextContrast, colorDifference, contrastRatio } from '@iot/shared/brand-colors';
import { brands } from '@iot/shared/brands';
import { bannerDesign, bannerSvg } from './demo-banner-artwork.ts';

describe('demo banner artwork', () => {
  it('keeps white text readable (4.5:1) on every colour of every brand’s sliders and ads, monogram included', () => {
    for (const brand of brands) {
      for (const [kind, count] of [
        ['sliders', 3],
        ['ads', 2],
      ] as const) {
        for (let index = 0; index < count; index += 1) {
          const design = bannerDesign(brand, kind, index);
          const monogramOver = design.gradient.map((stop) =>
            formatHex(interpolate([stop, design.monogram.color], 'rgb')(design.monogram.opacity)),
          );
          for (const color of [...design.gradient, design.band, ...monogramOver]) {
            expect
              .soft(contrastRatio('#ffffff', color), `${brand.name} ${kind} ${index + 1}: ${color}`)
              .toBeGreaterThanOrEqual(bodyTextContrast);
          }
        }
      }
    }
  });

  it('leads each brand’s first slider with its own primary, apart from every other brand’s', () => {
    const leads = brands.map((brand) => ({ name: brand.name, color: bannerDesign(brand, 'sliders', 0).gradient[1] }));
    for (const [index, lead] of leads.entries()) {
      for (const other of leads.slice(index + 1)) {
        expect
          .soft(colorDifference(lead.color, other.color), `${lead.name} / ${other.name}`)
          .toBeGreaterThanOrEqual(15);
      }
    }
    const alef = brands[0];
    if (!alef) throw new Error('no brands');
    expect(bannerSvg(alef, bannerDesign(alef, 'sliders', 0), true)).toContain(`>${alef.monogram}</text>`);
  });
});
