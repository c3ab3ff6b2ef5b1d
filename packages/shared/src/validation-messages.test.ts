import { describe, expect, it } from 'vitest';
import { localizeMessage, message } from './validation-messages.ts';

type Case = { template: keyof typeof message; english: string; arabic: string; built: string };

// SPEC §5 templates: the English text is the contract; the Arabic text is what an Arabic user reads.
const cases: Case[] = [
  {
    template: 'required',
    built: message.required('Copyright'),
    english: 'Copyright is required',
    arabic: 'حقل حقوق النشر مطلوب',
  },
  {
    template: 'maxLength',
    built: message.maxLength('Copyright', 255),
    english: 'Copyright must be less than or equal to 255 characters',
    arabic: 'يجب ألا يزيد طول حقوق النشر عن ٢٥٥ حرفًا',
  },
  {
    template: 'email',
    built: message.email(),
    english: 'Please enter a valid email',
    arabic: 'يرجى إدخال بريد إلكتروني صالح',
  },
  {
    template: 'minPrice',
    built: message.minPrice(0),
    english: 'Price Must Be Greater Than Or Equal To 0 $',
    arabic: 'يجب أن يكون السعر أكبر من أو يساوي ٠ $',
  },
  {
    template: 'maxValue',
    built: message.maxValue('Social link', 20),
    english: 'Social link Must Be Less Than Or Equal To 20',
    arabic: 'يجب أن تكون قيمة رابط التواصل الاجتماعي أقل من أو تساوي ٢٠',
  },
  {
    template: 'minImages',
    built: message.minImages(1),
    english: 'Images field must have at least 1 items',
    arabic: 'يجب أن تحتوي الصور على ١ عناصر على الأقل',
  },
  { template: 'maxImages', built: message.maxImages(10), english: 'Max 10 images', arabic: '١٠ صور كحد أقصى' },
  {
    template: 'phone',
    built: message.phone(),
    english: 'Please enter a valid phone number',
    arabic: 'يرجى إدخال رقم هاتف صالح',
  },
  {
    template: 'tenantId',
    built: message.tenantId(),
    english: 'Please enter Tenant ID',
    arabic: 'يرجى إدخال معرّف المستأجر',
  },
  { template: 'url', built: message.url(), english: 'Invalid URL', arabic: 'رابط غير صالح' },
  {
    template: 'minLength',
    built: message.minLength('Password', 8),
    english: 'Password must be at least 8 characters',
    arabic: 'يجب ألا يقل طول كلمة المرور عن ٨ أحرف',
  },
  {
    template: 'exactLength',
    built: message.exactLength('Code', 8),
    english: 'Code must be exactly 8 characters',
    arabic: 'يجب أن يكون طول الرمز ٨ أحرف بالضبط',
  },
  {
    template: 'passwordLowercase',
    built: message.passwordLowercase(),
    english: 'Password must contain a lowercase letter',
    arabic: 'يجب أن تحتوي كلمة المرور على حرف صغير',
  },
  {
    template: 'passwordUppercase',
    built: message.passwordUppercase(),
    english: 'Password must contain an uppercase letter',
    arabic: 'يجب أن تحتوي كلمة المرور على حرف كبير',
  },
  {
    template: 'passwordSymbol',
    built: message.passwordSymbol(),
    english: 'Password must contain a symbol',
    arabic: 'يجب أن تحتوي كلمة المرور على رمز',
  },
  {
    template: 'passwordsMatch',
    built: message.passwordsMatch(),
    english: 'Passwords must match',
    arabic: 'يجب أن تتطابق كلمتا المرور',
  },
  {
    template: 'notFound',
    built: message.notFound('Product'),
    english: 'Product not found',
    arabic: 'المنتج غير موجود',
  },
  {
    template: 'waitSeconds',
    built: message.waitSeconds(42),
    english: 'Please wait 42 seconds before requesting a new code.',
    arabic: 'يرجى الانتظار ٤٢ ثانية قبل طلب رمز جديد.',
  },
  {
    template: 'codesBlockedMinutes',
    built: message.codesBlockedMinutes(15),
    english: 'Too many codes requested. Please try again in 15 minutes.',
    arabic: 'طلبات رموز كثيرة جدًا. يرجى المحاولة بعد ١٥ دقيقة.',
  },
  {
    template: 'codesBlockedMinute',
    built: message.codesBlockedMinute(),
    english: 'Too many codes requested. Please try again in 1 minute.',
    arabic: 'طلبات رموز كثيرة جدًا. يرجى المحاولة بعد ١ دقيقة.',
  },
  {
    template: 'usedByProducts',
    built: message.usedByProducts('Device type', 3),
    english: 'Device type in use by 3 products; change their type first',
    arabic: 'نوع الجهاز مستخدم في منتجات عددها ٣؛ غيّر نوعها أولًا',
  },
  // Product codes keep their digits in Arabic: they are identifiers, not numbers.
  {
    template: 'includedInPackages',
    built: message.includedInPackages(['PKG-1', 'KIT-20']),
    english: 'This product is included in PKG-1, KIT-20; remove it from them first',
    arabic: 'هذا المنتج مضمّن في PKG-1, KIT-20؛ أزله منها أولًا',
  },
  {
    template: 'savedLimit',
    built: message.savedLimit('addresses', 20),
    english: 'You can save at most 20 addresses. Remove one first.',
    arabic: 'لا يمكنك حفظ أكثر من ٢٠ من العناوين. أزل واحدًا أولًا.',
  },
  {
    template: 'administratorExists',
    built: message.administratorExists('ops@alef.example'),
    english: 'An administrator with the e-mail ops@alef.example already exists',
    arabic: 'يوجد مسؤول بالبريد الإلكتروني ops@alef.example بالفعل',
  },
  { template: 'nameRequired', built: message.nameRequired(), english: 'Name is Required', arabic: 'الاسم مطلوب' },
  {
    template: 'oneOf',
    built: message.oneOf('Language code', ['en', 'ar']),
    english: 'Language code must be one of en, ar',
    arabic: 'يجب أن تكون قيمة رمز اللغة إحدى القيم: en, ar',
  },
  {
    template: 'invalid',
    built: message.invalid('Currency'),
    english: 'Currency is invalid',
    arabic: 'قيمة العملة غير صالحة',
  },
  {
    template: 'lineRequired',
    built: message.lineRequired(1, 'Level'),
    english: 'Line 1: Level is required',
    arabic: 'السطر ١: حقل المستوى مطلوب',
  },
  {
    template: 'lineInvalid',
    built: message.lineInvalid(12, 'Low-stock threshold'),
    english: 'Line 12: Low-stock threshold is invalid',
    arabic: 'السطر ١٢: قيمة حد انخفاض المخزون غير صالحة',
  },
  {
    template: 'lineNotFound',
    built: message.lineNotFound(3, 'Product'),
    english: 'Line 3: Product not found',
    arabic: 'السطر ٣: المنتج غير موجود',
  },
  {
    template: 'lineRepeated',
    built: message.lineRepeated(4, 'Product'),
    english: 'Line 4: Product appears more than once',
    arabic: 'السطر ٤: المنتج مكرر أكثر من مرة',
  },
  {
    template: 'lineOutdated',
    built: message.lineOutdated(5),
    english: 'Line 5: Inventory data is outdated. Please refresh your data.',
    arabic: 'السطر ٥: بيانات المخزون قديمة. يرجى تحديث بياناتك.',
  },
  {
    template: 'currencyStillUsed',
    built: message.currencyStillUsed(12, 2, 'USD'),
    english: '12 products and 2 shipping rates are priced in USD; change the currency with a conversion rate',
    arabic: 'هناك ١٢ من المنتجات و٢ من أسعار الشحن بعملة USD؛ غيّر العملة بسعر تحويل',
  },
  {
    template: 'conversionOtherCurrency',
    built: message.conversionOtherCurrency(2, 'products', 'EUR', 'TRK-100, GW-2'),
    english: '2 products are priced in EUR, which this conversion does not change: TRK-100, GW-2',
    arabic: 'هناك ٢ من المنتجات بعملة EUR التي لا يغيّرها هذا التحويل: TRK-100, GW-2',
  },
  {
    template: 'conversionAboveMaximum',
    built: message.conversionAboveMaximum(1, 'shipping rates', '1,000,000', 'IDR', 'AE'),
    english: '1 shipping rates would cost more than 1,000,000 IDR: AE',
    arabic: 'هناك ١ من أسعار الشحن ستتجاوز ١,٠٠٠,٠٠٠ IDR: AE',
  },
  {
    template: 'conversionRoundsToZero',
    built: message.conversionRoundsToZero(3, 'products', 'KWD', 'A-1, B-2, C-3'),
    english: '3 products would round to 0 KWD: A-1, B-2, C-3',
    arabic: 'هناك ٣ من المنتجات ستصبح ٠ KWD بعد التقريب: A-1, B-2, C-3',
  },
];

