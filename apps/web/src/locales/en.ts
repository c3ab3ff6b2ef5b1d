// English UI texts. Where SPEC.md gives a text it is quoted exactly.
export const en = {
  common: {
    skipToContent: 'Skip to content',
    home: 'Home',
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    mainNavigation: 'Main navigation',
  },
  language: {
    menu: 'Language',
    change: 'Change language, current: {{language}}',
    notAvailable: 'Coming soon',
  },
  theme: {
    toDark: 'Switch to dark theme',
    toLight: 'Switch to light theme',
  },
  alert: {
    success: 'Success',
    warning: 'Attention',
    error: 'Failed',
    info: 'Info',
  },
  errors: {
    default: 'Something wrong happened! Please try again.',
  },
  notFound: {
    code: '404',
    title: 'Page Not Found !',
    description: 'The page you are looking for does not exist or has been moved.',
    backHome: 'Back to home',
  },
  whatsapp: {
    label: 'Chat with us on WhatsApp',
  },
  footer: {
    about: 'About',
    contact: 'Contact information',
    email: 'Email',
    tel: 'Tel',
    fax: 'Fax',
    sales: 'Sales',
    address: 'Address',
    follow: 'Follow us',
    legal: 'Legal',
    copyright: '© {{year}} {{brand}}. {{copyright}}',
    socialLink: '{{brand}} on {{network}}',
  },
  home: {
    title: 'Home',
    heroEyebrow: 'IoT marketplace',
    categoriesTitle: 'Everything your connected business runs on',
    categoriesSubtitle: 'Devices, connectivity and software from one trusted source, in English and Arabic.',
    categories: {
      devices: 'Devices',
      trackers: 'Trackers',
      smartLocks: 'Smart locks',
      gateways: 'Gateways',
      accessories: 'Accessories',
      antennas: 'Antennas',
      powerSupplies: 'Power supplies',
      simCards: 'SIM cards',
      licenses: 'Licenses',
      packages: 'Packages',
      subscriptions: 'Subscriptions',
      integrations: 'Integrations',
    },
    promisesTitle: 'Why companies buy here',
    promises: {
      quote: { title: 'Quotes for teams', text: 'Request a quote for any mix of devices and licenses and get one answer.' },
      tenants: { title: 'Built for tenants', text: 'Company accounts with tenant users, each seeing only what is theirs.' },
      support: { title: 'Local support', text: 'Bilingual support and delivery across the region.' },
    },
  },
  legal: {
    contactCard: {
      title: 'Contact information',
      description: 'Questions about these terms or your data? Reach us at:',
      email: 'Email',
      addresses: 'Our offices',
    },
    terms: {
      title: 'Terms and Conditions',
      updated: 'Last updated: {{date}}',
      sections: [
        { heading: 'Who we are', body: '{{brand}} operates this marketplace for companies that buy IoT devices, connectivity, licenses and subscriptions. By using it you accept these terms.' },
        { heading: 'Accounts', body: 'Company (root) accounts are responsible for their tenant users and for keeping credentials secret. Tell us at once if you suspect misuse.' },
        { heading: 'Orders and prices', body: 'Prices are shown in the currency set by the marketplace. An order is binding once confirmed; we may refuse an order when stock or payment is not available.' },
        { heading: 'Discounts', body: 'A discount code applies its full amount to one order, expires on use and has no cash value.' },
        { heading: 'Licenses and subscriptions', body: 'Software licenses and subscriptions run for the period shown on the product and renew only when you order again.' },
        { heading: 'Liability', body: 'Devices carry the warranty stated on their product page. Our liability is limited to the amount paid for the product concerned, as far as the law allows.' },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      updated: 'Last updated: {{date}}',
      sections: [
        { heading: 'What we collect', body: 'Account details (name, e-mail, phone, company), addresses, order history and the messages you send us. Card numbers are handled by our payment provider and never stored by us.' },
        { heading: 'Why we use it', body: 'To run your account, deliver orders, answer quotes and messages, and meet legal duties. We do not sell personal data.' },
        { heading: 'How long we keep it', body: 'For as long as your account is active, then as long as tax and commercial law require.' },
        { heading: 'Your rights', body: 'You may ask to see, correct, export or delete your data by writing to the address below.' },
        { heading: 'Data breaches', body: 'If a breach affects your personal data we notify you within 7 business days of discovering it.' },
      ],
    },
  },
};

export type Resources = typeof en;
