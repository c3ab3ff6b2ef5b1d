import type { Language } from './languages.ts';

/**
 * The columns of the back office's CSV exports and their header in each language: the file is read
 * by people (a spreadsheet), so the header is in the language the export was asked in, while the
 * cells keep the API's values (ISO dates, status codes, amounts in major units) that a sheet can sort.
 */
export const orderCsvColumns = {
  orderId: { en: 'Order ID', ar: 'رقم الطلب' },
  placedAt: { en: 'Placed', ar: 'تاريخ الطلب' },
  customer: { en: 'Customer', ar: 'العميل' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  customerKind: { en: 'Customer type', ar: 'نوع العميل' },
  status: { en: 'Status', ar: 'الحالة' },
  paymentStatus: { en: 'Payment', ar: 'الدفع' },
  items: { en: 'Items', ar: 'العناصر' },
  total: { en: 'Total', ar: 'الإجمالي' },
  currency: { en: 'Currency', ar: 'العملة' },
} as const satisfies Record<string, Record<Language, string>>;

export const customerCsvColumns = {
  name: { en: 'Name', ar: 'الاسم' },
  username: { en: 'Username', ar: 'اسم المستخدم' },
  email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  kind: { en: 'Type', ar: 'النوع' },
  organization: { en: 'Organization', ar: 'المؤسسة' },
  status: { en: 'Status', ar: 'الحالة' },
  orders: { en: 'Orders', ar: 'الطلبات' },
  createdAt: { en: 'Created', ar: 'تاريخ الإنشاء' },
} as const satisfies Record<string, Record<Language, string>>;

/** The header row of an export in the request's language. */
export function csvHeader(columns: Record<string, Record<Language, string>>, language: Language): string[] {
  return Object.values(columns).map((labels) => labels[language]);
}
