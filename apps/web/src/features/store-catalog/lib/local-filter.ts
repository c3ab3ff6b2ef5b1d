import type { Language } from '@iot/shared/languages';
import type { StorefrontProductCard } from '../../../components/products/api/storefront-product-list.ts';

/** Case-insensitive, accent- and tatweel-blind, so 'Lora' finds 'LoRaWAN' and Arabic matches loosely. */
function normalize(text: string, language: Language): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0640]/g, '')
    .toLocaleLowerCase(language);
}

/** The 'filter this page' box: matches name, short name or code of the products already loaded. */
export function matchesLocalFilter(
  product: Pick<StorefrontProductCard, 'name' | 'shortName' | 'code'>,
  filter: string,
  language: Language,
): boolean {
  const needle = normalize(filter.trim(), language);
  if (!needle) return true;
  return [product.name, product.shortName, product.code].some((text) => normalize(text, language).includes(needle));
}
