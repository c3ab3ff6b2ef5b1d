import type { DeepStrings } from './deep-strings.ts';
import type { bookEn } from './book.en.ts';

// Arabic texts of the address book and saved payment methods: every key of book.en.ts (checked by the type).
export const bookAr: DeepStrings<typeof bookEn> = {
  cancel: 'إلغاء',
  remove: 'إزالة',
  edit: 'تعديل',
  save: 'حفظ',
  addresses: {
    add: 'إضافة عنوان',
    addTitle: 'إضافة عنوان',
    editTitle: 'تعديل العنوان',
    makeDefault: 'اجعله الافتراضي',
    removeTitle: 'إزالة العنوان',
    removeText: 'هل تريد إزالة «{{name}}» من دفتر عناوينك؟',
  },
  paymentMethods: {
    card: '{{brand}} •••• {{last4}}',
    bank: '{{name}} · {{iban}}',
    expires: 'تنتهي في {{date}}',
    addCard: 'إضافة بطاقة',
    addBank: 'إضافة حساب بنكي',
    removeCardTitle: 'إزالة البطاقة',
    removeBankTitle: 'إزالة الحساب البنكي',
    removeText: 'هل تريد إزالة {{name}} من طرق الدفع المحفوظة؟',
  },
  bank: {
    accountName: 'اسم الحساب',
    iban: 'رقم الآيبان',
    swift: 'رمز السويفت',
  },
  profile: {
    edit: 'تعديل الملف الشخصي',
    title: 'تعديل ملفك الشخصي',
    saved: 'تم التحديث بنجاح.',
    phoneCountry: 'دولة الهاتف',
    language: 'اللغة',
    languageHint: 'لغة الرسائل التي نرسلها إليك بالبريد الإلكتروني.',
    uploadAvatar: 'رفع صورة',
    removeAvatar: 'إزالة الصورة',
    avatarHint: 'PNG أو JPEG، بحد أقصى ١ ميغابايت.',
  },
  password: {
    title: 'كلمة المرور',
    subtitle: 'تغييرها يسجّل خروجك من جميع الأجهزة الأخرى.',
    open: 'تغيير كلمة المرور',
    current: 'كلمة المرور الحالية',
    new: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
    changed: 'تم تغيير كلمة المرور. استخدم الجديدة عند تسجيل الدخول في المرة القادمة.',
  },
};
