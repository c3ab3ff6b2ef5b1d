import type { TFunction } from 'i18next';
import { isolate, localizeDigits } from '../../lib/format.ts';
import type { Language } from '@iot/shared/languages';
import type { SavedPaymentMethod } from './api/saved-payment-methods.ts';

const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** A card's brand as people write it ('visa' → 'Visa'); unknown brands as the provider names them. */
export function cardBrandName(brand: string | null | undefined): string {
  if (!brand) return '';
  return brandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/** 'Visa •••• 4242' for a card, the account name and masked IBAN for a bank account. */
export function paymentMethodLabel(method: SavedPaymentMethod, t: TFunction, language: Language): string {
  if (method.kind === 'card')
    return t('book.paymentMethods.card', {
      brand: cardBrandName(method.brand),
      last4: localizeDigits(method.last4, language),
    });
  // The masked IBAN is its own left-to-right run, so an Arabic sentence keeps its characters in order.
  return t('book.paymentMethods.bank', { name: method.accountName, iban: isolate(method.iban) });
}
