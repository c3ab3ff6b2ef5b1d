import type { Language } from './languages.ts';
import { basicServerMessages } from './server-message-basics.ts';

/**
 * Fixed server texts (SPEC §8 and the API's own), each written once. The English text is the
 * contract clients and tests match; services throw these constants instead of retyping the words.
 * Messages with parameters are SPEC §5 templates in validation-messages.ts.
 */
export const serverMessages = {
  // Written in a module of their own: the storefront's first load needs them without the rest.
  ...basicServerMessages,
  authenticationRequired: 'Authentication required',
  accessTokenExpired: 'Access token expired',
  invalidAccessToken: 'Invalid access token',
  invalidRefreshToken: 'Invalid or expired refresh token',
  invalidCredentials: 'Invalid username or password',
  invalidCaptcha: 'Invalid captcha',
  invalidCode: 'Invalid or expired code',
  verifyEmailFirst: 'Please verify your e-mail address first',
  wrongCurrentPassword: 'Current password is incorrect',
  companyAccountsOnly: 'Only company accounts can do this',
  tenantUsersOnly: 'Only tenant users can do this',
  notAllowed: 'You are not allowed to do this',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new code.',
  internalError: 'Internal server error',
  notFound: 'Not found',
  productCodeTaken: 'Code is already used by another product',
  packageIncludesItself: 'A package cannot include itself',
  fileRequired: 'File is required',
  imageTypes: 'Only PNG and JPEG images are allowed',
  documentTypes: 'Only PDF documents are allowed',
  imageTooLarge: 'Image size over 1 MB. Please upload a smaller file.',
  documentTooLarge: 'File size over 10 MB. Please upload a smaller file.',
  noRegistrationWaiting: 'No registration waits for this e-mail address',
  usernameTaken: 'Username is already taken',
  emailTakenInTenant: 'This e-mail is already used in this tenant',
  tenantIdTaken: 'A tenant with this ID already exists',
  invalidId: 'Id must be a UUID',
  invalidCountryId: 'Country id must be a two-letter ISO code',
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
  /** SPEC §8: stock ran out between the receipt and the order. */
  outOfStock: 'Sorry, We are temporary Out Of Stock.',
  /** SPEC §8: the payment visibility setting is off. */
  paymentUnavailable: 'Payment is not available now!',
  /** SPEC §8: a discount lookup that finds no usable code. */
  discountNotFound: 'Not found or expired',
  /** A price, a discount or a stock level changed after the customer's receipt; the 409 carries the new one. */
  receiptChanged: 'Prices or stock have changed. Please review your order.',
  /** The provider refused the card without a message of its own. */
  paymentDeclined: 'Your card was declined.',
  /** The card needs the customer's authentication (3-D Secure) before the order can be placed. */
  paymentRequiresAction: 'Your bank asks you to confirm this payment.',
  /** A cart line whose product is gone or hidden. */
  productUnavailable: 'This product is no longer available',
  /** An IBAN whose check digits do not match (ISO 13616). */
  invalidIban: 'Please enter a valid IBAN',
  invalidSwift: 'Please enter a valid SWIFT code',
  /** A card number or CVC sent to our API: card data only ever goes to the payment provider. */
  cardDataRefused: 'Card details must be sent to the payment provider, never to this API',
  /** DESIGN §API: an idempotency key names one order request; the same key with another body is refused. */
  idempotencyKeyReused: 'This Idempotency-Key was already used for another order',
  /** A webhook whose signature does not match its body and the shared secret. */
  invalidSignature: 'Invalid signature',
  /** SPEC §4, §8: an order ships only when every line's shipped quantity equals its ordered quantity. */
  shippedQuantityMismatch: 'Shipped Quantity and Order Quantity must be equal',
  /** A shipment that would send more of a line than was ordered. */
  shippedQuantityTooHigh: 'Shipped Quantity cannot be greater than Order Quantity',
  /** A refund (or its lines) beyond what is left of the captured payment or of the line. */
  refundTooHigh: 'The refund is more than what is left to refund on this order',
  refundQuantityTooHigh: 'Refunded Quantity cannot be greater than what is left of the item',
  /** An order whose payment was never captured (pending, rejected, paid by bank transfer): nothing to refund. */
  refundNotCaptured: 'This order has no captured card payment to refund',
  /** The provider refused the refund: nothing moved, and it may be asked again. */
  refundFailed: 'The payment provider refused the refund. Nothing was refunded.',
  /** Cancelling is for an accepted order before any parcel left; afterwards, refunds. */
  cancelRefused: 'Only an accepted order with nothing shipped can be cancelled. Refund it instead.',
  /** The order's status is no longer the one the administrator saw (another administrator acted first). */
  orderStatusChanged: 'This order was updated by someone else. Please refresh your data.',
  /** A status change outside the transition table (SPEC §4). */
  orderTransitionRefused: 'This order cannot move to that status',
  /** The provider refused to capture the held payment when the order was accepted. */
  paymentCaptureFailed: 'The payment could not be captured. The order is still pending.',
  /**
   * An accept or reject met another request's capture (or cancellation) still under way at the
   * provider; the reconciler settles one left behind by a crash within a few minutes.
   */
  paymentInProgress: "This order's payment is being processed. Please try again in a few minutes.",
  /** A checkout left unfinished (no answer from the bank, or 3-D Secure never completed) that the server closed. */
  checkoutExpired: 'This payment was not completed in time. Please place your order again.',
  /** A discount code another discount already has (codes are unique, whatever their case). */
  discountCodeTaken: 'Code is already used by another discount',
  /** An edit of what a used code's past uses were given under (code, type, percentage, scope, single use). */
  discountUsedLocked: 'This discount has been used: its code, type, percentage, products and single use cannot change',
  /** A number of usage below the uses a code already has. */
  discountUsageBelowUses: 'Number of usage cannot be less than the uses so far',
  /** Activating a code whose uses are all taken. */
  discountNoUsesLeft: 'This code has no uses left. Raise its number of usage first.',
  /** SPEC §8: an inventory edit made at a version that is no longer current. */
  inventoryOutdated: 'Inventory data is outdated. Please refresh your data.',
  /** The back office blocked the account: it cannot sign in, refresh or keep a session. */
  accountBlocked: 'Your account has been blocked. Please contact us.',
  /** Customer group names are unique, whatever their case. */
  customerGroupNameTaken: 'A customer group with this name already exists',
  licenseSubscriptionsOnly: 'Only subscription products can be licensed',
  licenseSeatsUsedUp: 'Every seat of this license is already assigned',
  licenseNotActive: 'This license is not active',
  licenseAlreadyAssigned: 'This user already holds a seat of this license',
  licenseUserNotInTenant: "This user is not one of the tenant's users",
  licenseUserNotInCompany: "This user is not a user of one of the company's tenants",
  licenseActionRefused: 'This license cannot be changed that way. Please refresh your data.',
  /** A license allocated by hand is held by a tenant or by a company, never both. */
  licenseOneHolder: 'Choose a tenant or a company, not both',
  /** A currency conversion to the currency the store already uses. */
  currencyUnchanged: 'The store already uses this currency',
  /** A conversion prepared from a currency the store no longer uses (another administrator converted first). */
  currencyChangedMeanwhile: 'The store currency was changed by someone else. Please refresh your data.',
  /** DESIGN §Operations: the administrator's role does not include what the operation needs. */
  staffRoleForbids: 'Your role does not allow this',
  /** A super admin deactivated the administrator: no sign-in, refresh or session. */
  staffDeactivated: 'Your account has been deactivated. Please contact a super admin.',
  /** Someone must always be able to manage administrators and settings. */
  lastSuperAdmin: 'The last active super admin cannot be deactivated or given another role',
  /** An invoice or packing slip asked for before the order's payment was captured (or after it was rejected). */
  documentsNotYet: 'Invoices and packing slips are available once the order is accepted',
  /** A quote is honoured until its validity date, once (SPEC §3 Quote or message). */
  quoteExpired: 'This quote has expired. Please ask us for a new one.',
  quoteDeclined: 'This quote was declined.',
  quoteUsed: 'This quote was already used for an order.',
  /** Checkout with a quote buys exactly its lines, at its prices, without a discount code. */
  quoteLinesChanged: 'A quote is bought as quoted: its products and quantities, without a discount code.',
  /** A quote answered in a currency the store no longer uses. */
  quoteCurrencyChanged: 'The store currency changed since this quote. Please ask us for a new one.',
  /** The validity date of a new quote must still be ahead. */
  quoteValidityPast: 'Valid until must be a future date',
} as const;

