import { describe, expect, it } from 'vitest';
import { defaultSettings, settingsPatchSchema } from '@iot/shared/settings';
import {
  contactInfoPatchOf,
  languagesFormOf,
  languagesFormSchema,
  languagesPatchOf,
  socialLinksPatchOf,
  taxRatesPatchOf,
  visibilityFormSchema,
  visibilityPatchOf,
} from './settings-form.ts';

describe('languages section', () => {
  it('edits the supported languages as codes and saves them with the menu labels, in their fixed order', () => {
    expect(languagesFormOf(defaultSettings)).toEqual({ supported: ['en', 'ar'], language: 'en' });
    const patch = languagesPatchOf({ supported: ['ar', 'en'], language: 'ar' }, defaultSettings.allLanguages);
    expect(patch).toEqual({
      supportedLanguages: [
        { code: 'en', label: 'English' },
        { code: 'ar', label: 'العربية' },
      ],
      language: 'ar',
    });
    expect(settingsPatchSchema.safeParse(patch).success).toBe(true);
  });

  it('refuses a default language that is not supported, and no language at all', () => {
    const notSupported = languagesFormSchema.safeParse({ supported: ['ar'], language: 'en' });
    expect(notSupported.error?.issues).toEqual([
      expect.objectContaining({ path: ['language'], message: 'Default language is invalid' }),
    ]);
    const none = languagesFormSchema.safeParse({ supported: [], language: 'en' });
    expect(none.error?.issues.map((issue) => issue.message)).toContain('At least 1 Supported language is required');
  });
});

describe('section patches', () => {
  it('trims social links and leaves out rows left empty', () => {
    expect(
      socialLinksPatchOf({
        socialLinks: [
          { key: ' linkedin ', value: ' https://www.linkedin.com/company/x ' },
          { key: '', value: '  ' },
        ],
      }),
    ).toEqual({ socialLinks: [{ key: 'linkedin', value: 'https://www.linkedin.com/company/x' }] });
  });

  it('trims contact info, so an e-mail typed with a space is saved valid', () => {
    const patch = contactInfoPatchOf({ contactInfo: { ...defaultSettings.contactInfo, email: ' shop@example.com ' } });
    expect(patch.contactInfo?.email).toBe('shop@example.com');
    expect(settingsPatchSchema.safeParse(patch).success).toBe(true);
  });

  it('keeps the WhatsApp link when WhatsApp is switched off, and refuses WhatsApp on without a link', () => {
    const off = { ...defaultSettings.visibility, whatsapp: { enabled: false, url: ' https://wa.me/971511111111 ' } };
    expect(visibilityPatchOf({ visibility: off }).visibility?.whatsapp).toEqual({
      enabled: false,
      url: 'https://wa.me/971511111111',
    });
    const onWithoutLink = visibilityFormSchema.safeParse({
      visibility: { ...defaultSettings.visibility, whatsapp: { enabled: true, url: '' } },
    });
    expect(onWithoutLink.error?.issues).toEqual([
      expect.objectContaining({ path: ['visibility', 'whatsapp', 'url'], message: 'WhatsApp link is required' }),
    ]);
  });

  it('orders tax rates by country', () => {
    expect(
      taxRatesPatchOf({
        taxRates: [
          { country: 'SA', rate: 15 },
          { country: 'AE', rate: 5 },
        ],
      }),
    ).toEqual({
      taxRates: [
        { country: 'AE', rate: 5 },
        { country: 'SA', rate: 15 },
      ],
    });
  });
});
