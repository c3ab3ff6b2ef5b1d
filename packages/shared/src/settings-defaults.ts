import { menuLanguages } from './languages.ts';
import type { Settings } from './settings.ts';

// The settings a fresh install starts with, apart from the settings' schemas: the storefront's
// footer compares with them on every page, before it has fetched anything (issue 12).

/** The pricing fields as a settings row stored before they existed reads them: nothing taxed, free shipping. */
export const defaultPricingSettings: Pick<Settings, 'taxRates' | 'shippingRates' | 'estimatedDeliveryDays'> = {
  taxRates: [],
  shippingRates: [],
  estimatedDeliveryDays: 7,
};

/** The seller a settings row stored before invoices existed reads: the store's name and first address. */
export const defaultSeller: Settings['seller'] = {
  name: 'IoT Marketplace',
  address: 'Office 1204, Business Bay Tower, Dubai, United Arab Emirates',
  taxNumber: '',
};

export const defaultSettings: Settings = {
  logo: null,
  favicon: null,
  copyright: 'All rights reserved.',
  currency: 'USD',
  socialLinks: [
    { key: 'linkedin', value: 'https://www.linkedin.com/' },
    { key: 'x', value: 'https://x.com/' },
    { key: 'youtube', value: 'https://www.youtube.com/' },
  ],
  allLanguages: [...menuLanguages],
  supportedLanguages: menuLanguages.filter(
    (option) => option.code === 'en' || option.code === 'ar',
  ) as Settings['supportedLanguages'],
  language: 'en',
  visibility: {
    pricing: { enabled: true },
    stock: { enabled: true },
    payment: { enabled: true },
    whatsapp: { enabled: true, url: 'https://wa.me/971500000000' },
  },
  contactInfo: {
    email: 'hello@example.com',
    address: 'Office 1204, Business Bay Tower, Dubai, United Arab Emirates',
    secondAddress: 'King Fahd Road, Olaya District, Riyadh, Saudi Arabia',
    tel: '+971 4 000 0000',
    fax: '+971 4 000 0001',
    sales: 'sales@example.com',
  },
  ...defaultPricingSettings,
  seller: defaultSeller,
};