export type ServerMessageKey = keyof typeof serverMessages;
export type ServerMessage = (typeof serverMessages)[ServerMessageKey];

/** The Arabic text of each constant, keyed by the constant (the type makes a missing one a compile error). */
export const arabicServerMessages: Record<ServerMessageKey, string> = {
  authenticationRequired: 'يلزم تسجيل الدخول',
  accessTokenExpired: 'انتهت صلاحية رمز الدخول',
  invalidAccessToken: 'رمز الدخول غير صالح',
  invalidRefreshToken: 'رمز التحديث غير صالح أو منتهي الصلاحية',
  invalidCredentials: 'اسم المستخدم أو كلمة المرور غير صحيحة',
  invalidCaptcha: 'رمز التحقق غير صالح',
  captchaUnavailable: 'التحقق من أنك لست روبوتًا غير متاح بعد',
  invalidCode: 'الرمز غير صالح أو منتهي الصلاحية',
  verifyEmailFirst: 'يرجى تأكيد بريدك الإلكتروني أولًا',
  wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة',
  companyAccountsOnly: 'هذا الإجراء متاح لحسابات الشركات فقط',
  tenantUsersOnly: 'هذا الإجراء متاح لمستخدمي المستأجرين فقط',
  notAllowed: 'غير مسموح لك بهذا الإجراء',
  tooManyAttempts: 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  tooManyWrongCodes: 'رموز خاطئة كثيرة. يرجى طلب رمز جديد.',
  internalError: 'خطأ داخلي في الخادم',
  somethingWentWrong: 'حدث خطأ ما! يرجى المحاولة مرة أخرى.',
  notFound: 'غير موجود',
  productCodeTaken: 'هذا الرمز مستخدم لمنتج آخر',
  packageIncludesItself: 'لا يمكن للباقة أن تتضمن نفسها',
  fileRequired: 'الملف مطلوب',
  imageTypes: 'يُسمح بصور PNG وJPEG فقط',
  documentTypes: 'يُسمح بمستندات PDF فقط',
  imageTooLarge: 'حجم الصورة أكبر من 1 ميجابايت. يرجى رفع ملف أصغر.',
  documentTooLarge: 'حجم الملف أكبر من 10 ميجابايت. يرجى رفع ملف أصغر.',
  quantityAboveStock: 'عذرًا، الكمية المطلوبة من هذا المنتج أكبر من المخزون المتوفر!',
  noRegistrationWaiting: 'لا يوجد تسجيل بانتظار هذا البريد الإلكتروني',
  usernameTaken: 'اسم المستخدم مستخدم بالفعل',
  emailTakenInTenant: 'هذا البريد الإلكتروني مستخدم بالفعل لدى هذا المستأجر',
  tenantIdTaken: 'يوجد مستأجر بهذا المعرّف بالفعل',
  invalidId: 'المعرّف غير صالح',
  invalidCountryId: 'يجب أن يتكون رمز الدولة من حرفين',
  invalidCharacters: 'يحتوي على أحرف غير مسموح بها',
  malformedUrl: 'يحتوي العنوان على أحرف غير صالحة',
  alreadyExists: 'هذه القيمة مستخدمة بالفعل',
  relatedRecords: 'يتعارض هذا التغيير مع سجلات مرتبطة. يرجى تحديث بياناتك.',
  invalidValue: 'إحدى القيم غير صالحة',
  valueTooLong: 'إحدى القيم طويلة جدًا',
  valueOutOfRange: 'أحد الأرقام خارج النطاق المسموح',
  signInLocked:
    'محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. تم قفل تسجيل الدخول بكلمة المرور لمدة 15 دقيقة؛ أعد تعيين كلمة المرور لفتحه الآن.',
  outOfStock: 'عذرًا، نفدت الكمية مؤقتًا.',
  paymentUnavailable: 'الدفع غير متاح الآن!',
  discountNotFound: 'غير موجود أو منتهي الصلاحية',
  receiptChanged: 'تغيرت الأسعار أو الكميات المتوفرة. يرجى مراجعة طلبك.',
  paymentDeclined: 'تم رفض بطاقتك.',
  paymentRequiresAction: 'يطلب منك البنك تأكيد هذه الدفعة.',
  productUnavailable: 'هذا المنتج لم يعد متاحًا',
  invalidIban: 'يرجى إدخال رقم آيبان صالح',
  invalidSwift: 'يرجى إدخال رمز سويفت صالح',
  cardDataRefused: 'يجب إرسال بيانات البطاقة إلى مزود الدفع فقط، وليس إلى هذه الواجهة',
  idempotencyKeyReused: 'سبق استخدام مفتاح Idempotency-Key هذا لطلب آخر',
  invalidSignature: 'التوقيع غير صالح',
  shippedQuantityMismatch: 'يجب أن تتساوى الكمية المشحونة مع الكمية المطلوبة',
  shippedQuantityTooHigh: 'لا يمكن أن تكون الكمية المشحونة أكبر من الكمية المطلوبة',
  refundTooHigh: 'المبلغ المسترد أكبر من المتبقي القابل للاسترداد في هذا الطلب',
  refundQuantityTooHigh: 'لا يمكن أن تكون الكمية المستردة أكبر من المتبقي من المنتج',
  refundNotCaptured: 'لا توجد دفعة بطاقة محصّلة في هذا الطلب لاستردادها',
  refundFailed: 'رفض مزود الدفع الاسترداد. لم يُسترد أي مبلغ.',
  cancelRefused: 'يمكن إلغاء الطلب المقبول فقط إذا لم يُشحن منه شيء. استرد المبلغ بدلًا من ذلك.',
  orderStatusChanged: 'قام شخص آخر بتحديث هذا الطلب. يرجى تحديث البيانات.',
  orderTransitionRefused: 'لا يمكن نقل هذا الطلب إلى هذه الحالة',
  paymentCaptureFailed: 'تعذّر تحصيل المبلغ. لا يزال الطلب قيد الانتظار.',
  paymentInProgress: 'جارٍ معالجة دفعة هذا الطلب. يرجى المحاولة مرة أخرى بعد بضع دقائق.',
  checkoutExpired: 'لم تكتمل هذه الدفعة في الوقت المحدد. يرجى تقديم طلبك مرة أخرى.',
  discountCodeTaken: 'هذا الرمز مستخدم لخصم آخر',
  discountUsedLocked:
    'تم استخدام هذا الخصم: لا يمكن تغيير رمزه أو نوعه أو نسبته أو منتجاته أو كونه للاستخدام مرة واحدة',
  discountUsageBelowUses: 'لا يمكن أن يقل عدد مرات الاستخدام عن عدد الاستخدامات حتى الآن',
  discountNoUsesLeft: 'لم يتبق لهذا الرمز أي استخدام. ارفع عدد مرات استخدامه أولًا.',
  inventoryOutdated: 'بيانات المخزون قديمة. يرجى تحديث بياناتك.',
  accountBlocked: 'تم حظر حسابك. يرجى التواصل معنا.',
  customerGroupNameTaken: 'توجد مجموعة عملاء بهذا الاسم بالفعل',
  licenseSubscriptionsOnly: 'يمكن ترخيص منتجات الاشتراك فقط',
  licenseSeatsUsedUp: 'جميع مقاعد هذا الترخيص مخصصة بالفعل',
  licenseNotActive: 'هذا الترخيص غير نشط',
  licenseAlreadyAssigned: 'يشغل هذا المستخدم مقعدًا في هذا الترخيص بالفعل',
  licenseUserNotInTenant: 'هذا المستخدم ليس من مستخدمي المستأجر',
  licenseUserNotInCompany: 'هذا المستخدم ليس من مستخدمي مستأجري الشركة',
  licenseActionRefused: 'لا يمكن تغيير هذا الترخيص بهذه الطريقة. يرجى تحديث البيانات.',
  licenseOneHolder: 'اختر مستأجرًا أو شركة، وليس كليهما',
  currencyUnchanged: 'يستخدم المتجر هذه العملة بالفعل',
  currencyChangedMeanwhile: 'غيّر شخص آخر عملة المتجر. يرجى تحديث بياناتك.',
  staffRoleForbids: 'لا يسمح دورك بهذا الإجراء',
  staffDeactivated: 'تم إيقاف حسابك. يرجى التواصل مع مشرف عام.',
  lastSuperAdmin: 'لا يمكن إيقاف آخر مشرف عام نشط أو منحه دورًا آخر',
  documentsNotYet: 'تتوفر الفواتير وقوائم التعبئة بعد قبول الطلب',
  quoteExpired: 'انتهت صلاحية عرض السعر هذا. يرجى طلب عرض جديد.',
  quoteDeclined: 'تم رفض عرض السعر هذا.',
  quoteUsed: 'سبق استخدام عرض السعر هذا في طلب.',
  quoteLinesChanged: 'يُشترى عرض السعر كما هو: منتجاته وكمياته، دون رمز خصم.',
  quoteCurrencyChanged: 'تغيّرت عملة المتجر منذ عرض السعر هذا. يرجى طلب عرض جديد.',
  quoteValidityPast: 'يجب أن يكون تاريخ الصلاحية في المستقبل',
};

const keyByText = new Map<string, ServerMessageKey>(
  (Object.keys(serverMessages) as ServerMessageKey[]).map((key) => [serverMessages[key], key]),
);

/** The constant's text in `language`, or undefined when `text` is not one of the constants. */
export function translateServerMessage(text: string, language: Language): string | undefined {
  const key = keyByText.get(text);
  if (!key) return undefined;
  return language === 'ar' ? arabicServerMessages[key] : serverMessages[key];
}
