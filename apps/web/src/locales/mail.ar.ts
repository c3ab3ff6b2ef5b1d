import type { DeepStrings } from './deep-strings.ts';
import type { mailEn } from './mail.en.ts';

export const mailAr: DeepStrings<typeof mailEn> = {
  title: 'البريد',
  subtitle: 'كل رسالة أرسلها المتجر أو يحاول إرسالها: حالة التسليم، والمحاولات، وآخر خطأ.',
  searchLabel: 'البحث بالمستلم أو الموضوع',
  allStatuses: 'الكل',
  empty: 'لا توجد رسائل لهذه المرشحات.',
  columns: {
    subject: 'الموضوع',
    to: 'المستلم',
    status: 'الحالة',
    attempts: 'المحاولات',
    delivery: 'التسليم',
    createdAt: 'تاريخ الكتابة',
    actions: 'الإجراءات',
  },
  statuses: {
    pending: 'قيد الانتظار',
    sent: 'مُرسلة',
    failed: 'فشلت',
  },
  nextAttempt: 'المحاولة التالية {{at}}',
  sentAt: 'أُرسلت {{at}}',
  attemptsCount_zero: 'لا محاولات',
  attemptsCount_one: 'محاولة واحدة',
  attemptsCount_two: 'محاولتان',
  attemptsCount_few: '{{count, number}} محاولات',
  attemptsCount_many: '{{count, number}} محاولة',
  attemptsCount_other: '{{count, number}} محاولة',
  resendOf: 'إعادة إرسال «{{subject}}»',
  resent: 'أُعيدت الرسالة إلى {{to}} إلى قائمة الإرسال.',
};
