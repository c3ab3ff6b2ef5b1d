import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arabicFontRanges, inRanges, unicodeRange } from '../apps/web/src/lib/font-ranges.ts';
import {
  arabicFontWeights,
  publishedArabicFont,
  subsetArabicFont,
  subsetArabicFontFile,
} from './arabic-font-subset.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('the storefront’s Arabic font files', () => {
  it.each(arabicFontWeights)(
    'weight %i is the published font cut to the kept ranges (run scripts/subset-fonts.ts)',
    async (weight) => {
      const committed = readFileSync(subsetArabicFontFile(weight));
      expect(committed.equals(await subsetArabicFont(weight))).toBe(true);
      expect(committed.length).toBeLessThan(readFileSync(publishedArabicFont(weight)).length / 2);
    },
  );

  it('hold every Arabic letter, digit and sign of the app’s texts and demo data', () => {
    const sources = execFileSync('git', ['ls-files', 'apps/web/src', 'packages/shared/src', 'apps/api/src'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.(ts|tsx|json)$/.test(file));
    const missing = new Set<string>();
    for (const file of sources) {
      for (const character of readFileSync(path.join(root, file), 'utf8').matchAll(/\p{Script=Arabic}/gu)) {
        const codePoint = character[0].codePointAt(0) ?? 0;
        if (!inRanges(arabicFontRanges, codePoint)) missing.add(`U+${codePoint.toString(16)} in ${file}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('are declared for exactly those ranges', () => {
    expect(unicodeRange(arabicFontRanges)).toBe('U+0600-06FF,U+FE70-FE74,U+FE76-FEFC');
    expect(unicodeRange([[0x20ac, 0x20ac]])).toBe('U+20AC');
  });
});
