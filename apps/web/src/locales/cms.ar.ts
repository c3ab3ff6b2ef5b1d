import type { cmsEn } from './cms.en.ts';
import type { DeepStrings } from './deep-strings.ts';

// Arabic texts of the back office's frame: every key of cms.en.ts must exist here (checked by the type).
export const cmsAr: DeepStrings<typeof cmsEn> = {
  login: {
    title: 'تسجيل الدخول إلى لوحة التحكم',
    subtitle: 'لمسؤولي {{brand}}.',
    username: 'البريد الإلكتروني',
    submit: 'تسجيل الدخول',
    artwork: 'أجهزة متصلة بألوان {{brand}}',
  },
  nav: {
    label: 'تنقل لوحة التحكم',
    open: 'فتح قائمة التنقل',
    dashboard: 'لوحة التحكم',
    products: 'المنتجات',
    inventory: 'المخزون',
    orders: 'الطلبات',
    discounts: 'الخصومات',
    customers: 'العملاء',
    customerGroups: 'مجموعات العملاء',
    marketing: 'التسويق',
    settings: 'الإعدادات',
    storefront: 'عرض المتجر',
  },
  account: 'حساب {{name}}',
  dashboard: {
    title: 'لوحة التحكم',
    welcome: 'مرحبًا، {{name}}',
    profile: 'ملفك الشخصي',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    roles: 'الأدوار',
    permissions: 'الصلاحيات',
    language: 'اللغة',
    languages: { en: 'الإنجليزية', ar: 'العربية' },
  },
};
