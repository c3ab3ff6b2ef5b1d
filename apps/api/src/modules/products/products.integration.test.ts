import { beforeEach, describe, expect, it } from 'vitest';
import type { MetadataItem } from '@iot/shared/catalog-metadata';
import type { Product } from '@iot/shared/products';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type ListBody = { data: Product[]; meta: { page: number; limit: number; total: number } };

const image = (n: number) => `/files/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe.each(databaseTargets())('products admin API on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
  });

  async function metadata(kind: string, title: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/marketplace/${kind}`,
      headers: admin,
      payload: { title },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: MetadataItem }>().data._id;
  }

  async function post(body: object, language = 'en') {
    return t.app.inject({
      method: 'POST',
      url: '/marketplace/products',
      headers: { ...admin, 'accept-language': language },
      payload: body,
    });
  }

  async function create(body: object): Promise<Product> {
    const response = await post(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: Product }>().data;
  }

  async function read(id: string, language = 'en'): Promise<Product> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/marketplace/products/${id}`,
      headers: { ...admin, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Product }>().data;
  }

  async function list(query: string): Promise<ListBody> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace/products?${query}`, headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  }

  const device = (deviceTypeId: string, extra: object = {}) => ({
    name: 'Fleet Tracker Pro',
    code: 'TRK-100',
    price: 129.99,
    type: 'device',
    deviceTypeId,
    images: [image(1)],
    stock: 25,
    ...extra,
  });

  it('creates a device with every kind of reference and reads it back resolved', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const tag = await metadata('tags', 'LTE-M');
    const industry = await metadata('industries', 'Logistics');
    const accessory = await create({
      name: 'Magnetic mount',
      code: 'ACC-1',
      price: 9.5,
      type: 'accessory',
      accessoryTypeId: await metadata('accessory-types', 'Mounting kit'),
      images: [image(2)],
    });
    const product = await create(
      device(trackerType, {
        shortName: 'Tracker Pro',
        description:
          '<p>Rugged <strong>4G</strong> tracker<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        tagIds: [tag],
        industryIds: [industry],
        relatedAccessoryIds: [accessory._id],
        communicationTypes: ['4g', 'bluetooth'],
        warrantyMonths: 24,
        faqs: [{ question: 'Battery life?', answer: 'Up to 3 years.' }],
        documentations: [{ name: 'Datasheet', url: '/files/00000000-0000-4000-8000-000000000099' }],
      }),
    );
    expect(product).toMatchObject({
      name: 'Fleet Tracker Pro',
      shortName: 'Tracker Pro',
      code: 'TRK-100',
      price: 129.99,
      currency: 'USD',
      type: 'device',
      deviceType: { _id: trackerType, title: 'GPS tracker' },
      tags: [{ _id: tag, title: 'LTE-M' }],
      industries: [{ _id: industry, title: 'Logistics' }],
      relatedAccessories: [{ _id: accessory._id, name: 'Magnetic mount', type: 'accessory' }],
      communicationTypes: ['4g', 'bluetooth'],
      warrantyMonths: 24,
      stock: 25,
      visible: true,
      faqs: [{ question: 'Battery life?', answer: 'Up to 3 years.' }],
      languages: ['en'],
    });
    expect(product.description).toContain('<strong>4G</strong>');
    expect(product.description).not.toContain('script');
    expect(product.description).not.toContain('javascript:');
    expect(await read(product._id)).toEqual(product);
  });

  it('answers validation failures per field with the SPEC §5 templates and stores nothing', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const cases: [object, Record<string, string>][] = [
      [{ ...device(trackerType), price: -1 }, { price: 'Price Must Be Greater Than Or Equal To 0 $' }],
      [{ ...device(trackerType), name: '' }, { name: 'Name is required' }],
      [
        { ...device(trackerType), name: 'n'.repeat(121) },
        { name: 'Name must be less than or equal to 120 characters' },
      ],
      [{ ...device(trackerType), images: [] }, { images: 'Images field must have at least 1 items' }],
      [{ ...device(trackerType), images: Array.from({ length: 11 }, (_, i) => image(i)) }, { images: 'Max 10 images' }],
      [{ ...device(trackerType), images: ['not a url'] }, { 'images.0': 'Invalid URL' }],
      // FAQ answers are multiline fields, counted to 255 in the form (SPEC §5).
      [
        { ...device(trackerType), faqs: [{ question: 'Q?', answer: 'a'.repeat(256) }] },
        { 'faqs.0.answer': 'Answer must be less than or equal to 255 characters' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toMatchObject(fields);
    }
    const arabic = await post({ ...device(trackerType), price: -1 }, 'ar');
    expect(arabic.json<ErrorBody>().error.fields?.price).toBe('يجب أن يكون السعر أكبر من أو يساوي ٠ $');
    expect((await list('')).meta.total).toBe(0);
  });

  it('enforces unique codes, existing references and the type rules', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const tag = await metadata('tags', 'GPS');
    await create(device(trackerType));

    const duplicate = await post(device(trackerType, { code: 'trk-100' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorBody>().error.fields).toEqual({ code: 'Code is already used by another product' });

    const missingType = await post({ ...device(trackerType, { code: 'X-1' }), deviceTypeId: null });
    expect(missingType.json<ErrorBody>().error.fields).toEqual({ deviceTypeId: 'Device type is required' });

    const wrongKind = await post(device(tag, { code: 'X-2' }));
    expect(wrongKind.statusCode).toBe(400);
    expect(Object.keys(wrongKind.json<ErrorBody>().error.fields ?? {})).toEqual(['deviceTypeId']);

    const unknownTag = await post(
      device(trackerType, { code: 'X-3', tagIds: ['11111111-1111-4111-8111-111111111111'] }),
    );
    expect(Object.keys(unknownTag.json<ErrorBody>().error.fields ?? {})).toEqual(['tagIds']);

    const subscription = await post({
      name: 'Platform',
      code: 'SUB-1',
      price: 10,
      type: 'subscription',
      images: [image(3)],
    });
    expect(subscription.json<ErrorBody>().error.fields).toEqual({
      subscriptionType: 'Subscription type is required',
      subscriptionPeriod: 'Subscription period is required',
    });
    expect((await list('')).meta.total).toBe(1);
  });

  it('updates only what a PATCH names, and applies the same rules to an update as to a create', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const gatewayType = await metadata('gateway-types', 'LoRaWAN gateway');
    const tracker = await create(
      device(trackerType, { shortName: 'Tracker', tagIds: [await metadata('tags', 'GPS')] }),
    );
    const other = await create(device(trackerType, { code: 'TRK-200', name: 'Asset Tracker' }));
    const patch = (id: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/marketplace/products/${id}`, headers: admin, payload });

    const priced = await patch(tracker._id, { price: 99.5 });
    expect(priced.statusCode, priced.body).toBe(200);
    // Stock belongs to inventory (DESIGN §Data): a product update may not name it.
    const withStock = await patch(tracker._id, { stock: 7 });
    expect(withStock.statusCode).toBe(400);
    expect(await read(tracker._id)).toMatchObject({
      price: 99.5,
      stock: 25,
      name: 'Fleet Tracker Pro',
      shortName: 'Tracker',
      code: 'TRK-100',
      tags: [expect.objectContaining({ title: 'GPS' })],
    });

    const clash = await patch(other._id, { code: 'trk-100' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ErrorBody>().error.fields).toEqual({ code: 'Code is already used by another product' });
    expect((await patch(tracker._id, { code: 'TRK-100' })).statusCode).toBe(200);

    const notAnAccessory = await patch(tracker._id, { relatedAccessoryIds: [other._id] });
    expect(notAnAccessory.statusCode).toBe(400);
    expect(Object.keys(notAnAccessory.json<ErrorBody>().error.fields ?? {})).toEqual(['relatedAccessoryIds']);

    const unknownInclude = await post({
      name: 'Kit',
      code: 'PKG-9',
      price: 10,
      type: 'package',
      images: [image(6)],
      includes: [{ productId: '11111111-1111-4111-8111-111111111111', quantity: 1 }],
    });
    expect(unknownInclude.statusCode).toBe(400);
    expect(Object.keys(unknownInclude.json<ErrorBody>().error.fields ?? {})).toEqual(['includes']);

    // Becoming a gateway needs a gateway type; with one, the device type is cleared by the client and the rule holds.
    const halfway = await patch(tracker._id, { type: 'gateway' });
    expect(halfway.json<ErrorBody>().error.fields).toEqual({ gatewayTypeId: 'Gateway type is required' });
    const gateway = await patch(tracker._id, { type: 'gateway', gatewayTypeId: gatewayType, deviceTypeId: null });
    expect(gateway.statusCode, gateway.body).toBe(200);
    expect(await read(tracker._id)).toMatchObject({
      type: 'gateway',
      gatewayType: { _id: gatewayType },
      deviceType: null,
      price: 99.5,
    });
  });

  it('builds packages with quantities and refuses a package that includes itself, even through another', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const tracker = await create(device(trackerType));
    const empty = await post({ name: 'Starter kit', code: 'PKG-1', price: 300, type: 'package', images: [image(4)] });
    expect(empty.json<ErrorBody>().error.fields).toEqual({ includes: 'At least 1 Included product is required' });

    const kit = await create({
      name: 'Starter kit',
      code: 'PKG-1',
      price: 300,
      type: 'package',
      images: [image(4)],
      includes: [{ productId: tracker._id, quantity: 3 }],
    });
    expect(kit.includes).toEqual([
      { product: expect.objectContaining({ _id: tracker._id, name: 'Fleet Tracker Pro' }), quantity: 3 },
    ]);

    const self = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${kit._id}`,
      headers: admin,
      payload: { includes: [{ productId: kit._id, quantity: 1 }] },
    });
    expect(self.json<ErrorBody>().error.fields).toEqual({ includes: 'A package cannot include itself' });

    const bundle = await create({
      name: 'Fleet bundle',
      code: 'PKG-2',
      price: 900,
      type: 'package',
      images: [image(5)],
      includes: [{ productId: kit._id, quantity: 2 }],
    });
    const cycle = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${kit._id}`,
      headers: admin,
      payload: { includes: [{ productId: bundle._id, quantity: 1 }] },
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json<ErrorBody>().error.fields).toEqual({ includes: 'A package cannot include itself' });
    expect((await read(kit._id)).includes).toHaveLength(1);
  });

  it('translates name, short name, description and FAQs per language', async () => {
    const product = await create(
      device(await metadata('device-types', 'GPS tracker'), {
        shortName: 'Tracker',
        description: '<p>English</p>',
        faqs: [{ question: 'Q?', answer: 'A.' }],
      }),
    );
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${product._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: {
        name: 'جهاز التتبع برو',
        shortName: 'متتبع',
        description: '<p>عربي</p>',
        faqs: [{ question: 'سؤال؟', answer: 'جواب.' }],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await read(product._id, 'ar')).toMatchObject({
      name: 'جهاز التتبع برو',
      shortName: 'متتبع',
      description: '<p>عربي</p>',
      faqs: [{ question: 'سؤال؟', answer: 'جواب.' }],
      languages: ['en', 'ar'],
    });
    expect(await read(product._id, 'en')).toMatchObject({ name: 'Fleet Tracker Pro', description: '<p>English</p>' });

    const translation = await t.app.inject({
      method: 'GET',
      url: `/marketplace/products/${product._id}?fields=name,faqs`,
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(translation.json()).toEqual({
      data: {
        _id: product._id,
        language: 'ar',
        fields: { name: 'جهاز التتبع برو', faqs: [{ question: 'سؤال؟', answer: 'جواب.' }] },
      },
    });
  });

  it('keeps a product a package includes, and a device type products have, until they are freed', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const tracker = await create(device(trackerType));
    const kit = await create({
      name: 'Starter kit',
      code: 'PKG-1',
      price: 300,
      type: 'package',
      images: [image(4)],
      includes: [{ productId: tracker._id, quantity: 3 }],
    });
    const remove = (url: string, language = 'en') =>
      t.app.inject({ method: 'DELETE', url, headers: { ...admin, 'accept-language': language } });

    const refused = await remove(`/marketplace/products/${tracker._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This product is included in PKG-1; remove it from them first',
    });
    expect((await remove(`/marketplace/products/${tracker._id}`, 'ar')).json<ErrorBody>().error.message).toBe(
      'هذا المنتج مضمّن في PKG-1؛ أزله منها أولًا',
    );
    const typeInUse = await remove(`/marketplace/device-types/${trackerType}`);
    expect(typeInUse.statusCode).toBe(409);
    expect(typeInUse.json<ErrorBody>().error.message).toBe('Device type in use by 1 products; change their type first');
    expect((await read(tracker._id)).deviceType).toMatchObject({ _id: trackerType });

    expect((await remove(`/marketplace/products/${kit._id}`)).statusCode).toBe(204);
    expect((await remove(`/marketplace/products/${tracker._id}`)).statusCode).toBe(204);
    expect((await remove(`/marketplace/device-types/${trackerType}`)).statusCode).toBe(204);
  });

  it('answers a product created in Arabic with its Arabic texts in English until it is translated', async () => {
    const deviceTypeId = await metadata('device-types', 'GPS tracker');
    const created = await post(
      device(deviceTypeId, {
        name: 'جهاز تتبع',
        shortName: 'متتبع',
        description: '<p>عربي</p>',
        faqs: [{ question: 'سؤال؟', answer: 'جواب.' }],
      }),
      'ar',
    );
    expect(created.statusCode, created.body).toBe(201);
    const { _id: id } = created.json<{ data: Product }>().data;
    expect(await read(id, 'en')).toMatchObject({
      name: 'جهاز تتبع',
      shortName: 'متتبع',
      description: '<p>عربي</p>',
      faqs: [{ question: 'سؤال؟', answer: 'جواب.' }],
      languages: ['ar'],
    });
    expect((await list('search=TRK-100')).data.map((product) => product.name)).toEqual(['جهاز تتبع']);
    const english = await t.app.inject({
      method: 'GET',
      url: `/marketplace/products/${id}?fields=name`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(english.json()).toMatchObject({ data: { fields: { name: null } } });
  });

  it('hides, shows, lists with search, sort, type filter and paging, and deletes', async () => {
    const trackerType = await metadata('device-types', 'GPS tracker');
    const cheap = await create(device(trackerType, { name: 'Alpha tracker', code: 'A-1', price: 50 }));
    await create(device(trackerType, { name: 'Beta tracker', code: 'B-1', price: 150 }));
    await create({
      name: 'Gamma gateway',
      code: 'G-1',
      price: 400,
      type: 'gateway',
      gatewayTypeId: await metadata('gateway-types', 'LoRaWAN outdoor'),
      images: [image(6)],
    });

    const hidden = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${cheap._id}`,
      headers: admin,
      payload: { visible: false },
    });
    expect(hidden.json<{ data: Product }>().data.visible).toBe(false);
    expect((await list('visible=false')).data.map((p) => p.code)).toEqual(['A-1']);

    expect((await list('sort=highPrice')).data.map((p) => p.code)).toEqual(['G-1', 'B-1', 'A-1']);
    expect((await list('sort=nameDesc')).data.map((p) => p.code)).toEqual(['G-1', 'B-1', 'A-1']);
    expect((await list('sort=nameAsc&limit=2&page=2')).data.map((p) => p.code)).toEqual(['G-1']);
    expect((await list('type=gateway')).data.map((p) => p.code)).toEqual(['G-1']);
    expect((await list('search=beta')).data.map((p) => p.code)).toEqual(['B-1']);
    expect((await list('search=g-1')).data.map((p) => p.code)).toEqual(['G-1']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/marketplace/products/${cheap._id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/marketplace/products/${cheap._id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect((await list('')).meta.total).toBe(2);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/marketplace/products' })).statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/marketplace/products',
      headers: { authorization: `Bearer ${await t.customerToken()}` },
    });
    expect(customer.statusCode).toBe(401);
  });
});
