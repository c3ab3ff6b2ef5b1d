import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, post, type ErrorBody } from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, testImageUrl, useTestApp } from '../../test/test-app.ts';

const neverUploaded = '/files/99999999-9999-4999-8999-999999999999';
const elsewhere = 'https://images.example.com/tracker.png';
const notFound = 'Image not found';

/**
 * SPEC §5 image fields hold images of this site's file store: a URL of another site, an id that was
 * never uploaded or a stored PDF is a 400 naming the field, on every form that has one.
 */
describe.each(databaseTargets())('image fields accept only stored images on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;
  let document: string;

  beforeEach(async () => {
    admin = bearer(await t.adminToken());
    // A stored document: a real file, of the wrong purpose for an image field.
    const pdf =
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\nxref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n';
    const boundary = 'image-fields-test';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sheet.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}${pdf.indexOf('xref\n')}\n%%EOF\n\r\n--${boundary}--\r\n`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/marketplace/files?purpose=document',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    document = uploaded.json<{ data: { url: string } }>().data.url;
  });

  const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = admin) =>
    t.app.inject({ method, url, headers, payload });

  function expectRefused(response: { statusCode: number; json: <T>() => T }, field: string, message = notFound) {
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({ [field]: message });
  }

  it('products: each image must be stored; the error names the image by position', async () => {
    const deviceTypeId = (await send('POST', '/marketplace/device-types', { title: 'Tracker' })).json<{
      data: { _id: string };
    }>().data._id;
    const product = (images: string[]) => ({
      name: 'Tracker',
      code: 'IMG-1',
      price: 10,
      type: 'device',
      deviceTypeId,
      images,
    });
    expectRefused(await send('POST', '/marketplace/products', product([testImageUrl(1), neverUploaded])), 'images.1');
    expectRefused(await send('POST', '/marketplace/products', product([elsewhere])), 'images.0');
    expectRefused(await send('POST', '/marketplace/products', product([document])), 'images.0');
    const created = await send('POST', '/marketplace/products', product([testImageUrl(1), testImageUrl(2)]));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: { _id: string } }>().data._id;
    expectRefused(await send('PATCH', `/marketplace/products/${id}`, { images: [neverUploaded] }), 'images.0');
  });

  it('sliders and ads: the image must be stored and the link a site path or an http(s) URL', async () => {
    for (const kind of ['sliders', 'ads']) {
      expectRefused(await send('POST', `/marketplace/${kind}`, { title: 'Sale', image: neverUploaded }), 'image');
      expectRefused(
        await send('POST', `/marketplace/${kind}`, {
          title: 'Sale',
          image: testImageUrl(3),
          link: '//evil.example/sale',
        }),
        'link',
        'Invalid URL',
      );
      const created = await send('POST', `/marketplace/${kind}`, {
        title: 'Sale',
        image: testImageUrl(3),
        link: '/products?type=gateway',
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ data: { _id: string } }>().data._id;
      expectRefused(await send('PATCH', `/marketplace/${kind}/${id}`, { image: elsewhere }), 'image');
    }
  });

  it('metadata items: a picture or an industry image must be stored', async () => {
    expectRefused(await send('POST', '/marketplace/pictures', { title: 'Roof', image: neverUploaded }), 'image');
    expectRefused(await send('POST', '/marketplace/industries', { title: 'Energy', image: elsewhere }), 'image');
    const created = await send('POST', '/marketplace/pictures', { title: 'Roof', image: testImageUrl(4) });
    expect(created.statusCode, created.body).toBe(201);
    expectRefused(
      await send('PATCH', `/marketplace/pictures/${created.json<{ data: { _id: string } }>().data._id}`, {
        image: document,
      }),
      'image',
    );
  });

  it('settings: logo and favicon must be stored; social and WhatsApp links refuse //host', async () => {
    expectRefused(await send('PATCH', '/marketplace/settings', { logo: neverUploaded }), 'logo');
    expectRefused(await send('PATCH', '/marketplace/settings', { favicon: elsewhere }), 'favicon');
    expectRefused(
      await send('PATCH', '/marketplace/settings', { socialLinks: [{ key: 'x', value: '//evil.example' }] }),
      'socialLinks.0.value',
      'Invalid URL',
    );
    expectRefused(
      await send('PATCH', '/marketplace/settings', {
        visibility: { whatsapp: { enabled: true, url: 'javascript:alert(1)' } },
      }),
      'visibility.whatsapp.url',
      'Invalid URL',
    );
    const saved = await send('PATCH', '/marketplace/settings', { logo: testImageUrl(5), favicon: testImageUrl(6) });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('the customer avatar is validated like every other image', async () => {
    const signIn = await post(
      t,
      '/marketplace-customer/companies/login',
      { username: demoAccounts.company.email, password: demoAccounts.company.password },
      await t.captcha('/marketplace-customer'),
    );
    const { user, accessToken } = signIn.json<{ data: { user: { _id: string }; accessToken: string } }>().data;
    const company = bearer(accessToken);
    expectRefused(
      await send('PATCH', `/marketplace-customer/companies/${user._id}`, { avatar: 'javascript:alert(1)' }, company),
      'avatar',
      'Invalid URL',
    );
    expectRefused(
      await send('PATCH', `/marketplace-customer/companies/${user._id}`, { avatar: elsewhere }, company),
      'avatar',
    );
    const saved = await send(
      'PATCH',
      `/marketplace-customer/companies/${user._id}`,
      { avatar: testImageUrl(7) },
      company,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: { avatar: string } }>().data.avatar).toBe(testImageUrl(7));
  });
});
