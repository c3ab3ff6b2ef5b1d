import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { arabicFontRanges, type CodePointRanges } from '../apps/web/src/lib/font-ranges.ts';

/**
 * The storefront's Arabic font files, cut to `arabicFontRanges` from @fontsource's Noto Sans Arabic
 * (SIL Open Font License, which allows a modified copy under the same name): an Arabic page's first
 * layout asks for both weights at the browser's highest priority, 99 KB as published, 45 KB cut.
 * HarfBuzz's subsetter keeps every glyph the kept characters' shaping reaches (joining forms,
 * lam-alef and the other ligatures, marks). scripts/subset-fonts.ts writes them after the package
 * is updated; a unit test fails while the committed files differ from what it makes.
 */
const webDir = path.resolve(import.meta.dirname, '../apps/web');
const webRequire = createRequire(path.join(webDir, 'package.json'));

export const arabicFontWeights = [400, 700] as const;

export const publishedArabicFont = (weight: number) =>
  webRequire.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-${weight}-normal.woff2`);

export const subsetArabicFontFile = (weight: number) => path.join(webDir, `src/fonts/noto-sans-arabic-${weight}.woff2`);

function characters(ranges: CodePointRanges): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');
}

export async function subsetArabicFont(weight: number): Promise<Buffer> {
  return subsetFont(readFileSync(publishedArabicFont(weight)), characters(arabicFontRanges), { targetFormat: 'woff2' });
}
