import { beforeEach, describe, expect, it } from 'vitest';
import { metadataKindNames, type MetadataItem } from '@iot/shared/catalog-metadata';
import { databaseTargets, testImageUrl, useTestApp } from '../../test/test-app.ts';
import { seedMetadataItems } from './metadata-demo-service.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type ListBody = { data: MetadataItem[]; meta: { page: number; limit: number; total: number } };

describe.each(databaseTargets())('catalog metadata API on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
  });

  async function create(kind: string, body: object, language = 'en') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/marketplace/${kind}`,
      headers: { ...admin, 'accept-language': language },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: MetadataItem }>().data;
  }

  async function list(url: string, language = 'en') {
    const response = await t.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-language': language } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  }

  it('creates, reads, updates and deletes every kind', async () => {
    for (const kind of metadataKindNames) {
      const image = kind === 'pictures' ? testImageUrl(11) : undefined;
      const item = await create(kind, { title: `First ${kind}`, ...(image ? { image } : {}) });
      expect(item).toMatchObject({ kind, title: `First ${kind}`, active: true, languages: ['en'] });

      const read = await t.app.inject({ method: 'GET', url: `/marketplace/${kind}/${item._id}`, headers: admin });
      expect(read.json<{ data: MetadataItem }>().data.title).toBe(`First ${kind}`);

      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/${kind}/${item._id}`,
        headers: admin,
        payload: { title: 'Renamed', active: false },
      });
      expect(patched.json<{ data: MetadataItem }>().data).toMatchObject({ title: 'Renamed', active: false });

      const removed = await t.app.inject({ method: 'DELETE', url: `/marketplace/${kind}/${item._id}`, headers: admin });
      expect(removed.statusCode).toBe(204);
      const gone = await t.app.inject({ method: 'GET', url: `/marketplace/${kind}/${item._id}`, headers: admin });
      expect(gone.statusCode).toBe(404);
      expect(gone.json<ErrorBody>().error.code).toBe('NOT_FOUND');
    }
  });

  it('lists with paging, search in any language and the active filter', async () => {
    const smart = await create('industries', { title: 'Smart buildings', description: 'Offices and towers' });
    await create('industries', { title: 'Logistics' });
    await create('industries', { title: 'Agriculture', active: false });
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/industries/${smart._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { title: 'المباني الذكية' },
    });

    const firstPage = await list('/marketplace/industries?page=1&limit=2');
    expect(firstPage.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(firstPage.data).toHaveLength(2);
    const secondPage = await list('/marketplace/industries?page=2&limit=2');
    expect(secondPage.data).toHaveLength(1);

    expect((await list('/marketplace/industries?search=logis')).data.map((item) => item.title)).toEqual(['Logistics']);
    expect(
      (await list(`/marketplace/industries?search=${encodeURIComponent('الذكية')}`)).data.map((item) => item._id),
    ).toEqual([smart._id]);
    expect((await list('/marketplace/industries?search=50%25')).meta.total).toBe(0);
    expect((await list('/marketplace/industries?active=false')).data.map((item) => item.title)).toEqual([
      'Agriculture',
    ]);
  });

  it('answers in the request language with English as the fallback', async () => {
    const item = await create('use-cases', { title: 'Cold chain', description: 'Temperature tracking' });
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/use-cases/${item._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { title: 'سلسلة التبريد', description: 'تتبع درجة الحرارة' },
    });
    const untranslated = await create('use-cases', { title: 'Parking' });

    const arabic = await list('/marketplace-customer/use-cases', 'ar');
    const byId = new Map(arabic.data.map((entry) => [entry._id, entry]));
    expect(byId.get(item._id)).toMatchObject({
      title: 'سلسلة التبريد',
      description: 'تتبع درجة الحرارة',
      languages: ['en', 'ar'],
    });
    expect(byId.get(untranslated._id)?.title).toBe('Parking');

    const english = await list('/marketplace-customer/use-cases', 'en');
    expect(english.data.find((entry) => entry._id === item._id)?.title).toBe('Cold chain');
  });

  it('serves the lists a shopper browses by (SPEC §7 customer GETs), in English and in Arabic', async () => {
    await seedMetadataItems(t.app);
    const arabicLetters = /[\u0600-\u06FF]/;
    for (const kind of ['applications', 'industries', 'device-types', 'gateway-types', 'accessory-types']) {
      const read = async (language: string) => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/${kind}`,
          headers: { 'accept-language': language },
        });
        expect(response.statusCode, `${kind} ${language}: ${response.body}`).toBe(200);
        return response.json<ListBody>().data;
      };
      const english = await read('en');
      const arabic = await read('ar');
      expect(english.length, kind).toBeGreaterThan(0);
      expect(
        english.every((item) => item.title.trim() !== '' && !arabicLetters.test(item.title)),
        kind,
      ).toBe(true);
      expect(arabic.map((item) => item._id).sort(), kind).toEqual(english.map((item) => item._id).sort());
      expect(
        arabic.every((item) => arabicLetters.test(item.title)),
        kind,
      ).toBe(true);
    }
  });

  it('reads and writes translations one language at a time (SPEC §7)', async () => {
    const item = await create('applications', { title: 'Fleet management', description: 'Vehicles on a map' });
    const read = async (language: string, fields = 'title,description') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/marketplace/applications/${item._id}?fields=${fields}`,
        headers: { ...admin, 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { language: string; fields: Record<string, string | null> } }>().data;
    };
    expect(await read('ar')).toEqual({ _id: item._id, language: 'ar', fields: { title: null, description: null } });

    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/applications/${item._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { title: 'إدارة الأساطيل', description: 'المركبات على الخريطة' },
    });
    expect(saved.statusCode).toBe(200);

    expect((await read('ar')).fields).toEqual({ title: 'إدارة الأساطيل', description: 'المركبات على الخريطة' });
    expect((await read('en', 'title')).fields).toEqual({ title: 'Fleet management' });

    const wrongField = await t.app.inject({
      method: 'GET',
      url: `/marketplace/tags/${(await create('tags', { title: 'LoRaWAN' }))._id}?fields=description`,
      headers: admin,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<ErrorBody>().error.fields).toEqual({ fields: 'Fields must be one of title' });
  });

  it('refuses bad input with the SPEC §5 templates and changes nothing', async () => {
    const item = await create('industries', { title: 'Energy' });
    const cases: [string, object, Record<string, string>][] = [
      ['industries', { title: '' }, { title: 'Title is required' }],
      ['industries', { title: 'x'.repeat(101) }, { title: 'Title must be less than or equal to 100 characters' }],
      [
        'industries',
        { title: 'Ok', description: 'd'.repeat(256) },
        { description: 'Description must be less than or equal to 255 characters' },
      ],
      ['industries', { title: 'Ok', image: 'not a url' }, { image: 'Invalid URL' }],
      ['pictures', { title: 'No image' }, { image: 'Image is required' }],
      ['tags', { title: 'Tag', description: 'tags have no description' }, { description: 'Description is invalid' }],
    ];
    for (const [kind, body, fields] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/marketplace/${kind}`,
        headers: admin,
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual(fields);
    }
    const badPatch = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/industries/${item._id}`,
      headers: admin,
      payload: { title: '', active: false },
    });
    expect(badPatch.statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: `/marketplace/industries/${item._id}`, headers: admin });
    expect(after.json<{ data: MetadataItem }>().data).toMatchObject({ title: 'Energy', active: true });

    const arabic = await t.app.inject({
      method: 'POST',
      url: '/marketplace/industries',
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { title: '' },
    });
    expect(arabic.json<ErrorBody>().error.fields).toEqual({ title: 'حقل العنوان مطلوب' });
    const badId = await t.app.inject({ method: 'GET', url: '/marketplace/industries/123', headers: admin });
    expect(badId.statusCode).toBe(400);
  });

  it('is admin-only for writes; customers read active items only and never pictures', async () => {
    const hidden = await create('tags', { title: 'Hidden', active: false });
    await create('tags', { title: 'Visible' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/marketplace/tags', payload: { title: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/marketplace/tags',
      headers: { authorization: `Bearer ${await t.customerToken()}` },
    });
    expect(customer.statusCode).toBe(401);

    const tags = await list('/marketplace-customer/tags');
    expect(tags.data.map((tag) => tag.title)).toEqual(['Visible']);
    expect(tags.data.some((tag) => tag._id === hidden._id)).toBe(false);
    const pictures = await t.app.inject({ method: 'GET', url: '/marketplace-customer/pictures' });
    expect(pictures.statusCode).toBe(404);
  });

  it('serves the pictures gallery: active pictures only', async () => {
    await create('pictures', { title: 'Gateway on a roof', image: testImageUrl(22) });
    await create('pictures', { title: 'Retired photo', image: testImageUrl(33), active: false });
    expect((await list('/marketplace/pictures')).data).toHaveLength(2);
    const gallery = await list('/marketplace/pictures/gallery');
    expect(gallery.data.map((picture) => picture.image)).toEqual([testImageUrl(22)]);
  });
});
