import { resolveBrand } from '@iot/shared/brands';
import { localizeDigits } from '@iot/shared/digits';
import type { ProductCreateBody } from '@iot/shared/products';
import type { ServiceContext } from '../../service-context.ts';
import { storeUpload } from '../files/file-service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { demoDocumentsFor } from './demo-documents.ts';
import { seedDemoMarketing } from '../marketing/demo-marketing-service.ts';
import { demoTitleIndex, seedDemoPictures, seedMetadataItems } from '../metadata/metadata-demo-service.ts';
import { createGroup, updateGroup } from '../product-groups/product-group-service.ts';
import { demoFaqs, demoProducts, type DemoProduct } from './demo-catalog-data.ts';
import { imageStyles, renderProductImage, type ImageStyle } from './demo-product-images.ts';
import { countProducts } from './product-repository.ts';
import { createProduct, rebuildNameSortKeys, updateProduct } from './product-service.ts';

const pictureTitles: Record<ImageStyle, [string, string]> = {
  tracker: ['Tracker', 'جهاز تتبع'],
  lock: ['Smart lock', 'قفل ذكي'],
  gateway: ['Gateway', 'بوابة'],
  antenna: ['Antenna', 'هوائي'],
  power: ['Power supply', 'مزود طاقة'],
  sim: ['SIM card', 'شريحة اتصال'],
  sensor: ['Sensor', 'حساس'],
  license: ['License', 'ترخيص'],
  cloud: ['Cloud platform', 'منصة سحابية'],
  package: ['Package', 'باقة'],
  puzzle: ['Integration', 'تكامل'],
  camera: ['Camera', 'كاميرا'],
  meter: ['Smart meter', 'عداد ذكي'],
};

function describe(product: DemoProduct, language: 'en' | 'ar'): string {
  const summary = product.summary[language === 'en' ? 0 : 1];
  const warranty = product.warranty
    ? language === 'en'
      ? `<li>Warranty: ${product.warranty} months</li>`
      : `<li>الضمان: ${localizeDigits(String(product.warranty), 'ar')} شهرًا</li>`
    : '';
  const support =
    language === 'en' ? '<li>Bilingual support and regional delivery</li>' : '<li>دعم بلغتين وتوصيل إقليمي</li>';
  return `<p>${summary}</p><ul>${warranty}${support}</ul>`;
}

/**
 * The embedded demo's catalog: metadata of every kind, home sliders and ads, pictures, 68 products of all six types
 * with images, FAQs and Arabic translations, and two product groups. Runs only on an empty catalog.
 */
