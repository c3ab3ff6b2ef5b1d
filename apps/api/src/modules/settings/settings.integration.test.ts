import { beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { defaultSettings } from '@iot/shared/settings';
import { injectApiClient } from '../../test/api-client.ts';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

const adminUrl = '/marketplace/settings';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseTargets())('settings API on $name', (target) => {
  const t = useTestApp(target);
  let admin: string;

  beforeEach(async () => {
    admin = await t.adminToken();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  // Reads and valid changes go through the typed client generated from the OpenAPI document
  // (packages/api-client), as any client of the API would.
  async function customerSettings(headers: Record<string, string> = {}) {
    const { data, response } = await injectApiClient(t.app).GET('/marketplace-customer/settings', { headers });
    expect(response.status).toBe(200);
    return data!.data;
  }

  async function adminSettings() {
    const { data, response } = await injectApiClient(t.app, bearer(admin)).GET('/marketplace/settings');
    expect(response.status).toBe(200);
    return data!.data;
  }

  /**
   * Sends any JSON value, also ones the typed client would not let a caller write (inject would
   * not serialise a bare number or string).
   */
  function patch(body: unknown, headers: Record<string, string> = bearer(admin)) {
    return t.app.inject({
      method: 'PATCH',
      url: adminUrl,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
  }

  describe('GET /marketplace-customer/settings', () => {
    it('answers every SPEC §3 settings field with the seeded defaults, without a token', async () => {
      const data = await customerSettings();

      expect(Object.keys(data).sort()).toEqual(
        [
          'logo',
          'favicon',
          'copyright',
          'currency',
          'socialLinks',
          'allLanguages',
          'supportedLanguages',
          'language',
          'visibility',
          'contactInfo',
          'taxRates',
          'shippingRates',
          'estimatedDeliveryDays',
          'seller',
          'updatedAt',
        ].sort(),
      );
      expect(data).toEqual({ ...defaultSettings, updatedAt: expect.any(String) });
      expect(Number.isNaN(Date.parse(data.updatedAt))).toBe(false);

      // The customer-side extras of SPEC §3, as booleans and a link the storefront can open.
      expect(typeof data.visibility.pricing.enabled).toBe('boolean');
      expect(typeof data.visibility.stock.enabled).toBe('boolean');
      expect(typeof data.visibility.payment.enabled).toBe('boolean');
      expect(data.visibility.whatsapp).toEqual({
        enabled: expect.any(Boolean),
        url: expect.stringMatching(/^https:\/\//),
      });
      // SPEC §1: only en and ar are supported; the menu also names fr, tr, es and it.
      expect(data.supportedLanguages.map((option) => option.code)).toEqual(['en', 'ar']);
      expect(data.allLanguages.map((option) => option.code)).toEqual(
        expect.arrayContaining(['en', 'ar', 'fr', 'tr', 'es', 'it']),
      );
      expect(data.language).toBe('en');
      for (const link of data.socialLinks)
        expect(link).toEqual({ key: expect.any(String), value: expect.stringMatching(/^https?:\/\//) });
      expect(Object.keys(data.contactInfo)).toEqual(
        expect.arrayContaining(['email', 'address', 'tel', 'fax', 'sales']),
      );
    });

    it('answers the same document as the admin GET', async () => {
      expect(await customerSettings()).toEqual(await adminSettings());
    });
  });

  describe('admin GET and PATCH /marketplace/settings', () => {
    it('saves a PATCH so that both GETs show it, and keeps every field the PATCH does not name', async () => {
      const before = await adminSettings();
      const change = {
        copyright: '© 2026 Example Trading LLC',
        currency: 'EUR',
        socialLinks: [
          { key: 'instagram', value: 'https://www.instagram.com/example' },
          { key: 'linkedin', value: 'https://www.linkedin.com/company/example' },
        ],
        visibility: {
          stock: { enabled: false },
          whatsapp: { enabled: true, url: 'https://wa.me/971511111111' },
        },
      };

      const { data, response } = await injectApiClient(t.app, bearer(admin)).PATCH('/marketplace/settings', {
        body: change,
      });
      expect(response.status).toBe(200);
      const expected = {
        ...before,
        ...change,
        visibility: { ...before.visibility, ...change.visibility },
        updatedAt: expect.any(String),
      };
      expect(data?.data).toEqual(expected);

      const afterAdmin = await adminSettings();
      const afterCustomer = await customerSettings();
      expect(afterAdmin).toEqual(expected);
      expect(afterCustomer).toEqual(afterAdmin);
      // Untouched groups survive, including the siblings inside visibility.
      expect(afterCustomer.visibility.pricing).toEqual(before.visibility.pricing);
      expect(afterCustomer.visibility.payment).toEqual(before.visibility.payment);
      expect(afterCustomer.contactInfo).toEqual(before.contactInfo);
      expect(afterCustomer.supportedLanguages).toEqual(before.supportedLanguages);
      expect(Date.parse(afterCustomer.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    });

    it('patching visibility.stock alone keeps pricing, payment and whatsapp', async () => {
      const before = await customerSettings();
      const response = await patch({ visibility: { stock: { enabled: false } } });
      expect(response.statusCode).toBe(200);

      const after = await customerSettings();
      expect(after.visibility).toEqual({ ...before.visibility, stock: { enabled: false } });
      expect(after.visibility.pricing.enabled).toBe(true);
      expect({ ...after, updatedAt: before.updatedAt, visibility: before.visibility }).toEqual(before);
    });

    it('patching whatsapp.enabled alone keeps its link, and one contactInfo field keeps the others', async () => {
      const before = await customerSettings();
      expect((await patch({ visibility: { whatsapp: { enabled: false } } })).statusCode).toBe(200);
      expect((await patch({ contactInfo: { email: 'support@example.org' } })).statusCode).toBe(200);

      const after = await customerSettings();
      expect(after.visibility.whatsapp).toEqual({ enabled: false, url: before.visibility.whatsapp.url });
      expect(after.contactInfo).toEqual({ ...before.contactInfo, email: 'support@example.org' });
    });

    it('stores Arabic text as written and answers it whatever the Accept-Language', async () => {
      expect((await patch({ copyright: 'جميع الحقوق محفوظة' })).statusCode).toBe(200);
      expect((await customerSettings({ 'accept-language': 'ar' })).copyright).toBe('جميع الحقوق محفوظة');
    });

    it('two concurrent PATCHes of different fields both survive', async () => {
      for (let round = 0; round < 3; round += 1) {
        const copyright = `Concurrent copyright ${round}`;
        const currency = ['GBP', 'AED', 'SAR'][round] ?? 'GBP';
        const email = `round${round}@example.com`;
        const responses = await Promise.all([
          patch({ copyright }),
          patch({ currency }),
          patch({ contactInfo: { email } }),
          patch({ visibility: { payment: { enabled: round % 2 === 1 } } }),
        ]);
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

        const after = await customerSettings();
        expect(after.copyright).toBe(copyright);
        expect(after.currency).toBe(currency);
        expect(after.contactInfo.email).toBe(email);
        expect(after.visibility.payment.enabled).toBe(round % 2 === 1);
      }
    });
  });

  describe('pricing settings (tax and shipping per country, estimated delivery)', () => {
    it('default to nothing taxed, free shipping and 7 days, also for a row stored before they existed', async () => {
      const data = await customerSettings();
      expect(data).toMatchObject({ taxRates: [], shippingRates: [], estimatedDeliveryDays: 7 });

      const { taxRates: _tax, shippingRates: _shipping, estimatedDeliveryDays: _days, ...older } = defaultSettings;
      await t.database.db.execute(
        sql`update settings set value = ${JSON.stringify(older)}::jsonb where scope = 'global'`,
      );
      expect(await customerSettings()).toMatchObject({ taxRates: [], shippingRates: [], estimatedDeliveryDays: 7 });
      // And a PATCH of another field on such a row still saves.
      expect((await patch({ copyright: 'Older row' })).statusCode).toBe(200);
      expect(await adminSettings()).toMatchObject({ copyright: 'Older row', estimatedDeliveryDays: 7 });
    });

    it('saves rates per country and the delivery days', async () => {
      const change = {
        taxRates: [
          { country: 'AE', rate: 5 },
          { country: 'DE', rate: 19.25 },
        ],
        shippingRates: [{ country: 'AE', amount: 12.5 }],
        estimatedDeliveryDays: 3,
      };
      const response = await patch(change);
      expect(response.statusCode).toBe(200);
      expect(await customerSettings()).toMatchObject(change);
    });

    it('refuses a rate above 100 or with 3 decimals, a country twice, a bad code and an amount finer than the currency', async () => {
      const before = await customerSettings();
      const response = await patch({
        taxRates: [
          { country: 'AE', rate: 100.5 },
          { country: 'de', rate: 1.005 },
        ],
        estimatedDeliveryDays: 1.5,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({
        'taxRates.0.rate': 'Tax rate Must Be Less Than Or Equal To 100',
        'taxRates.1.country': 'Country is invalid',
        'taxRates.1.rate': 'Tax rate is invalid',
        estimatedDeliveryDays: 'Estimated delivery days is invalid',
      });

      const twice = await patch({
        taxRates: [
          { country: 'AE', rate: 5 },
          { country: 'AE', rate: 6 },
        ],
      });
      expect(twice.statusCode).toBe(400);
      expect(twice.json<ErrorBody>().error.fields).toEqual({ taxRates: 'Country is invalid' });

      // 2.555 does not fit USD (2 decimals); 2.5 does not fit JPY (none) once the currency changes.
      const finer = await patch({ shippingRates: [{ country: 'AE', amount: 2.555 }] });
      expect(finer.json<ErrorBody>().error.fields).toEqual({ 'shippingRates.0.amount': 'Shipping amount is invalid' });
      expect((await patch({ shippingRates: [{ country: 'AE', amount: 2.5 }] })).statusCode).toBe(200);
      // A shipping price of 2.5 JPY would be a new price nobody set: the currency changes by a conversion.
      const yen = await patch({ currency: 'JPY' });
      expect(yen.statusCode).toBe(409);
      expect(yen.json<ErrorBody>().error.fields).toEqual({
        currency: '0 products and 1 shipping rates are priced in USD; change the currency with a conversion rate',
      });
      // Sent together with shipping prices, those are written in the new currency and must fit it.
      const yenWithRates = await patch({ currency: 'JPY', shippingRates: [{ country: 'AE', amount: 2.5 }] });
      expect(yenWithRates.json<ErrorBody>().error.fields).toEqual({
        'shippingRates.0.amount': 'Shipping amount is invalid',
      });
      expect((await customerSettings()).currency).toBe(before.currency);
    });
  });

  describe('who may change settings', () => {
    async function expectRefused(headers: Record<string, string>, status = 401) {
      const before = await customerSettings();
      const response = await patch({ copyright: 'Not allowed' }, headers);
      expect(response.statusCode).toBe(status);
      const body = response.json<ErrorBody>();
      expect(body.error.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
      expect(body.error.message).toEqual(expect.any(String));
      expect(await customerSettings()).toEqual(before);
    }

    it('refuses a PATCH without a token', async () => {
      await expectRefused({});
    });

    it('refuses the admin GET without a token', async () => {
      const response = await t.app.inject({ method: 'GET', url: adminUrl });
      expect(response.statusCode).toBe(401);
      expect(response.json<ErrorBody>().error.code).toBe('UNAUTHORIZED');
    });

    it('refuses a customer-realm token, even one claiming isAdmin', async () => {
      await expectRefused(bearer(await t.customerToken()));
      await expectRefused(bearer(await t.customerToken({ isAdmin: true })));
    });

    it('refuses garbage, a non-bearer scheme and a token signed with another secret', async () => {
      await expectRefused(bearer('not-a-token'));
      await expectRefused(bearer('a.b.c'));
      await expectRefused({ authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` });
      await expectRefused({ authorization: admin }); // the token without "Bearer"
      const forged = await new SignJWT({ typ: 'access', isAdmin: true, permissions: [] })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('iot-marketplace')
        .setAudience('admin')
        .setSubject('intruder')
        .setIssuedAt()
        .setExpirationTime('15m')
        .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-to-sign'));
      await expectRefused(bearer(forged));
    });

    it('refuses an expired token', async () => {
      await expectRefused(bearer(await t.adminToken({ lifetime: '-1m' })));
    });

    it("refuses an unsigned token (alg 'none') carrying admin claims", async () => {
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        typ: 'access',
        isAdmin: true,
        permissions: [],
        iss: 'iot-marketplace',
        aud: 'admin',
        sub: 'x',
        iat: now,
        exp: now + 600,
      };
      const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
      await expectRefused(bearer(unsigned));
    });

    it('answers 403 to an admin-realm token of a non-administrator', async () => {
      await expectRefused(bearer(await t.adminToken({ isAdmin: false })), 403);
    });
  });

  describe('validation', () => {
    it('keeps the seller printed on invoices: a partial PATCH merges, a bad tax number or empty name is refused', async () => {
      const saved = await patch({ seller: { taxNumber: '100123456700003' } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await customerSettings()).seller).toEqual({ ...defaultSettings.seller, taxNumber: '100123456700003' });

      const refused = await patch({ seller: { name: ' ', taxNumber: 'VAT#1' } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<ErrorBody>().error.fields).toEqual({
        'seller.name': 'Seller name is required',
        'seller.taxNumber': 'Tax number is invalid',
      });
      expect((await customerSettings()).seller.taxNumber).toBe('100123456700003');
      await patch({ seller: defaultSettings.seller });
    });

    const badBody = {
      copyright: 'x'.repeat(256),
      currency: '',
      socialLinks: [{ key: 'facebook', value: 'not a url' }],
      contactInfo: { email: 'x', tel: 'abc' },
      // Valid on its own, and still not saved: a request is applied whole or not at all.
      visibility: { pricing: { enabled: false } },
      logo: '/files/new-logo',
    };

    it('answers 400 with the SPEC §5 message for each bad field, and changes nothing', async () => {
      const before = await customerSettings();
      const response = await patch(badBody);

      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.fields).toEqual({
        copyright: 'Copyright must be less than or equal to 255 characters',
        currency: 'Currency is required',
        'socialLinks.0.value': 'Invalid URL',
        'contactInfo.email': 'Please enter a valid email',
        'contactInfo.tel': 'Please enter a valid phone number',
      });
      expect(Object.values(body.error.fields ?? {})).toContain(body.error.message);

      const after = await customerSettings();
      expect(after).toEqual(before);
      expect(after.visibility.pricing.enabled).toBe(true);
      expect(after.logo).toBeNull();
    });

    it('answers the same messages in Arabic with Accept-Language: ar', async () => {
      const response = await patch(badBody, { ...bearer(admin), 'accept-language': 'ar' });

      expect(response.statusCode).toBe(400);
      const body = response.json<ErrorBody>();
      expect(body.error.fields).toEqual({
        copyright: 'يجب ألا يزيد طول حقوق النشر عن ٢٥٥ حرفًا',
        currency: 'حقل العملة مطلوب',
        'socialLinks.0.value': 'رابط غير صالح',
        'contactInfo.email': 'يرجى إدخال بريد إلكتروني صالح',
        'contactInfo.tel': 'يرجى إدخال رقم هاتف صالح',
      });
      expect(body.error.message).toMatch(/\p{Script=Arabic}/u);
    });

    it('refuses WhatsApp switched on with an empty link, also when the link was emptied earlier', async () => {
      const before = await customerSettings();
      const direct = await patch({ visibility: { whatsapp: { enabled: true, url: '' } } });
      expect(direct.statusCode).toBe(400);
      expect(direct.json<ErrorBody>().error.fields).toEqual({ 'visibility.whatsapp.url': 'WhatsApp link is required' });
      expect(await customerSettings()).toEqual(before);

      // Off with no link is fine; switching it back on without a link is not (the rule spans the stored document).
      expect((await patch({ visibility: { whatsapp: { enabled: false, url: '' } } })).statusCode).toBe(200);
      const later = await patch({ visibility: { whatsapp: { enabled: true } } });
      expect(later.statusCode).toBe(400);
      expect(later.json<ErrorBody>().error.fields).toEqual({ 'visibility.whatsapp.url': 'WhatsApp link is required' });
      expect((await customerSettings()).visibility.whatsapp).toEqual({ enabled: false, url: '' });
    });

    it('refuses an unknown top-level key without applying the rest of the request', async () => {
      const before = await customerSettings();
      const response = await patch({ copyright: 'Valid copyright', isAdmin: true });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
      expect(await customerSettings()).toEqual(before);
    });

    it('refuses bodies that are not an object, and other wrong types, with 400 (never 500)', async () => {
      const before = await customerSettings();
      for (const body of [
        [],
        'text',
        42,
        { copyright: null },
        { visibility: { stock: { enabled: 'no' } } },
        { socialLinks: 'x' },
      ]) {
        const response = await patch(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
      }
      expect(await customerSettings()).toEqual(before);
    });

    it('reports an empty language list with the "At least" template', async () => {
      const response = await patch({ supportedLanguages: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({
        supportedLanguages: 'At least 1 Supported language is required',
      });
    });
  });
});
