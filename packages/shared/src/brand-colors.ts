import { type Color, clampChroma, converter, differenceCiede2000, formatHex, interpolate, wcagContrast } from 'culori';
import type { Brand } from './brands.ts';
import { themeSurfaces, type ColorScheme } from './theme-surfaces.ts';

/**
 * Colour arithmetic for the brands (SPEC §1, DESIGN §Web): how far apart two brands' colours look
 * (CIEDE2000), whether a text colour is readable on its background (WCAG 2.x contrast), and the
 * shades of a brand's palette that its artwork and logo use. Node-side only (the web build, the
 * demo seed, tests): the storefront receives the computed colours, not this library.
 */

const oklch = converter('oklch');
const ciede2000 = differenceCiede2000();

/** WCAG 2.x: the logo's name is large, bold brand text (3:1); text over the hero is normal text (4.5:1). */
export const logoTextContrast = 3;
export const bodyTextContrast = 4.5;

/** The perceived difference of two colours, ΔE2000 (0 = the same; 15 and more = clearly different hues or shades). */
export function colorDifference(a: string | Color, b: string | Color): number {
  return ciede2000(a, b);
}

/** The WCAG 2.x contrast ratio of two colours, from their relative luminance (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/**
 * The shade of `color` nearest to it in OKLCH lightness, hue and chroma kept, that reaches
 * `minRatio` against every background: darker on light backgrounds, lighter on dark ones.
 */
export function readableShade(color: string, backgrounds: readonly string[], minRatio: number): string {
  const start = oklch(color);
  if (!start) throw new Error(`Not a colour: ${color}`);
  const darken = backgrounds.every(
    (background) => contrastRatio(background, '#000') > contrastRatio(background, '#fff'),
  );
  const readable = (candidate: string) =>
    backgrounds.every((background) => contrastRatio(candidate, background) >= minRatio);
  for (let step = 0; step <= 100; step += 1) {
    const l = Math.min(1, Math.max(0, start.l + (darken ? -step : step) / 100));
    const candidate = formatHex(clampChroma({ ...start, l }, 'oklch'));
    if (readable(candidate)) return candidate;
  }
  return darken ? '#000000' : '#ffffff';
}

/** `color` mixed towards white by `amount` (0 to 1), in OKLab so the hue stays as it looks. */
export function tint(color: string, amount: number): string {
  return formatHex(interpolate([color, '#ffffff'], 'oklab')(amount));
}

/** The logo's name in each scheme: the brand's secondary, in the shade its header and footer surfaces can read. */
export function logoTextColors(brand: Brand): Record<ColorScheme, string> {
  const shade = (scheme: ColorScheme) =>
    readableShade(brand.palette.secondary, Object.values(themeSurfaces[scheme]), logoTextContrast);
  return { light: shade('light'), dark: shade('dark') };
}

/** A gradient under white text: both ends dark enough for body text (SPEC §3 Home slider, ads). */
export function whiteTextGradient(from: string, to: string): [string, string] {
  return [readableShade(from, ['#ffffff'], bodyTextContrast + 1.5), readableShade(to, ['#ffffff'], bodyTextContrast)];
}
