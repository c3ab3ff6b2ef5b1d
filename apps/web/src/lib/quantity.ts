const arabicIndic = '٠١٢٣٤٥٦٧٨٩';
const persian = '۰۱۲۳۴۵۶۷۸۹';

/** Arabic-Indic and Persian digits typed by a shopper, as the Western digits the API expects. */
export function toWesternDigits(text: string): string {
  return text.replace(/[٠-٩۰-۹]/g, (digit) => String(Math.max(arabicIndic.indexOf(digit), persian.indexOf(digit))));
}

/** What a shopper typed as a quantity, in any of those digits; NaN when it is not a whole number. */
export function parseQuantity(text: string): number {
  const western = toWesternDigits(text.trim());
  return /^\d{1,7}$/.test(western) ? Number(western) : Number.NaN;
}

/** The most one request line may ask for (requestedProductSchema in packages/shared). */
export const maxQuantity = 100_000;

export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(maxQuantity, Math.max(1, Math.round(value)));
}
