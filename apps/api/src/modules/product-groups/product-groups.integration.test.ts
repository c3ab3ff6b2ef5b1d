import { beforeEach, describe, expect, it } from 'vitest';
import type { MetadataItem } from '@iot/shared/catalog-metadata';
import type { Product, ProductGroup } from '@iot/shared/products';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseTargets())('product groups on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;
  let products: Product[];

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    const type = await t.app.inject({
      method: 'POST',
      url: '/marketplace/device-types',
      headers: admin,
      payload: { title: 'Sensor' },
    });
    const deviceTypeId = type.json<{ data: MetadataItem }>().data._id;
    products = [];
    for (const code of ['S-1', 'S-2', 'S-3']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/marketplace/products',
        headers: admin,
        payload: {
          name: `Sensor ${code}`,
          code,
          price: 10,
          type: 'device',
          deviceTypeId,
          images: ['/files/00000000-0000-4000-8000-000000000001'],
        },
      });
      products.push(created.json<{ data: Product }>().data);
    }
  });

  const ids = (group: ProductGroup) => group.products.map((product) => product.code);

  async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url: `/marketplace${url}`, headers: admin, ...(payload ? { payload } : {}) });
  }

  it('shows a group created in Arabic with its Arabic name in English until translated, and reads each language as stored', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/marketplace/product-groups',
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { name: 'حساسات المستودع', description: 'للمخازن' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: ProductGroup }>().data._id;
    const inEnglish = await call('GET', `/product-groups/${id}`);
    expect(inEnglish.json<{ data: ProductGroup }>().data).toMatchObject({
      name: 'حساسات المستودع',
      description: 'للمخازن',
      languages: ['ar'],
    });
    const storefront = await t.app.inject({
      method: 'GET',
      url: '/marketplace-customer/product-groups',
      headers: { 'accept-language': 'en' },
    });
    expect(storefront.json<{ data: ProductGroup[] }>().data.map((group) => group.name)).toContain('حساسات المستودع');

    // SPEC §7 translation read: English has nothing stored yet, Arabic has its texts.
    const stored = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace/product-groups/${id}?fields=name,description`,
          headers: { ...admin, 'accept-language': language },
        })
      ).json<{ data: { fields: object } }>().data.fields;
    expect(await stored('en')).toEqual({ name: null, description: null });
    expect(await stored('ar')).toEqual({ name: 'حساسات المستودع', description: 'للمخازن' });

    expect((await call('PATCH', `/product-groups/${id}`, { name: 'Warehouse sensors' })).statusCode).toBe(200);
    expect((await call('GET', `/product-groups/${id}`)).json<{ data: ProductGroup }>().data).toMatchObject({
      name: 'Warehouse sensors',
      description: 'للمخازن',
      languages: ['en', 'ar'],
    });
    expect(await stored('ar')).toEqual({ name: 'حساسات المستودع', description: 'للمخازن' });
  });

  it('creates a group, pushes and pulls products, and changes membership only', async () => {
    const created = await call('POST', '/product-groups', {
      name: 'Cold chain bundle',
      productIds: [products[0]?._id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<{ data: ProductGroup }>().data;
    expect(ids(group)).toEqual(['S-1']);

    const pushed = await call('POST', `/product-groups/${group._id}/push`, {
      productIds: [products[1]?._id, products[2]?._id, products[0]?._id],
    });
    expect(ids(pushed.json<{ data: ProductGroup }>().data)).toEqual(['S-1', 'S-2', 'S-3']);

    const pulled = await call('POST', `/product-groups/${group._id}/pull`, { productIds: [products[1]?._id] });
    expect(pulled.json<{ data: ProductGroup }>().data).toMatchObject({ productCount: 2 });
    expect(ids(pulled.json<{ data: ProductGroup }>().data)).toEqual(['S-1', 'S-3']);

    // Pulling removes membership, never the product itself.
    expect((await call('GET', `/products/${products[1]?._id}`)).statusCode).toBe(200);
    expect(ids((await call('GET', `/product-groups/${group._id}`)).json<{ data: ProductGroup }>().data)).toEqual([
      'S-1',
      'S-3',
    ]);
  });

  it('refuses unknown products, empty lists and unknown groups, changing nothing', async () => {
    const group = (await call('POST', '/product-groups', { name: 'Group' })).json<{ data: ProductGroup }>().data;
    const unknown = await call('POST', `/product-groups/${group._id}/push`, {
      productIds: [products[0]?._id, '11111111-1111-4111-8111-111111111111'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().error.fields).toEqual({ productIds: 'Product is invalid' });
    expect(ids((await call('GET', `/product-groups/${group._id}`)).json<{ data: ProductGroup }>().data)).toEqual([]);

    const empty = await call('POST', `/product-groups/${group._id}/push`, { productIds: [] });
    expect(empty.json<ErrorBody>().error.fields).toEqual({ productIds: 'At least 1 Product is required' });
    expect(
      (
        await call('POST', '/product-groups/11111111-1111-4111-8111-111111111111/pull', {
          productIds: [products[0]?._id],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', '/product-groups', { name: '' })).json<ErrorBody>().error.fields).toEqual({
      name: 'Name is required',
    });
  });

  it('renames per language, lists with search and deletes', async () => {
    const group = (await call('POST', '/product-groups', { name: 'Starter', description: 'For pilots' })).json<{
      data: ProductGroup;
    }>().data;
    await call('POST', '/product-groups', { name: 'Enterprise' });
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/product-groups/${group._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { name: 'البداية' },
    });
    const arabic = await t.app.inject({
      method: 'GET',
      url: `/marketplace/product-groups/${group._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(arabic.json<{ data: ProductGroup }>().data).toMatchObject({
      name: 'البداية',
      description: 'For pilots',
      languages: ['en', 'ar'],
    });

    const found = await call('GET', '/product-groups?search=enter');
    expect(found.json<{ data: ProductGroup[] }>().data.map((item) => item.name)).toEqual(['Enterprise']);
    expect((await call('DELETE', `/product-groups/${group._id}`)).statusCode).toBe(204);
    expect((await call('GET', `/product-groups/${group._id}`)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/marketplace/product-groups' })).statusCode).toBe(401);
  });
});