export async function seedDemoCatalog(ctx: ServiceContext, storage: FileStorage): Promise<void> {
  const { db } = ctx;
  await seedMetadataItems(ctx);
  await seedDemoMarketing(ctx, storage);
  if ((await countProducts(db)) > 0) return;

  // Product and category pictures in the colours of the brand the server runs as.
  const brand = resolveBrand(ctx.config.brand);
  const images = new Map<ImageStyle, string>();
  for (const [index, style] of imageStyles.entries()) {
    const file = await storeUpload(
      ctx,
      storage,
      'image',
      await renderProductImage(brand, style, index),
      `${style}.png`,
    );
    images.set(style, file.url);
  }
  await seedDemoPictures(
    ctx,
    imageStyles.map((style) => ({
      en: pictureTitles[style][0],
      ar: pictureTitles[style][1],
      image: images.get(style) ?? null,
    })),
  );

  const kinds = [
    'tags',
    'industries',
    'use-cases',
    'applications',
    'device-types',
    'gateway-types',
    'accessory-types',
  ] as const;
  const index = Object.fromEntries(
    await Promise.all(kinds.map(async (kind) => [kind, await demoTitleIndex(ctx, kind)] as const)),
  ) as Record<(typeof kinds)[number], Map<string, string>>;
  const ids = (kind: (typeof kinds)[number], titles: string[] | undefined) =>
    (titles ?? []).map((title) => index[kind].get(title)).filter((id): id is string => Boolean(id));
  const single = (kind: (typeof kinds)[number], title: string | undefined) =>
    title ? (index[kind].get(title) ?? null) : null;

  const codeToId = new Map<string, string>();
  // Packages last: they include products by code.
  const ordered = [
    ...demoProducts.filter((p) => p.type !== 'package'),
    ...demoProducts.filter((p) => p.type === 'package'),
  ];
  const storeDocuments = (documents: { name: string; pdf: Buffer }[]) =>
    Promise.all(
      documents.map(async ({ name, pdf }) => ({
        name,
        url: (await storeUpload(ctx, storage, 'document', pdf, name)).url,
      })),
    );
  for (const product of ordered) {
    const documents = demoDocumentsFor(product);
    const body: ProductCreateBody = {
      name: product.name[0],
      shortName: product.short[0],
      code: product.code,
      price: product.price,
      description: describe(product, 'en'),
      images: [images.get(product.image) ?? ''],
      type: product.type,
      deviceTypeId: product.type === 'device' ? single('device-types', product.kind) : null,
      gatewayTypeId: product.type === 'gateway' ? single('gateway-types', product.kind) : null,
      accessoryTypeId: product.type === 'accessory' ? single('accessory-types', product.kind) : null,
      subscriptionType: product.subscription?.type ?? null,
      subscriptionPeriod: product.subscription?.period ?? null,
      connectivityType: product.connectivity ?? null,
      platformType: product.platform ?? null,
      notificationPackageType: product.notifications?.type ?? null,
      notificationLimit: product.notifications?.limit ?? null,
      communicationTypes: (product.comms ?? []) as ProductCreateBody['communicationTypes'],
      warrantyMonths: product.warranty,
      // The first stock level, written by the inventory module with its ledger row (DESIGN §Data).
      stock: product.stock,
      tagIds: ids('tags', product.tags),
      industryIds: ids('industries', product.industries),
      useCaseIds: ids('use-cases', product.useCases),
      applicationIds: ids('applications', product.applications),
      faqs: demoFaqs[product.type].en,
      documentations: await storeDocuments(documents.documentations),
      certifications: await storeDocuments(documents.certifications),
      includes: (product.includes ?? []).map(([code, quantity]) => ({ productId: codeToId.get(code) ?? '', quantity })),
      visible: !product.hidden,
    };
    const created = await createProduct(ctx, body, 'en');
    codeToId.set(product.code, created._id);
    await updateProduct(
      ctx,
      created._id,
      {
        name: product.name[1],
        shortName: product.short[1],
        description: describe(product, 'ar'),
        faqs: demoFaqs[product.type].ar,
      },
      'ar',
    );
  }

  // Relations: accessories for devices and gateways, similar items of the same kind, similar packages.
  const byCode = (codes: string[]) => codes.map((code) => codeToId.get(code)).filter((id): id is string => Boolean(id));
  const accessoriesFor: Record<string, string[]> = {
    tracker: ['ANT-GPS-ACT', 'ACC-BATT-PACK', 'SIM-GLOBAL-M2M'],
    gateway: ['ANT-LORA-5DBI', 'PSU-POE-INJ', 'ACC-MOUNT-POLE', 'ACC-CABLE-LMR'],
    sensor: ['ACC-BATT-PACK', 'ACC-ENCL-IP67'],
    meter: ['SIM-NBIOT-10Y'],
    camera: ['SIM-GCC-ESIM', 'PSU-12V-2A'],
    lock: ['ACC-BATT-PACK'],
  };
  for (const product of demoProducts) {
    const id = codeToId.get(product.code);
    if (!id) continue;
    const similar = demoProducts
      .filter(
        (other) =>
          other.code !== product.code &&
          other.type === product.type &&
          other.image === product.image &&
          other.type !== 'package',
      )
      .slice(0, 3)
      .map((other) => other.code);
    const relatedAccessoryIds =
      product.type === 'device' || product.type === 'gateway' ? byCode(accessoriesFor[product.image] ?? []) : [];
    const similarPackageIds =
      product.type === 'package'
        ? byCode(
            demoProducts
              .filter((p) => p.type === 'package' && p.code !== product.code)
              .slice(0, 2)
              .map((p) => p.code),
          )
        : [];
    await updateProduct(ctx, id, { relatedAccessoryIds, similarProductIds: byCode(similar), similarPackageIds }, 'en');
  }
  // Each product took a key between its neighbours as it came; even spacing leaves the most room for the shop's own.
  await rebuildNameSortKeys(ctx);

  const group = await createGroup(
    ctx,
    {
      name: 'Best sellers',
      description: 'Shown on the home page',
      productIds: byCode(['TRK-4G-100', 'SNS-TEMP-100', 'GW-LORA-IN-8', 'LCK-BT-100', 'PKG-FLEET-10', 'SUB-FLEET-M']),
    },
    'en',
  );
  await updateGroup(ctx, group._id, { name: 'الأكثر مبيعًا', description: 'تظهر في الصفحة الرئيسية' }, 'ar');
  const starter = await createGroup(
    ctx,
    {
      name: 'Pilot kits',
      description: 'Everything for a first deployment',
      productIds: byCode(['PKG-COLD-5', 'PKG-OFFICE-FLOOR', 'PKG-METER-100']),
    },
    'en',
  );
  await updateGroup(ctx, starter._id, { name: 'أطقم التجربة', description: 'كل ما تحتاجه لأول تشغيل' }, 'ar');
}
