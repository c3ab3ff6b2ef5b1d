import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingItem } from '@iot/shared/marketing';
import type { Product, ProductCard, ProductGroup } from '@iot/shared/products';
import type { Visibility } from '@iot/shared/settings';
import { listStorefrontProducts } from '../../test/storefront-helpers.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app.ts';
import { databaseStorage } from '../files/file-storage.ts';
import { seedDemoCatalog } from './demo-catalog.ts';

type AdminListBody = { data: Product[]; meta: { page: number; limit: number; total: number } };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe.each(databaseTargets())('storefront catalog API on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let all: Product[];
  let visible: Product[];
  let hidden: Product[];

  beforeAll(async () => {
    t = await createTestApp(target);
    await seedDemoCatalog(t.app, databaseStorage);
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    all = (
      await t.app.inject({ method: 'GET', url: '/marketplace/products?limit=100', headers: admin })
    ).json<AdminListBody>().data;
    // Hide a product that others point at, so leaks through relations would show.
    const accessory = all.find((product) => product.code === 'ANT-GPS-ACT');
    await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/products/${accessory?._id}`,
      headers: admin,
      payload: { visible: false },
    });
    all = (
      await t.app.inject({ method: 'GET', url: '/marketplace/products?limit=100', headers: admin })
    ).json<AdminListBody>().data;
    visible = all.filter((product) => product.visible);
    hidden = all.filter((product) => !product.visible);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const shop = (query: string, language?: string) => listStorefrontProducts(t.app, query, language);

  const codes = (products: { code: string }[]) => products.map((product) => product.code).sort();

  it('lists visible products only, with paging totals', async () => {
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    const first = await shop('limit=12&page=1');
    expect(first.meta).toEqual({ page: 1, limit: 12, total: visible.length });
    const pages = Math.ceil(visible.length / 12);
    const seen: ProductCard[] = [];
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
    expect(codes((await shop(`tag=${tag?._id}&limit=48`)).data)).toEqual(
      codes(visible.filter((p) => p.tags.some((x) => x._id === tag?._id))),
    );
    const application = visible.find((p) => p.applications.length)?.applications[0];
    expect(codes((await shop(`application=${application?._id}&limit=48`)).data)).toEqual(
      codes(visible.filter((p) => p.applications.some((x) => x._id === application?._id))),
    );
    const useCase = visible.find((p) => p.useCases.length)?.useCases[0];
    expect(codes((await shop(`useCase=${useCase?._id}&limit=48`)).data)).toEqual(
      codes(visible.filter((p) => p.useCases.some((x) => x._id === useCase?._id))),
    );

    const combined = visible.filter(
      (p) =>
        p.type === 'device' && p.communicationTypes.includes('4g') && (p.price ?? 0) >= 100 && (p.price ?? 0) <= 300,
    );
    expect(combined.length).toBeGreaterThan(0);
    expect(codes((await shop('type=device&communicationType=4g&minPrice=100&maxPrice=300&limit=48')).data)).toEqual(
      codes(combined),
    );
    expect(codes((await shop('search=tracker&limit=48')).data)).toEqual(
      codes(visible.filter((p) => /tracker/i.test(p.name) || /tracker/i.test(p.shortName) || /tracker/i.test(p.code))),
    );
  });

  it('filters by category (device, gateway and accessory type), alone, several at once and with other filters', async () => {
    const categories = [
      { parameter: 'deviceType', of: (p: Product) => p.deviceType?._id },
      { parameter: 'gatewayType', of: (p: Product) => p.gatewayType?._id },
      { parameter: 'accessoryType', of: (p: Product) => p.accessoryType?._id },
    ] as const;
    for (const { parameter, of } of categories) {
      // The two most common categories of this kind, so that "several at once" is a real union.
      const counts = new Map<string, number>();
      for (const product of visible) {
        const id = of(product);
        if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      const [first, second] = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
      if (!first || !second) throw new Error(`the demo catalog needs two ${parameter} categories`);
      const inFirst = visible.filter((p) => of(p) === first);
      const inEither = visible.filter((p) => of(p) === first || of(p) === second);
      expect(inFirst.length, parameter).toBeGreaterThan(1);

      expect(codes((await shop(`${parameter}=${first}&limit=48`)).data), parameter).toEqual(codes(inFirst));
      const paged = await shop(`${parameter}=${first}&limit=6&page=1`);
      expect(paged.meta, parameter).toEqual({ page: 1, limit: 6, total: inFirst.length });
      expect(codes((await shop(`${parameter}=${first}&${parameter}=${second}&limit=48`)).data), parameter).toEqual(
        codes(inEither),
      );
      const commaSeparated = await shop(`${parameter}=${first},${second}&limit=6`);
      expect(commaSeparated.meta.total, parameter).toBe(inEither.length);
      // The name sort reads the filter through another query: it must agree.
      expect(
        (await shop(`${parameter}=${first}&sort=nameAsc&limit=48`)).data.map((p) => p.code).sort(),
        parameter,
      ).toEqual(codes(inFirst));
      // A product is of one kind only, so a category of another kind never matches.
      expect((await shop(`${parameter}=${first}&type=subscription`)).meta.total, parameter).toBe(0);
    }

    // Hidden products of a category stay out of it.
    const hiddenGateway = hidden.find((p) => p.gatewayType);
    expect(hiddenGateway, 'the demo catalog hides a gateway').toBeDefined();
    const sameGatewayType = visible.filter((p) => p.gatewayType?._id === hiddenGateway?.gatewayType?._id);
    expect(sameGatewayType.length).toBeGreaterThan(0);
    const gatewayList = await shop(`gatewayType=${hiddenGateway?.gatewayType?._id}&limit=48`);
    expect(codes(gatewayList.data)).toEqual(codes(sameGatewayType));
    expect(gatewayList.meta.total).toBe(sameGatewayType.length);

    // Combined with another filter: a strict, non-empty part of the category each time.
    const trackerType = visible.find((p) => p.code === 'TRK-4G-100')?.deviceType?._id;
    const trackers = visible.filter((p) => p.deviceType?._id === trackerType);
    const communication = trackers
      .flatMap((p) => p.communicationTypes)
      .find((type) => {
        const matching = trackers.filter((p) => p.communicationTypes.includes(type)).length;
        return matching > 0 && matching < trackers.length;
      });
    expect(communication, 'the trackers differ in communication type').toBeDefined();
    const trackersWith = trackers.filter((p) => communication && p.communicationTypes.includes(communication));
    const combinedTrackers = await shop(`deviceType=${trackerType}&communicationType=${communication}&limit=6`);
    expect(combinedTrackers.meta.total).toBe(trackersWith.length);
    expect(codes((await shop(`deviceType=${trackerType}&communicationType=${communication}&limit=48`)).data)).toEqual(
      codes(trackersWith),
    );

    const gatewayPrices = sameGatewayType.map((p) => p.price ?? 0).sort((a, b) => a - b);
    const cheapest = gatewayPrices[0] ?? 0;
    const cheapGateways = sameGatewayType.filter((p) => (p.price ?? 0) <= cheapest);
    const priced = await shop(`gatewayType=${hiddenGateway?.gatewayType?._id}&maxPrice=${cheapest}&limit=48`);
    expect(codes(priced.data)).toEqual(codes(cheapGateways));
    const range = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/products/price-range?gatewayType=${hiddenGateway?.gatewayType?._id}`,
    });
    expect(range.json()).toEqual({ data: { min: cheapest, max: gatewayPrices.at(-1), currency: 'USD' } });

    const antennaType = visible.find((p) => p.code === 'ANT-LORA-5DBI')?.accessoryType?._id;
    const antennas = visible.filter((p) => p.accessoryType?._id === antennaType);
    const antennaTag = antennas
      .flatMap((p) => p.tags)
      .find((tag) => antennas.some((p) => !p.tags.some((x) => x._id === tag._id)));
    const taggedAntennas = antennas.filter((p) => p.tags.some((x) => x._id === antennaTag?._id));
    expect(antennaTag, 'the antennas differ in tags').toBeDefined();
    expect(codes((await shop(`accessoryType=${antennaType}&tag=${antennaTag?._id}&limit=48`)).data)).toEqual(
      codes(taggedAntennas),
    );
    const searched = antennas.filter((p) => /lora/i.test(p.name) || /lora/i.test(p.shortName) || /lora/i.test(p.code));
    expect(searched.length).toBeGreaterThan(0);
    expect(searched.length).toBeLessThan(antennas.length);
    expect(codes((await shop(`accessoryType=${antennaType}&search=lora&limit=48`)).data)).toEqual(codes(searched));

    // A well-formed id that names no category finds nothing rather than everything.
    expect((await shop('deviceType=00000000-0000-4000-8000-000000000000')).meta.total).toBe(0);
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
    const zaAll = visible
      .map((p) => p.name)
      .sort(english.compare)
      .reverse();
    expect(zaPage).toEqual(zaAll.slice(0, 9));

    const arabic = new Intl.Collator('ar', { sensitivity: 'base', numeric: true });
    const arabicNames = (await shop('sort=nameAsc&limit=48', 'ar')).data.map((p) => p.name);
    expect(arabicNames[0]).toMatch(/[\u0600-\u06FF]/);
    expect(arabicNames).toEqual([...arabicNames].sort(arabic.compare));
  });

  it('answers in the request language', async () => {
    const tracker = visible.find((p) => p.code === 'TRK-4G-100');
    const inArabic = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/products/${tracker?._id}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(inArabic.json<{ data: Product }>().data.name).toBe('جهاز تتبع الأساطيل 4G');
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: `/marketplace-customer/products/${tracker?._id}`,
      headers: { 'accept-language': 'fr, en;q=0.5' },
    });
    expect(inEnglish.json<{ data: Product }>().data.name).toBe('Fleet Tracker 4G');
  });

  it('never lets a hidden product leak through detail, related, similar, includes or search', async () => {
    for (const product of hidden) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${product._id}` })).statusCode,
      ).toBe(404);
      expect((await shop(`search=${encodeURIComponent(product.code)}`)).data).toEqual([]);
      expect((await shop(`ids=${product._id}`)).data).toEqual([]);
    }
    const hiddenIds = new Set(hidden.map((p) => p._id));
    const everything = (await shop('limit=48&page=1')).data.concat((await shop('limit=48&page=2')).data);
    expect(everything.filter((card) => hiddenIds.has(card._id))).toEqual([]);
    for (const card of everything) {
      const product = (await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${card._id}` })).json<{
        data: Product;
      }>().data;
      const references = [
        ...product.relatedAccessories,
        ...product.similarProducts,
        ...product.similarPackages,
        ...product.includes.map((item) => item.product),
      ];
      expect(
        references.filter((reference) => hiddenIds.has(reference._id)),
        product.code,
      ).toEqual([]);
    }
    // The admin still sees the link the storefront leaves out.
    const tracker = all.find((p) => p.code === 'TRK-4G-100');
    expect(tracker?.relatedAccessories.some((a) => a.code === 'ANT-GPS-ACT')).toBe(true);
  });

  it('drops a product, once hidden, from the similar list and the includes list that named it', async () => {
    const storefront = async (id: string | undefined) => {
      const response = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Product }>().data;
    };
    const setVisible = async (id: string, value: boolean) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/marketplace/products/${id}`,
        headers: admin,
        payload: { visible: value },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    // Found in the data, not assumed: four different visible products, so hiding two leaves the other two on show.
    const visibleIds = new Set(visible.map((p) => p._id));
    const holder = visible.find((p) => p.similarProducts.some((s) => visibleIds.has(s._id)));
    const similar = holder?.similarProducts.find((s) => visibleIds.has(s._id));
    const taken = new Set([holder?._id, similar?._id]);
    const pack = visible.find(
      (p) =>
        p.type === 'package' &&
        !taken.has(p._id) &&
        p.includes.some((i) => visibleIds.has(i.product._id) && !taken.has(i.product._id)),
    );
    const included = pack?.includes.find((i) => visibleIds.has(i.product._id) && !taken.has(i.product._id))?.product;
    if (!holder || !similar || !pack || !included)
      throw new Error('the demo catalog needs a visible similar product and a visible included product');

    expect((await storefront(holder._id)).similarProducts.map((p) => p._id)).toContain(similar._id);
    expect((await storefront(pack._id)).includes.map((i) => i.product._id)).toContain(included._id);

    await setVisible(similar._id, false);
    await setVisible(included._id, false);
    try {
      const holderNow = await storefront(holder._id);
      expect(holderNow.similarProducts.map((p) => p._id)).not.toContain(similar._id);
      const packNow = await storefront(pack._id);
      expect(packNow.includes.map((i) => i.product._id)).not.toContain(included._id);
      expect(packNow.includes.length).toBe(
        pack.includes.filter(
          (i) => visibleIds.has(i.product._id) && i.product._id !== included._id && i.product._id !== similar._id,
        ).length,
      );
      const listed = (await shop(`ids=${holder._id},${pack._id}`)).data;
      expect(listed.map((p) => p._id).sort()).toEqual([holder._id, pack._id].sort());
      expect((await shop('type=package&limit=48')).data.map((p) => p._id)).toContain(pack._id);
      for (const gone of [similar, included]) {
        expect(
          (await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${gone._id}` })).statusCode,
        ).toBe(404);
        expect((await shop(`search=${encodeURIComponent(gone.code)}`)).data).toEqual([]);
      }
      // The admin still sees both links.
      const adminHolder = await t.app.inject({
        method: 'GET',
        url: `/marketplace/products/${holder._id}`,
        headers: admin,
      });
      expect(adminHolder.json<{ data: Product }>().data.similarProducts.map((p) => p._id)).toContain(similar._id);
      const adminPack = await t.app.inject({ method: 'GET', url: `/marketplace/products/${pack._id}`, headers: admin });
      expect(adminPack.json<{ data: Product }>().data.includes.map((i) => i.product._id)).toContain(included._id);
    } finally {
      // The other tests count on the catalog as beforeAll left it.
      await setVisible(similar._id, true);
      await setVisible(included._id, true);
    }
  });

  it('reports the price range and hides prices, price filters and price sorts when settings say so', async () => {
    const prices = visible.map((p) => p.price ?? 0);
    const range = await t.app.inject({ method: 'GET', url: '/marketplace-customer/products/price-range' });
    expect(range.json()).toEqual({ data: { min: Math.min(...prices), max: Math.max(...prices), currency: 'USD' } });
    const devices = await t.app.inject({
      method: 'GET',
      url: '/marketplace-customer/products/price-range?type=device',
    });
    expect(devices.json<{ data: { max: number } }>().data.max).toBe(
      Math.max(...visible.filter((p) => p.type === 'device').map((p) => p.price ?? 0)),
    );

    await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: admin,
      payload: { visibility: { pricing: { enabled: false } } },
    });
    const list = await shop('limit=6&sort=highPrice&minPrice=1000');
    expect(list.data.every((product) => product.price === null)).toBe(true);
    expect(list.meta.total).toBe(visible.length);
    expect(
      (await t.app.inject({ method: 'GET', url: '/marketplace-customer/products/price-range' })).json<{
        data: { min: null };
      }>().data.min,
    ).toBeNull();
    await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: admin,
      payload: { visibility: { pricing: { enabled: true } } },
    });
  });

  it('reads what shoppers may see once, and again only when the settings change', async () => {
    const pricedIds = visible.filter((product) => product.price !== null).map((product) => product._id);
    const [first, second, third] = pricedIds;
    const price = async (id: string | undefined) =>
      (await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${id}` })).json<{ data: Product }>()
        .data.price;
    const execute = (statement: string) => t.database.db.execute(sql.raw(statement));
    const pricing = (enabled: boolean) =>
      `update settings set value = jsonb_set(value, '{visibility,pricing,enabled}', '${enabled}') where scope = 'global'`;
    // A heard change forgets the kept answers and the kept view; the next read reads the settings.
    await execute(pricing(true));
    expect(await price(first)).not.toBeNull();
    // Prices hidden with the table's trigger off, so nobody hears of it: a read of another product
    // (not kept yet) still shows its price, so the settings were not read again.
    await execute('alter table settings disable trigger settings_public_data_changed');
    try {
      await execute(pricing(false));
    } finally {
      await execute('alter table settings enable trigger settings_public_data_changed');
    }
    expect(await price(second)).not.toBeNull();
    // Heard, the change shows at once.
    await execute(pricing(false));
    expect(await price(third)).toBeNull();
    await execute(pricing(true));
    expect(await price(third)).not.toBeNull();
  });

  it('never shows stock numbers for alef, even with stock visibility on (SPEC §6: marketplace stock for al-khaleej only)', async () => {
    expect(t.app.config.brand).toBe('alef');
    const settings = await t.app.inject({ method: 'GET', url: '/marketplace-customer/settings' });
    expect(settings.json<{ data: { visibility: Visibility } }>().data.visibility.stock.enabled).toBe(true);
    const list = await shop('limit=48');
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((product) => product.stock === null)).toBe(true);
    const stocked = visible.find((p) => (p.stock ?? 0) > 0);
    const detail = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${stocked?._id}` });
    expect(detail.json<{ data: Product }>().data).toMatchObject({ stock: null, inStock: true });
  });

  it('refuses bad queries with 400', async () => {
    for (const query of ['type=fridge', 'communicationType=telepathy', 'tag=not-a-uuid', 'limit=500', 'sort=random']) {
      const response = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    const categories = [
      ['deviceType', 'Device type'],
      ['gatewayType', 'Gateway type'],
      ['accessoryType', 'Accessory type'],
    ] as const;
    for (const [parameter, label] of categories) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/marketplace-customer/products?${parameter}=00000000-0000-4000-8000-000000000000,not-a-uuid`,
      });
      expect(response.statusCode, parameter).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({ [`${parameter}.1`]: `${label} is invalid` });
    }
  });

  it('says whether a quantity can be supplied without revealing the stock', async () => {
    const edge = visible.find((p) => p.code === 'GW-EDGE-AI');
    const check = async (quantity: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/products/${edge?._id}/availability?quantity=${quantity}`,
        })
      ).json<{ data: { available: boolean; inStock: boolean } }>().data;
    expect(await check(10)).toEqual({ available: true, inStock: true });
    expect(await check(11)).toEqual({ available: false, inStock: true });
    const soldOut = visible.find((p) => p.code === 'CAM-DASH-LITE');
    const storefrontCopy = (await shop(`ids=${soldOut?._id}`)).data[0];
    expect(storefrontCopy).toMatchObject({ inStock: false, stock: null });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/products/${hidden[0]?._id}/availability?quantity=1`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace-customer/products/${edge?._id}/availability?quantity=0`,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('limits availability checks per IP, so the hidden stock cannot be binary-searched', async () => {
    const edge = visible.find((p) => p.code === 'GW-EDGE-AI');
    const check = (remoteAddress: string, quantity = 1) =>
      t.app.inject({
        method: 'GET',
        url: `/marketplace-customer/products/${edge?._id}/availability?quantity=${quantity}`,
        remoteAddress,
      });
    const rule = t.app.config.rateLimits.availabilityChecksPerIp;
    // Enough for a shopper clicking through a quantity picker.
    expect(rule.limit).toBeGreaterThanOrEqual(30);
    for (let call = 1; call <= rule.limit; call += 1) {
      expect((await check('198.51.100.7', call)).statusCode, `call ${call}`).toBe(200);
    }
    const refused = await check('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toEqual({
      error: {
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many attempts. Please try again later.',
        requestId: expect.any(String),
      },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(rule.windowSeconds);
    expect((await check('198.51.100.8')).statusCode, 'another shopper').toBe(200);
    try {
      t.clock.advance(rule.windowSeconds * 1000);
      expect((await check('198.51.100.7')).statusCode, 'next window').toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('serves product groups with visible products and the home sliders with every position', async () => {
    const groups = (await t.app.inject({ method: 'GET', url: '/marketplace-customer/product-groups' })).json<{
      data: ProductGroup[];
    }>().data;
    const hiddenIds = new Set(hidden.map((p) => p._id));
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.products.filter((product) => hiddenIds.has(product._id))).toEqual([]);
    const sliders = (
      await t.app.inject({ method: 'GET', url: '/marketplace-customer/sliders', headers: { 'accept-language': 'ar' } })
    ).json<{ data: MarketingItem[] }>().data;
    expect(sliders.map((slider) => slider.position).sort()).toEqual(['center', 'left', 'right']);
    expect(sliders.every((slider) => /[\u0600-\u06FF]/.test(slider.title))).toBe(true);
    const slide = await t.app.inject({ method: 'GET', url: sliders[0]?.image ?? '' });
    expect(slide.statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('storefront stock for a brand with marketplace stock on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let visible: Product[];

  beforeAll(async () => {
    // The brand is a build-time setting (DESIGN §Web); the server reads it from its configuration.
    t = await createTestApp(target, { configure: (config) => ({ ...config, brand: 'al-khaleej' }) });
    await seedDemoCatalog(t.app, databaseStorage);
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    visible = (await t.app.inject({ method: 'GET', url: '/marketplace/products?limit=100', headers: admin }))
      .json<AdminListBody>()
      .data.filter((p) => p.visible);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const shopStock = async () => (await listStorefrontProducts(t.app, 'limit=48&sort=nameAsc')).data;

  it('shows al-khaleej shoppers the stock numbers, and hides them when settings turn stock off', async () => {
    const stockByCode = new Map(visible.map((p) => [p.code, p.stock]));
    const shown = await shopStock();
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) expect(product.stock, product.code).toBe(stockByCode.get(product.code));
    expect(shown.some((product) => (product.stock ?? 0) > 0)).toBe(true);
    const soldOut = visible.find((p) => p.stock === 0);
    const detail = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${soldOut?._id}` });
    expect(detail.json<{ data: Product }>().data).toMatchObject({ stock: 0, inStock: false });

    const off = await t.app.inject({
      method: 'PATCH',
      url: '/marketplace/settings',
      headers: admin,
      payload: { visibility: { stock: { enabled: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const hiddenStock = await shopStock();
      expect(hiddenStock.length).toBe(shown.length);
      expect(hiddenStock.every((product) => product.stock === null)).toBe(true);
      // Whether it can be bought still shows; only the number goes.
      expect(hiddenStock.map((product) => product.inStock)).toEqual(shown.map((product) => product.inStock));
      const stocked = visible.find((p) => (p.stock ?? 0) > 0);
      const hiddenDetail = await t.app.inject({ method: 'GET', url: `/marketplace-customer/products/${stocked?._id}` });
      expect(hiddenDetail.json<{ data: Product }>().data).toMatchObject({ stock: null, inStock: true });
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/marketplace/settings',
        headers: admin,
        payload: { visibility: { stock: { enabled: true } } },
      });
    }
  });
});
