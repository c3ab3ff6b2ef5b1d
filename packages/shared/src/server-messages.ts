/**
 * Fixed server texts for refused input, database conflicts and locked sign-ins. Clients and tests
 * match the English constant; `serverMessagesInArabic` is keyed by the constant, so a changed
 * English text cannot lose its translation (localizeMessage reads it).
 */
export const serverMessages = {
  /** A NUL character or a lone UTF-16 surrogate: PostgreSQL cannot store either (SPEC §5). */
  invalidCharacters: 'Contains characters that are not allowed',
  /** Percent-encoding in the path or query that is not UTF-8. */
  malformedUrl: 'The address contains invalid characters',
  /** A unique key taken by a request that ran at the same moment as this one. */
  alreadyExists: 'This value is already in use',
  /** A foreign key: the record refers to one that is gone, or is still referred to. */
  relatedRecords: 'This change conflicts with related records. Please refresh your data.',
  /** The database read a value it could not convert (22P02) or store (22001, 22003, 22021). */
  invalidValue: 'A value is invalid',
  valueTooLong: 'A value is too long',
  valueOutOfRange: 'A number is out of range',
  /** SPEC §2 sign-in: too many failures for one account, from any address. */
  signInLocked:
    'Too many failed sign-ins for this account. Password sign-in is locked for 15 minutes; reset your password to unlock it now.',
} as const;

export type ServerMessage = (typeof serverMessages)[keyof typeof serverMessages];

export const serverMessagesInArabic: Record<ServerMessage, string> = {
  [serverMessages.invalidCharacters]: 'يحتوي على أحرف غير مسموح بها',
  [serverMessages.malformedUrl]: 'يحتوي العنوان على أحرف غير صالحة',
  [serverMessages.alreadyExists]: 'هذه القيمة مستخدمة بالفعل',
  [serverMessages.relatedRecords]: 'يتعارض هذا التغيير مع سجلات مرتبطة. يرجى تحديث بياناتك.',
  [serverMessages.invalidValue]: 'إحدى القيم غير صالحة',
  [serverMessages.valueTooLong]: 'إحدى القيم طويلة جدًا',
  [serverMessages.valueOutOfRange]: 'أحد الأرقام خارج النطاق المسموح',
  [serverMessages.signInLocked]:
    'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. تم قفل تسجيل الدخول بكلمة المرور لمدة 15 دقيقة؛ أعد تعيين كلمة المرور لفتحه الآن.',
};
