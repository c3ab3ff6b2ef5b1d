import { authLimits } from '@iot/shared/auth';
import { localizeDigits } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';
import { layOutMail, type MailBlock, type MailContent, type MailSender } from './mail-layout.ts';

export type MailTemplate =
  | { kind: 'reset-password-code'; code: string }
  | { kind: 'set-password-code'; code: string }
  | { kind: 'admin-invite-code'; code: string; link: string }
  | { kind: 'verify-registration-code'; code: string }
  | { kind: 'account-exists' };

/**
 * Prose before and after the code; the code line itself is laid out by renderMail, as is a link
 * (an address keeps its Latin digits, so it is never part of the prose).
 */
type Wording = { subject: string; intro: string; link?: string; code?: string; outro: string };

const minutes = authLimits.otpValidityMinutes;

function wording(template: MailTemplate, language: Language): Wording {
  const ar = language === 'ar';
  switch (template.kind) {
    case 'reset-password-code':
      return ar
        ? {
            subject: 'رمز إعادة تعيين كلمة المرور',
            intro: 'رمز إعادة تعيين كلمة المرور الخاص بك هو:',
            code: template.code,
            outro: `الرمز صالح لمدة ${minutes} دقائق. إذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
          }
        : {
            subject: 'Your password reset code',
            intro: 'Your password reset code is:',
            code: template.code,
            outro: `It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
          };
    case 'set-password-code':
      return ar
        ? {
            subject: 'تم إنشاء حسابك',
            intro:
              'أنشأ فريقنا حساب شركة لك بعنوان البريد الإلكتروني هذا. لتعيين كلمة المرور، اختر "نسيت كلمة المرور؟" في صفحة تسجيل الدخول وأدخل هذا الرمز:',
            code: template.code,
            outro: `الرمز صالح لمدة ${minutes} دقائق؛ ويمكنك طلب رمز جديد من الصفحة نفسها في أي وقت.`,
          }
        : {
            subject: 'Your account has been created',
            intro:
              'Our team created a company account for you with this e-mail address. To set your password, choose "Forgot password?" on the sign-in page and enter this code:',
            code: template.code,
            outro: `It is valid for ${minutes} minutes; you can ask for a new one on the same page at any time.`,
          };
    case 'admin-invite-code':
      return ar
        ? {
            subject: 'دعوة إلى لوحة الإدارة',
            intro: 'تمت دعوتك لإدارة المتجر. لتعيين كلمة المرور، افتح صفحة الدعوة وأدخل الرمز أدناه:',
            link: template.link,
            code: template.code,
            outro: `الرمز صالح لمدة ${minutes} دقائق؛ ويمكنك طلب رمز جديد من الصفحة نفسها في أي وقت.`,
          }
        : {
            subject: 'Your invitation to the back office',
            intro:
              "You have been invited to run the shop's back office. To set your password, open the invitation page and enter the code below:",
            link: template.link,
            code: template.code,
            outro: `It is valid for ${minutes} minutes; you can ask for a new one on the same page at any time.`,
          };
    case 'verify-registration-code':
      return ar
        ? {
            subject: 'تأكيد بريدك الإلكتروني',
            intro: 'رمز تأكيد التسجيل الخاص بك هو:',
            code: template.code,
            outro: `الرمز صالح لمدة ${minutes} دقائق.`,
          }
        : {
            subject: 'Confirm your e-mail address',
            intro: 'Your registration code is:',
            code: template.code,
            outro: `It is valid for ${minutes} minutes.`,
          };
    case 'account-exists':
      return ar
        ? {
            subject: 'لديك حساب بالفعل',
            intro: 'طلب أحدهم إنشاء حساب جديد بعنوان البريد الإلكتروني هذا، ولديك حساب بالفعل.',
            outro: 'يمكنك تسجيل الدخول، أو استعادة كلمة المرور إذا نسيتها. إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
          }
        : {
            subject: 'You already have an account',
            intro: 'Someone tried to register a new account with this e-mail address, which already has one.',
            outro:
              'You can sign in, or recover your password if you forgot it. If this was not you, ignore this e-mail.',
          };
  }
}

/**
 * Mail texts per language. Arabic prose uses Arabic-Indic digits (SPEC §1), but the code is also
 * printed in Latin digits, because that is what a keyboard types into the 8-character code field.
 */
export function renderMail(template: MailTemplate, language: Language, sender: MailSender): MailContent {
  const { subject, intro, link, code, outro } = wording(template, language);
  const codeLine =
    code === undefined ? undefined : language === 'ar' ? `${localizeDigits(code, 'ar')} (${code})` : code;
  const blocks: MailBlock[] = [
    { kind: 'text', text: intro },
    ...(link === undefined
      ? []
      : [
          {
            kind: 'link' as const,
            label: language === 'ar' ? 'فتح صفحة الدعوة' : 'Open the invitation page',
            href: link,
          },
        ]),
    ...(codeLine === undefined ? [] : [{ kind: 'verbatim' as const, label: '', value: codeLine, large: true }]),
    { kind: 'text', text: outro },
  ];
  return layOutMail({ subject, heading: subject, blocks }, language, sender);
}