// Its text contains another template's ('{field} is required'): the more specific one must win.
const atLeast: Case = {
  template: 'atLeast',
  built: message.atLeast(1, 'Language'),
  english: 'At least 1 Language is required',
  arabic: 'مطلوب ١ على الأقل من اللغة',
};

describe('message builders', () => {
  it.each([...cases, atLeast])('$template renders the SPEC §5 English text', ({ built, english }) => {
    expect(built).toBe(english);
  });

  it('every template has a case here', () => {
    expect([...cases, atLeast].map((c) => c.template).sort()).toEqual(Object.keys(message).sort());
  });
});

describe('localizeMessage', () => {
  it.each(cases)('$template: English → Arabic', ({ english, arabic }) => {
    expect(localizeMessage(english, 'ar')).toBe(arabic);
  });

  it('atLeast: English → Arabic, not swallowed by the shorter "{field} is required"', () => {
    expect(localizeMessage(atLeast.english, 'ar')).toBe(atLeast.arabic);
  });

  it('leaves English as it is', () => {
    for (const { english } of [...cases, atLeast]) expect(localizeMessage(english, 'en')).toBe(english);
  });

  it('translates known field labels, keeps unknown labels and writes numbers in Arabic-Indic digits', () => {
    expect(localizeMessage('Currency is required', 'ar')).toBe('حقل العملة مطلوب');
    expect(localizeMessage('Widget is required', 'ar')).toBe('حقل Widget مطلوب');
    expect(localizeMessage('Serial number must be less than or equal to 40 characters', 'ar')).toBe(
      'يجب ألا يزيد طول Serial number عن ٤٠ حرفًا',
    );
    expect(localizeMessage('Max 3 images', 'ar')).toBe('٣ صور كحد أقصى');
  });

  it('translates fixed server messages, digits included', () => {
    expect(localizeMessage('Something wrong happened! Please try again.', 'ar')).toBe(
      'حدث خطأ ما! يرجى المحاولة مرة أخرى.',
    );
    expect(localizeMessage('Invalid username or password', 'ar')).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
    expect(localizeMessage('Image size over 1 MB. Please upload a smaller file.', 'ar')).toBe(
      'حجم الصورة أكبر من ١ ميجابايت. يرجى رفع ملف أصغر.',
    );
  });

  it('leaves text that matches no template untouched', () => {
    for (const text of [
      'Unrecognized key: "bogus"',
      'Invalid URL!',
      'Copyright is required.',
      'please enter a valid email',
      '',
    ]) {
      expect(localizeMessage(text, 'ar')).toBe(text);
    }
  });
});
