import { describe, expect, it } from 'vitest';
import { localizeMessage, message } from './validation-messages.ts';

type Case = { template: keyof typeof message; english: string; arabic: string; built: string };

// SPEC §5 templates: the English text is the contract; the Arabic text is what an Arabic user reads.
const cases: Case[] = [
  {
    template: 'required',
    built: message.required('Copyright'),
    english: 'Copyright is required',
    arabic: 'حقوق النشر مطلوب',
  },
  {
    template: 'maxLength',
    built: message.maxLength('Copyright', 255),
    english: 'Copyright must be less than or equal to 255 characters',
    arabic: 'يجب ألا يزيد حقوق النشر عن 255 حرفًا',
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
    arabic: 'يجب أن يكون السعر أكبر من أو يساوي 0 $',
  },
  {
    template: 'maxValue',
    built: message.maxValue('Social link', 20),
    english: 'Social link Must Be Less Than Or Equal To 20',
    arabic: 'يجب أن يكون رابط التواصل الاجتماعي أقل من أو يساوي 20',
  },
  {
    template: 'minImages',
    built: message.minImages(1),
    english: 'Images field must have at least 1 items',
    arabic: 'يجب أن تحتوي الصور على 1 عناصر على الأقل',
  },
  { template: 'maxImages', built: message.maxImages(10), english: 'Max 10 images', arabic: '10 صور كحد أقصى' },
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
  { template: 'nameRequired', built: message.nameRequired(), english: 'Name is Required', arabic: 'الاسم مطلوب' },
  {
    template: 'oneOf',
    built: message.oneOf('Language code', ['en', 'ar']),
    english: 'Language code must be one of en, ar',
    arabic: 'يجب أن يكون رمز اللغة أحد القيم en, ar',
  },
  {
    template: 'invalid',
    built: message.invalid('Currency'),
    english: 'Currency is invalid',
    arabic: 'العملة غير صالح',
  },
];

// Kept apart because it fails today: see the it.fails below.
const atLeast: Case = {
  template: 'atLeast',
  built: message.atLeast(1, 'Language'),
  english: 'At least 1 Language is required',
  arabic: 'مطلوب 1 اللغة على الأقل',
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

  // KNOWN BUG (packages/shared/src/validation-messages.ts, reported, not fixed here): the matcher for
  // '{field} is required' is tried before 'At least {min} {field} is required' and swallows it, so the
  // Arabic answer is 'At least 1 Language مطلوب'. When the matchers are fixed this test starts
  // failing: turn it back into a plain `it`.
  it.fails('atLeast: English → Arabic (fails until the template order is fixed)', () => {
    expect(localizeMessage(atLeast.english, 'ar')).toBe(atLeast.arabic);
  });

  it('leaves English as it is', () => {
    for (const { english } of [...cases, atLeast]) expect(localizeMessage(english, 'en')).toBe(english);
  });

  it('translates known field labels and keeps unknown labels and numbers as written', () => {
    expect(localizeMessage('Currency is required', 'ar')).toBe('العملة مطلوب');
    expect(localizeMessage('Widget is required', 'ar')).toBe('Widget مطلوب');
    expect(localizeMessage('Serial number must be less than or equal to 40 characters', 'ar')).toBe(
      'يجب ألا يزيد Serial number عن 40 حرفًا',
    );
    expect(localizeMessage('Max 3 images', 'ar')).toBe('3 صور كحد أقصى');
  });

  it('leaves text that matches no template untouched', () => {
    for (const text of [
      'Something wrong happened! Please try again.',
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
