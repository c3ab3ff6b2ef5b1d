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

  const day = 24 * 60 * 60 * 1000;
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();
  const customerAds = async () =>
    (await t.app.inject({ method: 'GET', url: '/marketplace-customer/ads' }))
      .json<{ data: MarketingItem[] }>()
      .data.map((ad) => ad.title);

  it('keeps an ad’s placement and window, home-bottom and open-ended by default', async () => {
    const plain = await create('ads', { title: 'Plain', image });
    expect(plain).toMatchObject({ placement: 'home-bottom', startsAt: null, endsAt: null });
    const startsAt = at(-1);
    const endsAt = at(5);
    const placed = await create('ads', { title: 'Placed', image, placement: 'home-top', startsAt, endsAt });
    expect(placed).toMatchObject({ placement: 'home-top', startsAt, endsAt });

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/ads/${placed._id}`,
      headers: admin,
      payload: { placement: 'home-middle', endsAt: null },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ data: MarketingItem }>().data).toMatchObject({
      title: 'Placed',
      placement: 'home-middle',
      startsAt,
      endsAt: null,
    });
    // Only the order changes: placement and window stay as stored.
    const reordered = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/ads/${placed._id}`,
      headers: admin,
      payload: { sortOrder: 3 },
    });
    expect(reordered.json<{ data: MarketingItem }>().data).toMatchObject({
      sortOrder: 3,
      placement: 'home-middle',
      startsAt,
    });
  });

  it('refuses an ad window that ends before it starts, a bad placement, and ad fields on a slider', async () => {
    const backwards = await t.app.inject({
      method: 'POST',
      url: '/marketplace/ads',
      headers: admin,
      payload: { title: 'x', image, startsAt: at(2), endsAt: at(1) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ErrorBody>().error.fields).toEqual({ endsAt: 'End date is invalid' });

    const ad = await create('ads', { title: 'Window', image, startsAt: at(1) });
    // The stored start counts when only the end is sent.
    const endBeforeStoredStart = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/ads/${ad._id}`,
      headers: admin,
      payload: { endsAt: at(0) },
    });
    expect(endBeforeStoredStart.statusCode).toBe(400);
    expect(endBeforeStoredStart.json<ErrorBody>().error.fields).toEqual({ endsAt: 'End date is invalid' });

    const badInput = await t.app.inject({
      method: 'POST',
      url: '/marketplace/ads',
      headers: admin,
      payload: { title: 'x', image, placement: 'sidebar', startsAt: 'tomorrow' },
    });
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json<ErrorBody>().error.fields).toMatchObject({
      placement: 'Placement must be one of home-top, home-middle, home-bottom',
      startsAt: 'Start date is invalid',
    });

    const sliderWithPlacement = await t.app.inject({
      method: 'POST',
      url: '/marketplace/sliders',
      headers: admin,
      payload: { title: 'x', image, placement: 'home-top' },
    });
    expect(sliderWithPlacement.statusCode).toBe(400);
    expect(sliderWithPlacement.json<ErrorBody>().error.fields).toEqual({ placement: 'Placement is invalid' });
  });

  it('serves shoppers only the active ads inside their window; the back office sees them all', async () => {
    await create('ads', { title: 'Open', image, sortOrder: 1 });
    await create('ads', { title: 'Running', image, startsAt: at(-2), endsAt: at(2), sortOrder: 2 });
    await create('ads', { title: 'Started', image, startsAt: at(-1), sortOrder: 3 });
    await create('ads', { title: 'Scheduled', image, startsAt: at(1), sortOrder: 4 });
    await create('ads', { title: 'Ended', image, startsAt: at(-3), endsAt: at(-1), sortOrder: 5 });
    await create('ads', { title: 'Off', image, active: false, sortOrder: 6 });
    expect(await customerAds()).toEqual(['Open', 'Running', 'Started']);
    const all = await t.app.inject({ method: 'GET', url: '/marketplace/ads', headers: admin });
    expect(all.json<{ data: MarketingItem[] }>().data.map((ad) => ad.title)).toEqual([
      'Open',
      'Running',
      'Started',
      'Scheduled',
      'Ended',
      'Off',
    ]);
  });

  it.each([
    { kind: 'sliders', fields: ['title', 'subTitle', 'description'] },
    { kind: 'ads', fields: ['title'] },
  ])('round-trips an Arabic translation of $kind and leaves the English texts alone', async ({ kind, fields }) => {
    const english = Object.fromEntries(fields.map((field) => [field, `English ${field}`]));
    const arabic = Object.fromEntries(fields.map((field) => [field, `عربي ${field}`]));
    const item = await create(kind, { ...english, image });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/${kind}/${item._id}`,
      headers: { ...admin, 'accept-language': 'ar' },
      payload: arabic,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace/${kind}/${item._id}?fields=${fields.join(',')}`,
          headers: { ...admin, 'accept-language': language },
        })
      ).json<{ data: { language: string; fields: object } }>().data;
    expect(await read('ar')).toEqual({ _id: item._id, language: 'ar', fields: arabic });
    expect(await read('en')).toEqual({ _id: item._id, language: 'en', fields: english });
    const shown = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/${kind}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(shown.json<{ data: MarketingItem[] }>().data[0]).toMatchObject({ ...arabic, languages: ['en', 'ar'] });
  });
});
