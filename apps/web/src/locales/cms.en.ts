// English texts of the back office's frame (sign-in, navigation, dashboard), under `cms.*`.
// Loaded with the back office only (lib/i18n.ts loadBackOfficeTexts), never in the storefront's bundle.
export const cmsEn = {
  login: {
    title: 'Sign in to the dashboard',
    subtitle: 'For administrators of {{brand}}.',
    username: 'Email',
    submit: 'Sign in',
    artwork: 'Connected devices in the colours of {{brand}}',
  },
  nav: {
    label: 'Dashboard navigation',
    open: 'Open navigation',
    dashboard: 'Dashboard',
    products: 'Products',
    inventory: 'Inventory',
    orders: 'Orders',
    discounts: 'Discounts',
    customers: 'Customers',
    customerGroups: 'Customer groups',
    marketing: 'Marketing',
    settings: 'Settings',
    storefront: 'View store',
  },
  account: 'Account of {{name}}',
  dashboard: {
    title: 'Dashboard',
    welcome: 'Welcome, {{name}}',
    profile: 'Your profile',
    name: 'Name',
    email: 'Email',
    roles: 'Roles',
    permissions: 'Permissions',
    language: 'Language',
    languages: { en: 'English', ar: 'Arabic' },
  },
};
