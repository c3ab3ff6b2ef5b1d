import { describe, expect, it } from 'vitest';
import { organizationData } from './organization-data.ts';

const origin = 'https://shop.example.com';

describe('the shop as a schema.org Organization', () => {
  it('names the organization from the settings: logo, contact and social links', () => {
    const data = organizationData(
      { displayName: 'Alef IoT' },
      {
        logo: '/files/logo',
        contactInfo: {
          email: 'hi@alef.example',
          tel: '+971 4 000 0000',
          address: 'Dubai',
          secondAddress: '',
          fax: '',
          sales: '',
        },
        socialLinks: [{ key: 'LinkedIn', value: 'https://linkedin.com/company/alef' }],
      },
      origin,
      `${origin}/en`,
    );
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Alef IoT',
      url: `${origin}/en`,
      logo: `${origin}/files/logo`,
      email: 'hi@alef.example',
      telephone: '+971 4 000 0000',
      sameAs: ['https://linkedin.com/company/alef'],
    });
  });
});
