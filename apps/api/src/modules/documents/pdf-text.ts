import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';

/**
 * Text in a PDF in either direction. pdfkit lays glyphs out with fontkit, which shapes Arabic
 * (joining forms, lam-alef) and reverses a right-to-left script's glyphs, but it neither orders a
 * line's runs (Arabic with digits or Latin words inside) nor mirrors brackets: the Unicode
 * Bidirectional Algorithm (bidi-js) gives each line's visual order, and each run is drawn alone.
 */

export type Direction = 'ltr' | 'rtl';
export type FontWeight = 400 | 700;
type Subset = 'arabic' | 'latin' | 'latin-ext';

const require = createRequire(import.meta.url);
const bidi = bidiFactory();

// Noto Sans Arabic, installed from npm (@fontsource) and read from disk: nothing is downloaded at run
// time. Fontsource splits the family by Unicode range, so each character picks the subset holding it.
const subsets: readonly Subset[] = ['arabic', 'latin', 'latin-ext'];
const weights: readonly FontWeight[] = [400, 700];
const fontName = (subset: Subset, weight: FontWeight) => `noto-${subset}-${weight}`;
const fontFiles = new Map(
  subsets.flatMap((subset) =>
    weights.map((weight) => [
      fontName(subset, weight),
      readFileSync(
        require.resolve(`@fontsource/noto-sans-arabic/files/noto-sans-arabic-${subset}-${weight}-normal.woff`),
      ),
    ]),
  ),
);

/** Registers the fonts with a new document. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of fontFiles) doc.registerFont(name, file);
}

const arabicScript = /\p{Script=Arabic}/u;
// Fontsource's arabic subset: the Arabic blocks, whose punctuation (،؛؟) and vowel marks are of the
// Common and Inherited scripts, not Arabic.
const arabicRange = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;
// Fontsource's latin subset: Basic Latin, Latin-1 and general punctuation (its CSS unicode-range).
const latinRange = /[\u0020-\u00ff\u2000-\u206f\u20ac\u2122\u2212\ufffd]/u;
// Directional marks and other format characters steer the algorithm but draw nothing.
const formatCharacter = /\p{Cf}/u;

function subsetOf(character: string): Subset {
  if (arabicRange.test(character)) return 'arabic';
  return latinRange.test(character) ? 'latin' : 'latin-ext';
}

/** A piece of a line drawn with one font: `text` in the order fontkit must receive it, `logical` as read. */
export type TextRun = { text: string; logical: string; subset: Subset };

/**
 * A line's runs from left to right. Characters go in visual order, grouped by font and embedding
 * level; a run fontkit lays out right to left (it holds an Arabic-script character, and fontkit
 * takes a string's direction from its first character of a script) is handed over reversed, so that its glyphs land in visual order: Arabic letters thus
 * reach fontkit in logical order and shape, and Arabic-Indic digits (left to right within
 * right-to-left text) keep their order.
 */
export function visualRuns(line: string, direction: Direction): TextRun[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  // bidi-js indexes UTF-16 code units; the texts printed here are all in the Basic Multilingual Plane.
  const characters = line.split('');
  const order = characters.map((_, index) => index);
  for (const [start = 0, end = -1] of bidi.getReorderSegments(line, levels)) {
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const runs: { text: string; subset: Subset; level: number }[] = [];
  for (const index of order) {
    const original = characters[index] ?? '';
    if (formatCharacter.test(original)) continue;
    const character = mirrored.get(index) ?? original;
    const subset = subsetOf(character);
    const level = levels.levels[index] ?? 0;
    const last = runs.at(-1);
    if (last && last.subset === subset && last.level === level) last.text += character;
    else runs.push({ text: character, subset, level });
  }
  const reversed = (text: string) => text.split('').reverse().join('');
  return runs.map(({ text, subset, level }) => ({
    text: arabicScript.test(text) ? reversed(text) : text,
    logical: level % 2 === 1 ? reversed(text) : text,
    subset,
  }));
}

export type TextStyle = { size: number; weight?: FontWeight; color?: string };

function useFont(doc: PDFKit.PDFDocument, subset: Subset, style: TextStyle): PDFKit.PDFDocument {
  return doc.font(fontName(subset, style.weight ?? 400)).fontSize(style.size);
}

/**
 * Noto Sans Arabic's glyph composition (`ccmp`) draws ب ت ث ن ي as one dotless base glyph plus
 * dots, and a PDF maps each glyph to one text: copied or extracted, ت would read ي. Without it every
 * letter keeps a glyph of its own in each joining form, still shaped by the Arabic features.
 * fontkit takes an object of features to switch on or off; pdfkit hands its `features` to fontkit.
 */
const arabicFeatures = { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[];

function runsWidth(doc: PDFKit.PDFDocument, runs: TextRun[], style: TextStyle): number {
  return runs.reduce(
    (sum, run) => sum + useFont(doc, run.subset, style).widthOfString(run.text, { features: arabicFeatures }),
    0,
  );
}

export function textWidth(doc: PDFKit.PDFDocument, text: string, direction: Direction, style: TextStyle): number {
  return runsWidth(doc, visualRuns(text, direction), style);
}

/** The text broken into lines at spaces (and at its own line breaks) so that each fits `width`. */
export function wrapText(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  direction: Direction,
  style: TextStyle,
): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => {
    const lines: string[] = [];
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && textWidth(doc, candidate, direction, style) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  });
}

export type Align = 'start' | 'end' | 'center';

/**
 * Draws `text` in the box at `x` (its left edge) and `y`, wrapped to `width`, aligned to the
 * start or end of the line in `direction`; answers the height used.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number },
  options: TextStyle & { direction: Direction; align?: Align },
): number {
  const lineHeight = options.size * 1.45;
  const lines = wrapText(doc, text, box.width, options.direction, options);
  lines.forEach((line, index) => {
    const runs = visualRuns(line, options.direction);
    const width = runsWidth(doc, runs, options);
    const align = options.align ?? 'start';
    const atRight = (align === 'start') === (options.direction === 'rtl');
    let x = align === 'center' ? box.x + (box.width - width) / 2 : atRight ? box.x + box.width - width : box.x;
    for (const run of runs) {
      const font = useFont(doc, run.subset, options).fillColor(options.color ?? '#111111');
      font.text(run.text, x, box.y + index * lineHeight, { lineBreak: false, features: arabicFeatures });
      x += font.widthOfString(run.text, { features: arabicFeatures });
    }
  });
  return lines.length * lineHeight;
}

export type PdfDocument = InstanceType<typeof PDFDocument>;
