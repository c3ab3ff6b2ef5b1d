import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingItem } from '@iot/shared/marketing';
import type { Product, ProductGroup } from '@iot/shared/products';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app.ts';
import { databaseStorage } from '../files/file-storage.ts';
import { seedDemoCatalog } from './demo-catalog.ts';

type ListBody = { data: Product[]; meta: { page: number; limit: number; total: number } };

describe.each(databaseTargets())('storefront catalog API on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let all: Product[];
  let visible: Product[];
  let hidden: Product[];

  beforeAll(async () => {
    t = await createTestApp(target);
    await seedDemoCatalog(t.app.db, databaseStorage);
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    all = (await t.app.inject({ method: 'GET', url: '/marketplace/products?limit=100', headers: admin })).json<ListBody>().data;
    // Hide a product that others point at, so leaks through relations would show.
    const accessory = all.find((product) => product.code === 'ANT-GPS-ACT');
    await t.app.inject({ method: 'PATCH', url: `/marketplace/products/${accessory?._id}`, headers: admin, payload: { visible: false } });
    all = (await t.app.inject({ method: 'GET', url: '/marketplace/products?limit=100', headers: admin })).json<ListBody>().data;
    visible = all.filter((product) => product.visible);
    hidden = all.filter((product) => !product.visible);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function shop(query: string, language = 'en'): Promise<ListBody> {
    const response = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products?${query}`, headers: { 'accept-language': language } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListBody>();
  }

  const codes = (products: Product[]) => products.map((product) => product.code).sort();

  it('lists visible products only, with paging totals', async () => {
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    const first = await shop('limit=12&page=1');
    expect(first.meta).toEqual({ page: 1, limit: 12, total: visible.length });
    const pages = Math.ceil(visible.length / 12);
    const seen: Product[] = [];
    for (let page = 1; page <= pages; page += 1) seen.push(...(await shop(`limit=12&page=${page}`)).data);
    expect(codes(seen)).toEqual(codes(visible));
    expect((await shop(`limit=12&page=${pages + 1}`)).data).toEqual([]);
  });

  it('filters by each field and by combinations, matching what the catalog holds', async () => {
    const lorawan = visible.filter((p) => p.communicationTypes.includes('lorawan'));
    expect(codes((await shop('communicationType=lorawan&limit=48')).data)).toEqual(codes(lorawan));
    const devices = visible.filter((p) => p.type === 'device');
    expect((await shop('type=device&limit=6')).meta.total).toBe(devices.length);
    const twoTypes = visible.filter((p) => p.type === 'gateway' || p.type === 'package');
    expect(codes((await shop('type=gateway&type=package&limit=48')).data)).toEqual(codes(twoTypes));
    const warranty = visible.filter((p) => p.warrantyMonths === 36);
    expect(codes((await shop('warrantyMonths=36&limit=48')).data)).toEqual(codes(warranty));

    const industry = visible.find((p) => p.industries.length)?.industries[0];
    const inIndustry = visible.filter((p) => p.industries.some((i) => i._id === industry?._id));
    expect(codes((await shop(`industry=${industry?._id}&limit=48`)).data)).toEqual(codes(inIndustry));
    const tag = visible.find((p) => p.tags.length)?.tags[0];
    expect(codes((await shop(`tag=${tag?._id}&limit=48`)).data)).toEqual(codes(visible.filter((p) => p.tags.some((x) => x._id === tag?._id))));
    const application = visible.find((p) => p.applications.length)?.applications[0];
    expect(codes((await shop(`application=${application?._id}&limit=48`)).data)).toEqual(codes(visible.filter((p) => p.applications.some((x) => x._id === application?._id))));
    const useCase = visible.find((p) => p.useCases.length)?.useCases[0];
    expect(codes((await shop(`useCase=${useCase?._id}&limit=48`)).data)).toEqual(codes(visible.filter((p) => p.useCases.some((x) => x._id === useCase?._id))));

    const combined = visible.filter((p) => p.type === 'device' && p.communicationTypes.includes('4g') && (p.price ?? 0) >= 100 && (p.price ?? 0) <= 300);
    expect(combined.length).toBeGreaterThan(0);
    expect(codes((await shop('type=device&communicationType=4g&minPrice=100&maxPrice=300&limit=48')).data)).toEqual(codes(combined));
    expect(codes((await shop('search=tracker&limit=48')).data)).toEqual(codes(visible.filter((p) => /tracker/i.test(p.name) || /tracker/i.test(p.shortName) || /tracker/i.test(p.code))));
  });

  it('sorts by price and by name in both languages', async () => {
    const high = (await shop('sort=highPrice&limit=48')).data.map((p) => p.price ?? 0);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = (await shop('sort=lowPrice&type=device&limit=48')).data.map((p) => p.price ?? 0);
    expect(low).toEqual([...low].sort((a, b) => a - b));

    const english = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const az = (await shop('sort=nameAsc&limit=48')).data.map((p) => p.name);
    expect(az).toEqual([...az].sort(english.compare));
    const zaPage = (await shop('sort=nameDesc&limit=9&page=1')).data.map((p) => p.name);
    const zaAll = visible.map((p) => p.name).sort(english.compare).reverse();
    expect(zaPage).toEqual(zaAll.slice(0, 9));

    const arabic = new Intl.Collator('ar', { sensitivity: 'base', numeric: true });
    const arabicNames = (await shop('sort=nameAsc&limit=48', 'ar')).data.map((p) => p.name);
    expect(arabicNames[0]).toMatch(/[\u0600-\u06FF]/);
    expect(arabicNames).toEqual([...arabicNames].sort(arabic.compare));
  });

  it('answers in the request language', async () => {
    const tracker = visible.find((p) => p.code === 'TRK-4G-100');
    const inArabic = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${tracker?._id}`, headers: { 'accept-language': 'ar' } });
    expect(inArabic.json<{ data: Product }>().data.name).toBe('جهاز تتبع الأساطيل 4G');
    const inEnglish = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${tracker?._id}`, headers: { 'accept-language': 'fr, en;q=0.5' } });
    expect(inEnglish.json<{ data: Product }>().data.name).toBe('Fleet Tracker 4G');
  });

  it('never lets a hidden product leak through detail, related, similar, includes or search', async () => {
    for (const product of hidden) {
      expect((await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${product._id}` })).statusCode).toBe(404);
      expect((await shop(`search=${encodeURIComponent(product.code)}`)).data).toEqual([]);
      expect((await shop(`ids=${product._id}`)).data).toEqual([]);
    }
    const hiddenIds = new Set(hidden.map((p) => p._id));
    const everything = (await shop('limit=48&page=1')).data.concat((await shop('limit=48&page=2')).data);
    for (const product of everything) {
      const references = [...product.relatedAccessories, ...product.similarProducts, ...product.similarPackages, ...product.includes.map((item) => item.product)];
      expect(references.filter((reference) => hiddenIds.has(reference._id)), product.code).toEqual([]);
    }
    // The admin still sees the link the storefront leaves out.
    const tracker = all.find((p) => p.code === 'TRK-4G-100');
    expect(tracker?.relatedAccessories.some((a) => a.code === 'ANT-GPS-ACT')).toBe(true);
  });

  it('reports the price range and hides prices, price filters and price sorts when settings say so', async () => {
    const prices = visible.map((p) => p.price ?? 0);
    const range = await t.app.inject({ method: 'GET', url: '/marketplace-customer/products/price-range' });
    expect(range.json()).toEqual({ data: { min: Math.min(...prices), max: Math.max(...prices), currency: 'USD' } });
    const devices = await t.app.inject({ method: 'GET', url: '/marketplace-customer/products/price-range?type=device' });
    expect(devices.json<{ data: { max: number } }>().data.max).toBe(Math.max(...visible.filter((p) => p.type === 'device').map((p) => p.price ?? 0)));

    await t.app.inject({ method: 'PATCH', url: '/marketplace/settings', headers: admin, payload: { visibility: { pricing: { enabled: false } } } });
    const list = await shop('limit=6&sort=highPrice&minPrice=1000');
    expect(list.data.every((product) => product.price === null)).toBe(true);
    expect(list.meta.total).toBe(visible.length);
    expect((await t.app.inject({ method: 'GET', url: '/marketplace-customer/products/price-range' })).json<{ data: { min: null } }>().data.min).toBeNull();
    await t.app.inject({ method: 'PATCH', url: '/marketplace/settings', headers: admin, payload: { visibility: { pricing: { enabled: true } } } });
  });

  it('shows stock only for brands with marketplace stock (SPEC §6: al-khaleej)', async () => {
    // The test app runs the default brand, alef, whose storefront does not show stock.
    expect((await shop('limit=6')).data.every((product) => product.stock === null)).toBe(true);
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['type=fridge', 'communicationType=telepathy', 'tag=not-a-uuid', 'limit=500', 'sort=random']) {
      const response = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('says whether a quantity can be supplied without revealing the stock', async () => {
    const edge = visible.find((p) => p.code === 'GW-EDGE-AI');
    const check = async (quantity: number) =>
      (await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${edge?._id}/availability?quantity=${quantity}` })).json<{ data: { available: boolean; inStock: boolean } }>().data;
    expect(await check(10)).toEqual({ available: true, inStock: true });
    expect(await check(11)).toEqual({ available: false, inStock: true });
    const soldOut = visible.find((p) => p.code === 'CAM-DASH-LITE');
    const storefrontCopy = (await shop(`ids=${soldOut?._id}`)).data[0];
    expect(storefrontCopy).toMatchObject({ inStock: false, stock: null });
    expect((await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${hidden[0]?._id}/availability?quantity=1` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${edge?._id}/availability?quantity=0` })).statusCode).toBe(400);
  });

  it('serves product groups with visible products and the home sliders with every position', async () => {
    const groups = (await t.app.inject({ method: 'GET', url: '/marketplace-customer/product-groups' })).json<{ data: ProductGroup[] }>().data;
    const hiddenIds = new Set(hidden.map((p) => p._id));
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.products.filter((product) => hiddenIds.has(product._id))).toEqual([]);
    const sliders = (await t.app.inject({ method: 'GET', url: '/marketplace-customer/sliders', headers: { 'accept-language': 'ar' } })).json<{ data: MarketingItem[] }>().data;
    expect(sliders.map((slider) => slider.position).sort()).toEqual(['center', 'left', 'right']);
    expect(sliders.every((slider) => /[\u0600-\u06FF]/.test(slider.title))).toBe(true);
    const slide = await t.app.inject({ method: 'GET', url: sliders[0]?.image ?? '' });
    expect(slide.statusCode).toBe(200);
  });
});
