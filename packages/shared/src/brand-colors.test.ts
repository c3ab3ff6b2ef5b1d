import { describe, expect, it } from 'vitest';
import { colorDifference, contrastRatio, readableShade, tint } from './brand-colors.ts';

describe('brand colour arithmetic', () => {
  it('measures CIEDE2000 as Sharma, Wu and Dalal’s test data do', () => {
    // Pairs 1 and 7 of the published CIEDE2000 test data (Sharma et al. 2005).
    const lab = (l: number, a: number, b: number) => ({ mode: 'lab65' as const, l, a, b });
    expect(colorDifference(lab(50, 2.6772, -79.7751), lab(50, 0, -82.7485))).toBeCloseTo(2.0425, 3);
    expect(colorDifference(lab(50, 0, 0), lab(50, -1, 2))).toBeCloseTo(2.3669, 3);
    expect(colorDifference('#000000', '#ffffff')).toBeCloseTo(100, 0);
    expect(colorDifference('#1f4ea3', '#1f4ea3')).toBe(0);
  });

  it('computes WCAG 2.x contrast from relative luminance', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it('finds the nearest readable shade: darker on light surfaces, lighter on dark ones, unchanged when already readable', () => {
    const onWhite = readableShade('#84cc16', ['#ffffff', '#f6f8fb'], 3);
    expect(contrastRatio(onWhite, '#f6f8fb')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(onWhite, '#f6f8fb')).toBeLessThan(3.2);
    expect(contrastRatio(onWhite, '#ffffff')).toBeLessThan(contrastRatio('#000000', '#ffffff'));
    const onDark = readableShade('#1e293b', ['#171d24'], 3);
    expect(contrastRatio(onDark, '#171d24')).toBeGreaterThanOrEqual(3);
    expect(colorDifference(onDark, '#1e293b')).toBeGreaterThan(0);
    expect(readableShade('#1f4ea3', ['#ffffff'], 4.5)).toBe('#1f4ea3');
  });

  it('tints towards white', () => {
    expect(tint('#1f4ea3', 0)).toBe('#1f4ea3');
    expect(tint('#1f4ea3', 1)).toBe('#ffffff');
    expect(contrastRatio(tint('#1f4ea3', 0.86), '#000000')).toBeGreaterThan(15);
  });
});
