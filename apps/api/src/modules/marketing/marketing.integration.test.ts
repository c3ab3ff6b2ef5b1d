import { beforeEach, describe, expect, it } from 'vitest';
import type { MarketingItem } from '@iot/shared/marketing';
import { databaseTargets, useTestApp } from '../../test/test-app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
const image = '/files/00000000-0000-4000-8000-000000000001';

describe.each(databaseTargets())('sliders and ads on $name', (target) => {
  const t = useTestApp(target);
  let admin: Record<string, string>;

  beforeEach(async () => {
    admin = { authorization: `Bearer ${await t.adminToken()}` };
  });

  async function create(kind: string, body: object) {
    const response = await t.app.inject({ method: 'POST', url: `/marketplace/${kind}`, headers: admin, payload: body });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: MarketingItem }>().data;
  }

  it('shows a slider created in Arabic with its Arabic texts in English until it is translated', async () => {
    const arabic = { ...admin, 'accept-language': 'ar' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/marketplace/sliders',
      headers: arabic,
      payload: { title: 'عرض الربيع', subTitle: 'خصومات', image },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ data: MarketingItem }>().data._id;
    const english = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/marketplace-customer/sliders',
          headers: { 'accept-language': 'en' },
        })
      ).json<{ data: MarketingItem[] }>().data[0];
    expect(await english()).toMatchObject({ _id: id, title: 'عرض الربيع', subTitle: 'خصومات', languages: ['ar'] });

    // Translating the title alone: English shows its own title, the untranslated sub title still falls back per field.
    const translated = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/sliders/${id}`,
      headers: { ...admin, 'accept-language': 'en' },
      payload: { title: 'Spring offer' },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    expect(await english()).toMatchObject({ title: 'Spring offer', subTitle: 'خصومات', languages: ['en', 'ar'] });
    const stored = await t.app.inject({
      method: 'GET',
      url: `/marketplace/sliders/${id}?fields=title,subTitle`,
      headers: { ...admin, 'accept-language': 'en' },
    });
    expect(stored.json<{ data: { fields: object } }>().data.fields).toEqual({ title: 'Spring offer', subTitle: null });
  });

  it('creates sliders with positions, translates them and serves active ones in order', async () => {
    const second = await create('sliders', {
      title: 'Second',
      subTitle: 'Sub',
      description: 'Desc',
      image,
      position: 'right',
      sortOrder: 2,
    });
    const first = await create('sliders', {
      title: 'First',
      image,
      position: 'center',
      sortOrder: 1,
      link: '/products',
    });
    await create('sliders', { title: 'Off', image, active: false });
    const translated = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/sliders/${first._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: { title: 'الأول', subTitle: 'فرعي', description: 'وصف' },
    });
    expect(translated.statusCode, translated.body).toBe(200);

    const arabic = await t.app.inject({
      method: 'GET',
      url: '/marketplace-customer/sliders',
      headers: { 'accept-language': 'ar' },
    });
    const items = arabic.json<{ data: MarketingItem[] }>().data;
    expect(items.map((item) => [item.title, item.position])).toEqual([
      ['الأول', 'center'],
      ['Second', 'right'],
    ]);
    expect(items[0]?.link).toBe('/products');

    const translation = await t.app.inject({
      method: 'GET',
      url: `/marketplace/sliders/${first._id}?fields=title,subTitle,description`,
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(translation.json()).toEqual({
      data: { _id: first._id, language: 'ar', fields: { title: 'الأول', subTitle: 'فرعي', description: 'وصف' } },
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/marketplace/sliders/${second._id}`, headers: admin })).statusCode,
    ).toBe(204);
  });

  it('keeps ads to a title and validates input', async () => {
    await create('ads', { title: 'Sale', image, link: 'https://example.com/sale' });
    const withSubTitle = await t.app.inject({
      method: 'POST',
      url: '/marketplace/ads',
      headers: admin,
      payload: { title: 'x', subTitle: 'no', image },
    });
    expect(withSubTitle.json<ErrorBody>().error.fields).toEqual({ subTitle: 'Sub title is invalid' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/marketplace/sliders',
      headers: admin,
      payload: { title: '', image: 'nope', position: 'top', link: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.fields).toMatchObject({
      title: 'Title is required',
      image: 'Invalid URL',
      position: 'Position must be one of left, center, right',
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/marketplace-customer/ads' }))
        .json<{ data: MarketingItem[] }>()
        .data.map((ad) => ad.title),
    ).toEqual(['Sale']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/marketplace/ads', payload: { title: 'x', image } })).statusCode,
    ).toBe(401);
  });
});
