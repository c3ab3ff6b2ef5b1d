import type { Language } from './languages.ts';

// The templates and their English messages, apart from what shows a message in Arabic
// (validation-messages.ts, which re-exports `message`): the list page builds its address's schema
// with `message` as it starts, and would otherwise load the field labels and every server text
// with their Arabic (issue 12: first-load JavaScript).

/**
 * SPEC §5 validation templates, each written once. The English text is the contract (clients and
 * tests match it exactly); the Arabic text is what an Arabic user reads. `{field}` names are
 * translated through `fieldLabels` (validation-messages.ts).
 */
export const templates = {
  required: { en: '{field} is required', ar: 'حقل {field} مطلوب' },
  maxLength: {
    en: '{field} must be less than or equal to {max} characters',
    ar: 'يجب ألا يزيد طول {field} عن {max} حرفًا',
  },
  atLeast: { en: 'At least {min} {field} is required', ar: 'مطلوب {min} على الأقل من {field}' },
  email: { en: 'Please enter a valid email', ar: 'يرجى إدخال بريد إلكتروني صالح' },
  minPrice: {
    en: 'Price Must Be Greater Than Or Equal To {min} $',
    ar: 'يجب أن يكون السعر أكبر من أو يساوي {min} $',
  },
  maxValue: { en: '{field} Must Be Less Than Or Equal To {max}', ar: 'يجب أن تكون قيمة {field} أقل من أو تساوي {max}' },
  minImages: { en: 'Images field must have at least {min} items', ar: 'يجب أن تحتوي الصور على {min} عناصر على الأقل' },
  maxImages: { en: 'Max {max} images', ar: '{max} صور كحد أقصى' },
  phone: { en: 'Please enter a valid phone number', ar: 'يرجى إدخال رقم هاتف صالح' },
  tenantId: { en: 'Please enter Tenant ID', ar: 'يرجى إدخال معرّف المستأجر' },
  url: { en: 'Invalid URL', ar: 'رابط غير صالح' },
  nameRequired: { en: 'Name is Required', ar: 'الاسم مطلوب' },
  oneOf: { en: '{field} must be one of {options}', ar: 'يجب أن تكون قيمة {field} إحدى القيم: {options}' },
  invalid: { en: '{field} is invalid', ar: 'قيمة {field} غير صالحة' },
  minLength: { en: '{field} must be at least {min} characters', ar: 'يجب ألا يقل طول {field} عن {min} أحرف' },
  exactLength: {
    en: '{field} must be exactly {length} characters',
    ar: 'يجب أن يكون طول {field} {length} أحرف بالضبط',
  },
  passwordLowercase: { en: 'Password must contain a lowercase letter', ar: 'يجب أن تحتوي كلمة المرور على حرف صغير' },
  passwordUppercase: { en: 'Password must contain an uppercase letter', ar: 'يجب أن تحتوي كلمة المرور على حرف كبير' },
  passwordSymbol: { en: 'Password must contain a symbol', ar: 'يجب أن تحتوي كلمة المرور على رمز' },
  passwordsMatch: { en: 'Passwords must match', ar: 'يجب أن تتطابق كلمتا المرور' },
  notFound: { en: '{field} not found', ar: '{field} غير موجود' },
  waitSeconds: {
    en: 'Please wait {seconds} seconds before requesting a new code.',
    ar: 'يرجى الانتظار {seconds} ثانية قبل طلب رمز جديد.',
  },
  codesBlockedMinutes: {
    en: 'Too many codes requested. Please try again in {minutes} minutes.',
    ar: 'طلبات رموز كثيرة جدًا. يرجى المحاولة بعد {minutes} دقيقة.',
  },
  codesBlockedMinute: {
    en: 'Too many codes requested. Please try again in {minutes} minute.',
    ar: 'طلبات رموز كثيرة جدًا. يرجى المحاولة بعد {minutes} دقيقة.',
  },
  usedByProducts: {
    en: '{field} in use by {count} products; change their type first',
    ar: '{field} مستخدم في منتجات عددها {count}؛ غيّر نوعها أولًا',
  },
  administratorExists: {
    en: 'An administrator with the e-mail {email} already exists',
    ar: 'يوجد مسؤول بالبريد الإلكتروني {email} بالفعل',
  },
  includedInPackages: {
    en: 'This product is included in {packages}; remove it from them first',
    ar: 'هذا المنتج مضمّن في {packages}؛ أزله منها أولًا',
  },
  savedLimit: {
    en: 'You can save at most {max} {field}. Remove one first.',
    ar: 'لا يمكنك حفظ أكثر من {max} من {field}. أزل واحدًا أولًا.',
  },
  // A CSV import names the line (1 is the header) of the first bad row.
  lineRequired: { en: 'Line {line}: {field} is required', ar: 'السطر {line}: حقل {field} مطلوب' },
  lineInvalid: { en: 'Line {line}: {field} is invalid', ar: 'السطر {line}: قيمة {field} غير صالحة' },
  lineNotFound: { en: 'Line {line}: {field} not found', ar: 'السطر {line}: {field} غير موجود' },
  lineRepeated: {
    en: 'Line {line}: {field} appears more than once',
    ar: 'السطر {line}: {field} مكرر أكثر من مرة',
  },
  lineOutdated: {
    en: 'Line {line}: Inventory data is outdated. Please refresh your data.',
    ar: 'السطر {line}: بيانات المخزون قديمة. يرجى تحديث بياناتك.',
  },
  // Changing the store's currency (DESIGN §Data: it converts or is refused, naming what it would strand).
  currencyStillUsed: {
    en: '{products} products and {shipping} shipping rates are priced in {currency}; change the currency with a conversion rate',
    ar: 'هناك {products} من المنتجات و{shipping} من أسعار الشحن بعملة {currency}؛ غيّر العملة بسعر تحويل',
  },
  conversionOtherCurrency: {
    en: '{count} {field} are priced in {currency}, which this conversion does not change: {items}',
    ar: 'هناك {count} من {field} بعملة {currency} التي لا يغيّرها هذا التحويل: {items}',
  },
  conversionAboveMaximum: {
    en: '{count} {field} would cost more than {max} {currency}: {items}',
    ar: 'هناك {count} من {field} ستتجاوز {max} {currency}: {items}',
  },
  conversionRoundsToZero: {
    en: '{count} {field} would round to 0 {currency}: {items}',
    ar: 'هناك {count} من {field} ستصبح 0 {currency} بعد التقريب: {items}',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type TemplateKey = keyof typeof templates;
export type Params = Record<string, string | number>;

export function render(template: string, params: Params): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const message = {
  required: (field: string) => render(templates.required.en, { field }),
  maxLength: (field: string, max: number) => render(templates.maxLength.en, { field, max }),
  atLeast: (min: number, field: string) => render(templates.atLeast.en, { min, field }),
  email: () => templates.email.en,
  minPrice: (min: number) => render(templates.minPrice.en, { min }),
  maxValue: (field: string, max: number) => render(templates.maxValue.en, { field, max }),
  minImages: (min: number) => render(templates.minImages.en, { min }),
  maxImages: (max: number) => render(templates.maxImages.en, { max }),
  phone: () => templates.phone.en,
  tenantId: () => templates.tenantId.en,
  url: () => templates.url.en,
  nameRequired: () => templates.nameRequired.en,
  oneOf: (field: string, options: readonly string[]) =>
    render(templates.oneOf.en, { field, options: options.join(', ') }),
  invalid: (field: string) => render(templates.invalid.en, { field }),
  minLength: (field: string, min: number) => render(templates.minLength.en, { field, min }),
  exactLength: (field: string, length: number) => render(templates.exactLength.en, { field, length }),
  passwordLowercase: () => templates.passwordLowercase.en,
  passwordUppercase: () => templates.passwordUppercase.en,
  passwordSymbol: () => templates.passwordSymbol.en,
  passwordsMatch: () => templates.passwordsMatch.en,
  notFound: (field: string) => render(templates.notFound.en, { field }),
  waitSeconds: (seconds: number) => render(templates.waitSeconds.en, { seconds }),
  codesBlockedMinutes: (minutes: number) =>
    render((minutes === 1 ? templates.codesBlockedMinute : templates.codesBlockedMinutes).en, { minutes }),
  codesBlockedMinute: () => render(templates.codesBlockedMinute.en, { minutes: 1 }),
  usedByProducts: (field: string, count: number) => render(templates.usedByProducts.en, { field, count }),
  administratorExists: (email: string) => render(templates.administratorExists.en, { email }),
  includedInPackages: (packages: readonly string[]) =>
    render(templates.includedInPackages.en, { packages: packages.join(', ') }),
  savedLimit: (field: string, max: number) => render(templates.savedLimit.en, { field, max }),
  lineRequired: (line: number, field: string) => render(templates.lineRequired.en, { line, field }),
  lineInvalid: (line: number, field: string) => render(templates.lineInvalid.en, { line, field }),
  lineNotFound: (line: number, field: string) => render(templates.lineNotFound.en, { line, field }),
  lineRepeated: (line: number, field: string) => render(templates.lineRepeated.en, { line, field }),
  lineOutdated: (line: number) => render(templates.lineOutdated.en, { line }),
  currencyStillUsed: (products: number, shipping: number, currency: string) =>
    render(templates.currencyStillUsed.en, { products, shipping, currency }),
  conversionOtherCurrency: (count: number, field: string, currency: string, items: string) =>
    render(templates.conversionOtherCurrency.en, { count, field, currency, items }),
  conversionAboveMaximum: (count: number, field: string, max: number | string, currency: string, items: string) =>
    render(templates.conversionAboveMaximum.en, { count, field, max, currency, items }),
  conversionRoundsToZero: (count: number, field: string, currency: string, items: string) =>
    render(templates.conversionRoundsToZero.en, { count, field, currency, items }),
} satisfies Record<TemplateKey, (...args: never[]) => string>;
