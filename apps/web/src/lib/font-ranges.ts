/** Inclusive code point ranges. */
export type CodePointRanges = readonly (readonly [first: number, last: number])[];

/**
 * What the storefront's Arabic font files hold (scripts/subset-fonts.ts cuts them to it): the
 * Arabic block, which has every letter, mark, digit and sign of Arabic and of Persian and Urdu, and
 * the presentation forms old text may still be typed in. Left to the system's fonts: the
 * supplement and extended blocks of other languages' letters and Quranic marks, and the
 * presentation forms-A of ligatures such as U+FDF2 (each 49 → 22 KB).
 */
export const arabicFontRanges: CodePointRanges = [
  [0x0600, 0x06ff],
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** `ranges` as a CSS `unicode-range` value. */
export function unicodeRange(ranges: CodePointRanges): string {
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}

/** Whether `codePoint` is in one of `ranges`. */
export function inRanges(ranges: CodePointRanges, codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
