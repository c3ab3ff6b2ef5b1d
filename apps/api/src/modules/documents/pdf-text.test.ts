import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-text.ts';

/** Each run as fontkit receives it, left to right on the page. */
const runs = (line: string, direction: 'ltr' | 'rtl') =>
  visualRuns(line, direction).map((run) => [run.subset, run.text]);

describe('visualRuns', () => {
  it('keeps a left-to-right line as written, one run per font', () => {
    expect(runs('Total: $12.50', 'ltr')).toEqual([['latin', 'Total: $12.50']]);
  });

  it('places Arabic words right to left and hands each run to fontkit in logical order, to shape', () => {
    // On the page, from the left: the second word, a space, the first word.
    expect(runs('رقم الفاتورة', 'rtl')).toEqual([
      ['arabic', 'الفاتورة'],
      ['latin', ' '],
      ['arabic', 'رقم'],
    ]);
  });

  it('keeps Latin words and Arabic-Indic numbers inside Arabic text left to right', () => {
    // fontkit reverses any Arabic-script run, digits too: the digits go reversed so they land in order.
    expect(runs('الطلب INV-000012 بتاريخ ١٢٣', 'rtl')).toEqual([
      ['arabic', '٣٢١'],
      ['latin', ' '],
      ['arabic', 'بتاريخ'],
      ['latin', ' '],
      ['latin', 'INV-000012'],
      ['latin', ' '],
      ['arabic', 'الطلب'],
    ]);
  });

  it('mirrors brackets in right-to-left text and drops the directional marks, which draw nothing', () => {
    expect(runs('الخصم (رمز)\u200F', 'rtl')).toEqual([
      ['latin', '('],
      ['arabic', 'رمز'],
      ['latin', ') '],
      ['arabic', 'الخصم'],
    ]);
  });

  it('draws Arabic punctuation and vowel marks, which are not of the Arabic script, with the Arabic font', () => {
    expect(runs('دبي، الإمارات', 'rtl')).toEqual([
      ['arabic', 'الإمارات'],
      ['latin', ' '],
      ['arabic', 'دبي،'],
    ]);
    expect(runs('يُخصم', 'rtl')).toEqual([['arabic', 'يُخصم']]);
  });
});
