import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { arabicFontWeights, subsetArabicFont, subsetArabicFontFile } from './arabic-font-subset.ts';

// Writes the storefront's Arabic font files (arabic-font-subset.ts).
for (const weight of arabicFontWeights) {
  const file = subsetArabicFontFile(weight);
  writeFileSync(file, await subsetArabicFont(weight));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
