import { addressMessages, arabicAddressMessages } from '@iot/shared/addresses';
import type { Language } from '@iot/shared/languages';
import { arabicPaymentMethodMessages, paymentMethodMessages } from '@iot/shared/payment-methods';

/**
 * SPEC §8 success texts of the address book and saved payment methods, written once in
 * packages/shared for every client, in the UI language.
 */
export function addressMessage(key: keyof typeof addressMessages, language: Language): string {
  return language === 'ar' ? arabicAddressMessages[key] : addressMessages[key];
}

export function paymentMethodMessage(key: keyof typeof paymentMethodMessages, language: Language): string {
  return language === 'ar' ? arabicPaymentMethodMessages[key] : paymentMethodMessages[key];
}
