import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metadataKindNames, type MetadataItem } from '@iot/shared/catalog-metadata';
import { productTypes, type Product, type ProductGroup } from '@iot/shared/products';
import { createTestApp, databaseTargets, type TestApp } from '../../test/test-app.ts';
import { databaseStorage } from '../files/file-storage.ts';
import { seedDemoCatalog } from './demo-catalog.ts';

const arabic = /[\u0600-\u06FF]/;

describe.each(databaseTargets())('demo catalog on $name', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let english: Product[];
  let arabicProducts: Product[];

  beforeAll(async () => {
    t = await createTestApp(target);
    await seedDemoCatalog(t.app, databaseStorage);
    // Seeding twice changes nothing: the catalog is only filled when empty.
    await seedDemoCatalog(t.app, databaseStorage);
    admin = { authorization: `Bearer ${await t.adminToken()}` };
    const page = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/marketplace/products?limit=100',
          headers: { ...admin, 'accept-language': language },
        })
      ).json<{ data: Product[]; meta: { total: number } }>();
    english = (await page('en')).data;
    arabicProducts = (await page('ar')).data;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives hardware a datasheet, devices and gateways a declaration of conformity, each a PDF that is served', async () => {
    const byCode = new Map(english.map((product) => [product.code, product]));
    const tracker = byCode.get('TRK-4G-100');
    expect(tracker?.documentations.map((file) => file.name)).toEqual(['TRK-4G-100 datasheet.pdf']);
    expect(tracker?.certifications.map((file) => file.name)).toEqual(['TRK-4G-100 CE declaration.pdf']);
    for (const file of [...(tracker?.documentations ?? []), ...(tracker?.certifications ?? [])]) {
      const served = await t.app.inject({ method: 'GET', url: file.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(byCode.get('ANT-LORA-5DBI')).toMatchObject({
      documentations: [expect.objectContaining({ name: 'ANT-LORA-5DBI datasheet.pdf' })],
      certifications: [],
    });
    expect(
      english
        .filter((product) => product.type === 'subscription')
        .every((product) => product.documentations.length === 0),
    ).toBe(true);
  });

  it('holds at least 60 products across all six types', () => {
    expect(english.length).toBeGreaterThanOrEqual(60);
    expect(new Set(english.map((product) => product.type))).toEqual(new Set(productTypes));
  });

  it('gives every product an image that is really served, FAQs and an Arabic translation', async () => {
    for (const product of arabicProducts) {
      expect(product.images.length, product.code).toBeGreaterThan(0);
      expect(product.name, product.code).toMatch(arabic);
      expect(product.languages).toEqual(['en', 'ar']);
      expect(product.faqs.length).toBeGreaterThan(0);
      expect(product.faqs[0]?.question).toMatch(arabic);
    }
    const urls = new Set(english.flatMap((product) => product.images));
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
  });

  it('links products to metadata and to each other; packages list what they include', () => {
    const tracker = english.find((product) => product.code === 'TRK-4G-100');
    expect(tracker?.deviceType?.title).toBe('GPS tracker');
    expect(tracker?.tags.map((tag) => tag.title)).toEqual(expect.arrayContaining(['4G', 'GPS']));
    expect(tracker?.relatedAccessories.length).toBeGreaterThan(0);
    expect(tracker?.similarProducts.length).toBeGreaterThan(0);
    const pack = english.find((product) => product.code === 'PKG-FLEET-10');
    expect(pack?.includes.map((item) => [item.product.code, item.quantity])).toEqual([
      ['TRK-4G-100', 10],
      ['SIM-GLOBAL-M2M', 10],
      ['SUB-FLEET-Y', 10],
    ]);
    expect(english.some((product) => !product.visible)).toBe(true);
    expect(english.some((product) => product.stock === 0)).toBe(true);
  });

  it('populates every metadata kind in both languages, pictures with images', async () => {
    for (const kind of metadataKindNames) {
      const list = (
        await t.app.inject({
          method: 'GET',
          url: `/marketplace/${kind}?limit=100`,
          headers: { ...admin, 'accept-language': 'ar' },
        })
      ).json<{ data: MetadataItem[] }>().data;
      expect(list.length, kind).toBeGreaterThan(0);
      for (const item of list) {
        expect(item.title, `${kind} ${item._id}`).toMatch(arabic);
        if (kind === 'pictures') expect(item.image).toMatch(/^\/files\//);
      }
    }
  });

  it('has product groups', async () => {
    const groups = (
      await t.app.inject({
        method: 'GET',
        url: '/marketplace/product-groups',
        headers: { ...admin, 'accept-language': 'ar' },
      })
    ).json<{ data: ProductGroup[] }>().data;
    expect(groups.map((group) => group.name).sort()).toEqual(['أطقم التجربة', 'الأكثر مبيعًا']);
    expect(groups.every((group) => group.productCount > 0)).toBe(true);
  });
});
