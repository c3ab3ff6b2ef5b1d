import { describe, expect, it } from 'vitest';
import { resolveBrand } from '@iot/shared/brands';
import { renderMail } from './mail-messages.ts';

const sender = { brand: resolveBrand('alef') };

describe('renderMail', () => {
  it('writes the code in English mails as typed', () => {
    const mail = renderMail({ kind: 'reset-password-code', code: '01234567' }, 'en', sender);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toContain('01234567');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes Arabic prose with Arabic-Indic digits and the code in both digit sets', () => {
    const mail = renderMail({ kind: 'verify-registration-code', code: '01234567' }, 'ar', sender);
    expect(mail.text).toContain('٠١٢٣٤٥٦٧ (01234567)');
    expect(mail.text).toContain('١٠ دقائق');
    expect(mail.text.replace('(01234567)', '')).not.toMatch(/[0-9]/);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('tells an existing account holder about the attempt without a code', () => {
    const mail = renderMail({ kind: 'account-exists' }, 'en', sender);
    expect(mail.subject).toBe('You already have an account');
    expect(mail.text).not.toMatch(/\d{8}/);
  });
});
