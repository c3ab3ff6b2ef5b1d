import { localizeDigits } from './digits.ts';
import type { Language } from './languages.ts';
import { translateServerMessage } from './server-messages.ts';
import { render, templates, type Params, type TemplateKey } from './validation-templates.ts';

export { message } from './validation-templates.ts';

/** Arabic names for field labels that appear in messages; unknown labels are left as written. */
const fieldLabels: Record<string, string> = {
  Copyright: 'حقوق النشر',
  Currency: 'العملة',
  Logo: 'الشعار',
  Favicon: 'أيقونة الموقع',
  Language: 'اللغة',
  'Social link': 'رابط التواصل الاجتماعي',
  'Social link name': 'اسم رابط التواصل الاجتماعي',
  'Supported language': 'لغة مدعومة',
  'Language code': 'رمز اللغة',
  'Language label': 'اسم اللغة',
  Email: 'البريد الإلكتروني',
  Address: 'العنوان',
  'Second address': 'العنوان الثاني',
  Telephone: 'الهاتف',
  Fax: 'الفاكس',
  Sales: 'المبيعات',
  'WhatsApp link': 'رابط واتساب',
  Username: 'اسم المستخدم',
  Password: 'كلمة المرور',
  'Current password': 'كلمة المرور الحالية',
  'Confirm password': 'تأكيد كلمة المرور',
  Code: 'الرمز',
  'First name': 'الاسم الأول',
  'Last name': 'اسم العائلة',
  'Company name': 'اسم الشركة',
  'Tenant name': 'اسم المستأجر',
  'Tenant ID': 'معرّف المستأجر',
  'Device profile type': 'نوع ملف تعريف الجهاز',
  'Device profile types': 'أنواع ملفات تعريف الأجهزة',
  'Network server': 'خادم الشبكة',
  'Network servers': 'خوادم الشبكة',
  'Phone number': 'رقم الهاتف',
  'Tax rate': 'نسبة الضريبة',
  'Seller name': 'اسم البائع',
  'Seller address': 'عنوان البائع',
  'Tax number': 'الرقم الضريبي',
  Carrier: 'شركة الشحن',
  'Tracking Number': 'رقم التتبع',
  'Shipped Quantity': 'الكمية المشحونة',
  'Refunded Quantity': 'الكمية المستردة',
  Amount: 'المبلغ',
  'Tax rates': 'نسب الضريبة',
  'Shipping amount': 'تكلفة الشحن',
  'Shipping rates': 'أسعار الشحن',
  'Estimated delivery days': 'أيام التوصيل المتوقعة',
  Country: 'الدولة',
  City: 'المدينة',
  Title: 'العنوان',
  Description: 'الوصف',
  Image: 'الصورة',
  Fields: 'الحقول',
  Active: 'الحالة',
  Product: 'المنتج',
  'Product group': 'مجموعة المنتجات',
  Request: 'الطلب',
  'Audit entry': 'سجل التدقيق',
  File: 'الملف',
  Tenant: 'المستأجر',
  Company: 'الشركة',
  User: 'المستخدم',
  Administrator: 'المسؤول',
  Tag: 'الوسم',
  Industry: 'القطاع',
  'Use case': 'حالة الاستخدام',
  'Device type': 'نوع الجهاز',
  'Gateway type': 'نوع البوابة',
  'Accessory type': 'نوع الملحق',
  Application: 'التطبيق',
  Picture: 'الصورة',
  Slider: 'الشريحة',
  Ad: 'الإعلان',
  'Full name': 'الاسم الكامل',
  'Name of address': 'اسم العنوان',
  'Additional details': 'تفاصيل إضافية',
  'Account name': 'اسم الحساب',
  IBAN: 'رقم الآيبان',
  'SWIFT code': 'رمز السويفت',
  'Name on card': 'الاسم على البطاقة',
  'Card number': 'رقم البطاقة',
  'Expiry date': 'تاريخ الانتهاء',
  CVC: 'رمز التحقق',
  'Payment method': 'طريقة الدفع',
  Message: 'الرسالة',
  Quantity: 'الكمية',
  Price: 'السعر',
  Stock: 'المخزون',
  Name: 'الاسم',
  'Short name': 'الاسم المختصر',
  Type: 'النوع',
  Status: 'الحالة',
  Role: 'الدور',
  Value: 'القيمة',
  Field: 'الحقل',
  Reason: 'السبب',
  Version: 'الإصدار',
  Level: 'المستوى',
  'Low-stock threshold': 'حد انخفاض المخزون',
  Discount: 'الخصم',
  Percentage: 'النسبة المئوية',
  'Start date': 'تاريخ البدء',
  'End date': 'تاريخ الانتهاء',
  Placement: 'مكان الظهور',
  Position: 'الموضع',
  Order: 'الترتيب',
  'Sub title': 'العنوان الفرعي',
  'Number of usage': 'عدد مرات الاستخدام',
  'Minimum quantity': 'الحد الأدنى للكمية',
  Period: 'المدة',
  'Single use': 'الاستخدام مرة واحدة',
  'Once per customer': 'مرة واحدة لكل عميل',
  'Product type': 'نوع المنتج',
  'Customer group': 'مجموعة العملاء',
  'Product ID': 'معرّف المنتج',
  Customer: 'العميل',
  'License allocation': 'تخصيص الترخيص',
  Assignment: 'التعيين',
  Note: 'الملاحظة',
  'Unit price': 'سعر الوحدة',
  'Valid until': 'صالح حتى',
  Quote: 'عرض السعر',
  Columns: 'الأعمدة',
  addresses: 'العناوين',
  'Conversion rate': 'سعر التحويل',
  products: 'المنتجات',
  'shipping rates': 'أسعار الشحن',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Each English template becomes a matcher so a message produced anywhere (server or client) can be
// shown in Arabic without carrying keys through zod.
const matchers = (Object.keys(templates) as TemplateKey[])
  .map((key) => {
    const names: string[] = [];
    const source = templates[key].en
      .split(/(\{\w+\})/)
      .map((part) => {
        const placeholder = /^\{(\w+)\}$/.exec(part);
        if (!placeholder?.[1]) return escapeRegExp(part);
        names.push(placeholder[1]);
        return '(.+?)';
      })
      .join('');
    const literalLength = templates[key].en.replace(/\{\w+\}/g, '').length;
    return { key, names, literalLength, pattern: new RegExp(`^${source}$`) };
  })
  .sort((a, b) => b.literalLength - a.literalLength); // most specific first: 'At least {min} {field} is required' before '{field} is required'

/** Renders an English message (validation template or fixed server text) in the requested language; Arabic with Arabic-Indic digits. */
export function localizeMessage(text: string, language: Language): string {
  if (language === 'en') return text;
  const fixed = translateServerMessage(text, language);
  if (fixed) return localizeDigits(fixed, language);
  for (const { key, names, pattern } of matchers) {
    const found = pattern.exec(text);
    if (!found) continue;
    const params: Params = {};
    names.forEach((name, index) => {
      const value = found[index + 1] ?? '';
      // Numbers read in Arabic-Indic digits; codes and names (PKG-1) keep the digits they were written with.
      if (name === 'field') params[name] = fieldLabels[value] ?? value;
      else params[name] = /^-?\d+([.,]\d+)*$/.test(value) ? localizeDigits(value, language) : value;
    });
    return render(localizeDigits(templates[key][language], language), params);
  }
  return text;
}
