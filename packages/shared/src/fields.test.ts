import { describe, expect, it } from 'vitest';
import { marketingCreateBodySchema } from './marketing.ts';
import { settingsPatchSchema } from './settings.ts';
import { profileUpdateBodySchema } from './auth.ts';
import { assetField, linkField } from './fields.ts';

const accepted = [
  '/products?type=gateway',
  '/files/3f0c7c1e-8a51-4b7e-9d3e-1d2f3a4b5c6d',
  'https://example.com/a?b=c',
  'http://example.com',
];
const refused = [
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>',
  'ftp://example.com',
  'mailto:a@example.com',
  'products',
  '/a b',
  'https://',
  ' //evil.example',
];

describe('link fields (SPEC §5: Invalid URL)', () => {
  it.each(accepted)('accepts %s', (value) => {
    expect(linkField().safeParse(value).success).toBe(true);
    expect(assetField().safeParse(value).success).toBe(true);
  });

  it.each(refused)('refuses %s with Invalid URL', (value) => {
    const result = linkField().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid URL');
    expect(assetField().safeParse(value).success).toBe(false);
  });

  it('every link and image field of marketing, settings and the customer profile uses the rule', () => {
    const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      result.error?.issues.map((found) => `${found.path.join('.')}: ${found.message}`);
    expect(
      issue(
        marketingCreateBodySchema.safeParse({
          title: 'Slide',
          image: '//evil.example/a.png',
          link: 'javascript:alert(1)',
        }),
      ),
    ).toEqual(['image: Invalid URL', 'link: Invalid URL']);
    expect(
      issue(
        settingsPatchSchema.safeParse({
          logo: '//evil.example/logo.png',
          socialLinks: [{ key: 'x', value: '//evil.example' }],
          visibility: { whatsapp: { url: 'javascript:alert(1)' } },
        }),
      ),
    ).toEqual(['logo: Invalid URL', 'socialLinks.0.value: Invalid URL', 'visibility.whatsapp.url: Invalid URL']);
    expect(issue(profileUpdateBodySchema.safeParse({ avatar: 'javascript:alert(1)' }))).toEqual([
      'avatar: Invalid URL',
    ]);
    expect(marketingCreateBodySchema.safeParse({ title: 'Slide', image: '/files/1', link: '' }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ avatar: null }).success).toBe(true);
  });
});
