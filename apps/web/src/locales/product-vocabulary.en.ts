// The words for product types and their enumerations (SPEC §3), in English: one definition for every
// screen that names them. The storefront spreads them into `store.*`.
export const productVocabularyEn = {
  productTypes: {
    device: 'Device',
    gateway: 'Gateway',
    accessory: 'Accessory',
    subscription: 'Subscription',
    integration: 'Integration',
    package: 'Package',
  },
  communicationTypes: {
    lorawan: 'LoRaWAN',
    'nb-iot': 'NB-IoT',
    'lte-m': 'LTE-M',
    '4g': '4G',
    '5g': '5G',
    wifi: 'Wi-Fi',
    bluetooth: 'Bluetooth',
    zigbee: 'Zigbee',
    sigfox: 'Sigfox',
    ethernet: 'Ethernet',
    satellite: 'Satellite',
  },
  connectivityTypes: {
    cellular: 'Cellular',
    lpwan: 'LPWAN',
    'short-range': 'Short range',
    wired: 'Wired',
    satellite: 'Satellite',
  },
  platformTypes: { cloud: 'Cloud', 'on-premise': 'On premise', hybrid: 'Hybrid' },
  subscriptionTypes: {
    platform: 'Platform',
    connectivity: 'Connectivity',
    support: 'Support',
    notifications: 'Notifications',
  },
  subscriptionPeriods: { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' },
  notificationTypes: { sms: 'SMS', email: 'Email', push: 'Push', whatsapp: 'WhatsApp' },
};
