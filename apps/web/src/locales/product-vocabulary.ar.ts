import type { DeepStrings } from './deep-strings.ts';
import type { productVocabularyEn } from './product-vocabulary.en.ts';

// The words for product types and their enumerations in Arabic (checked against the English keys).
export const productVocabularyAr: DeepStrings<typeof productVocabularyEn> = {
  productTypes: {
    device: 'جهاز',
    gateway: 'بوابة',
    accessory: 'ملحق',
    subscription: 'اشتراك',
    integration: 'تكامل',
    package: 'باقة',
  },
  communicationTypes: {
    lorawan: 'لورا وان LoRaWAN',
    'nb-iot': 'NB-IoT',
    'lte-m': 'LTE-M',
    '4g': 'الجيل الرابع 4G',
    '5g': 'الجيل الخامس 5G',
    wifi: 'واي فاي',
    bluetooth: 'بلوتوث',
    zigbee: 'زيجبي',
    sigfox: 'سيغفوكس',
    ethernet: 'إيثرنت',
    satellite: 'الأقمار الصناعية',
  },
  connectivityTypes: {
    cellular: 'خلوي',
    lpwan: 'شبكة واسعة منخفضة الطاقة',
    'short-range': 'قصير المدى',
    wired: 'سلكي',
    satellite: 'عبر الأقمار الصناعية',
  },
  platformTypes: { cloud: 'سحابي', 'on-premise': 'محلي', hybrid: 'هجين' },
  subscriptionTypes: { platform: 'منصة', connectivity: 'اتصال', support: 'دعم', notifications: 'إشعارات' },
  subscriptionPeriods: { monthly: 'شهري', quarterly: 'ربع سنوي', yearly: 'سنوي' },
  notificationTypes: { sms: 'رسائل SMS', email: 'بريد إلكتروني', push: 'إشعارات فورية', whatsapp: 'واتساب' },
};
