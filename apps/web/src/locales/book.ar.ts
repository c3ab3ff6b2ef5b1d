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
};
