import { beforeEach, describe, expect, it } from 'vitest';
import type { MetadataItem } from '@iot/shared/catalog-metadata';
import type { Product } from '@iot/shared/products';
import type { MarketplaceRequest } from '@iot/shared/requests';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseTargets())('quote requests and messages on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;
  let product: Product;
  let hiddenProduct: Product;

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    const type = (
      await t.app.inject({
        method: 'POST',
        url: '/marketplace/device-types',
        headers: admin,
        payload: { title: 'Tracker' },
      })
    ).json<{ data: MetadataItem }>().data;
    const create = async (code: string, visible: boolean) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/marketplace/products',
          headers: admin,
          payload: {
            name: `Tracker ${code}`,
            code,
            price: 10,
            type: 'device',
            deviceTypeId: type._id,
            images: ['/files/00000000-0000-4000-8000-000000000001'],
            visible,
          },
        })
      ).json<{ data: Product }>().data;
    product = await create('Q-1', true);
    hiddenProduct = await create('Q-2', false);
  });

  const quote = () => ({
    type: 'quote',
    fullName: 'Layla Haddad',
    phoneNumber: '+971 50 123 4567',
    email: 'Layla@Example.com',
    companyName: 'Haddad Logistics',
    country: 'AE',
    city: 'Dubai',
    products: [{ productId: product._id, quantity: 25 }],
    message: 'Please quote 25 trackers with installation.',
  });

  async function send(body: object, headers: Record<string, string> = {}) {
    return t.app.inject({ method: 'POST', url: '/marketplace-customer/requests', headers, payload: body });
  }

  it('takes a quote from an anonymous shopper and shows it in the back office', async () => {
    const sent = await send(quote());
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json<{ data: MarketplaceRequest }>().data;
    expect(request).toMatchObject({
      type: 'quote',
      status: 'new',
      email: 'layla@example.com',
      country: { id: 'AE', name: 'United Arab Emirates' },
      customer: null,
    });
    expect(request.products).toEqual([{ productId: product._id, code: 'Q-1', name: 'Tracker Q-1', quantity: 25 }]);

    const list = await t.app.inject({ method: 'GET', url: '/marketplace/requests?type=quote', headers: admin });
    expect(list.json<{ data: MarketplaceRequest[]; meta: { total: number } }>().data.map((item) => item._id)).toEqual([
      request._id,
    ]);
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/marketplace/requests/${request._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(arabic.json<{ data: MarketplaceRequest }>().data.country?.name).toBe('الإمارات العربية المتحدة');

    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/requests/${request._id}`,
      headers: admin,
      payload: { status: 'answered' },
    });
    expect(answered.json<{ data: MarketplaceRequest }>().data.status).toBe('answered');
    expect(
      (await t.app.inject({ method: 'GET', url: '/marketplace/requests?status=new', headers: admin })).json<{
        meta: { total: number };
      }>().meta.total,
    ).toBe(0);
  });

  it('takes a message without products', async () => {
    const sent = await send({
      type: 'message',
      fullName: 'Omar',
      phoneNumber: '0501234567',
      email: 'omar@example.com',
      message: 'Do you ship to Oman?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json<{ data: MarketplaceRequest }>().data).toMatchObject({
      type: 'message',
      products: [],
      country: null,
    });
  });

  it('validates with the SPEC §5 messages and stores nothing', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ ...quote(), email: 'not-an-email' }, { email: 'Please enter a valid email' }],
      [{ ...quote(), phoneNumber: 'abc' }, { phoneNumber: 'Please enter a valid phone number' }],
      [{ ...quote(), fullName: '' }, { fullName: 'Full name is required' }],
      [{ ...quote(), message: 'm'.repeat(256) }, { message: 'Message must be less than or equal to 255 characters' }],
      [{ ...quote(), products: [] }, { products: 'At least 1 Product is required' }],
      [{ ...quote(), products: [{ productId: hiddenProduct._id, quantity: 1 }] }, { products: 'Product is invalid' }],
      [{ ...quote(), country: 'ZZ' }, { country: 'Country is invalid' }],
    ];
    for (const [body, fields] of cases) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual(fields);
    }
    const arabic = await send({ ...quote(), email: 'x' }, { 'accept-language': 'ar' });
    expect(arabic.json<ErrorBody>().error.fields).toEqual({ email: 'يرجى إدخال بريد إلكتروني صالح' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/marketplace/requests', headers: admin })).json<{
        meta: { total: number };
      }>().meta.total,
    ).toBe(0);
  });

  it('records a signed-in customer as the sender and shows them only their own requests', async () => {
    const mine = await t.customerToken({ sub: '11111111-1111-4111-8111-111111111111', kind: 'root' });
    const theirs = await t.customerToken({ sub: '22222222-2222-4222-8222-222222222222', kind: 'root' });
    await send(quote(), { authorization: `Bearer ${mine}` });
    await send(quote(), { authorization: `Bearer ${theirs}` });
    await send(quote());
    const own = await t.app.inject({
      method: 'GET',
      url: '/marketplace-customer/requests',
      headers: { authorization: `Bearer ${mine}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    const data = own.json<{ data: MarketplaceRequest[] }>().data;
    expect(data).toHaveLength(1);
    expect(data[0]?.customer).toEqual({ kind: 'root', id: '11111111-1111-4111-8111-111111111111' });
    expect((await t.app.inject({ method: 'GET', url: '/marketplace-customer/requests' })).statusCode).toBe(401);
    expect((await send(quote(), { authorization: 'Bearer forged' })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/marketplace/requests',
          headers: { authorization: `Bearer ${mine}` },
        })
      ).statusCode,
    ).toBe(401);
  });
});
