import { useCallback } from 'react';
import { useStorefrontSettings } from '../../api/settings/get-settings.ts';
import { formatPrice } from '../../lib/format-price.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** Formats prices in the currency the CMS settings name (SPEC §3 Settings), in the UI language: price filters and ranges. */
export function useFormatPrice(): (value: number) => string {
  const language = useLanguage();
  const currency = useStorefrontSettings().data?.currency ?? 'USD';
  return useCallback((value: number) => formatPrice(value, currency, language), [currency, language]);
}

/** Formats a product's price in its own currency (DESIGN §Data: a stored price keeps the currency it was written in). */
export function useFormatProductPrice(): (value: number, currency: string) => string {
  const language = useLanguage();
  return useCallback((value: number, currency: string) => formatPrice(value, currency, language), [language]);
}
