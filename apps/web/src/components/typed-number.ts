import { toWesternDigits } from '../lib/quantity.ts';

/**
 * What was typed, in Western or Arabic-Indic digits (and the Arabic decimal separator), as a number.
 * A minus sign is kept, so a negative price meets its SPEC §5 minimum message, not 'is required'.
 */
export function parseTypedNumber(text: string): number {
  const western = toWesternDigits(text.trim())
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,]/g, '')
    .replace(/^\u2212/, '-');
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(western) ? Number(western) : Number.NaN;
}
