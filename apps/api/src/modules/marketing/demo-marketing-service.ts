import sharp from 'sharp';
import { resolveBrand } from '@iot/shared/brands';
import type { ServiceContext } from '../../service-context.ts';
import { storeUpload } from '../files/file-service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { bannerDesign, bannerSvg } from './demo-banner-artwork.ts';
import { countMarketingRows, insertMarketingRow } from './marketing-repository.ts';

type Banner = {
  kind: 'sliders' | 'ads';
  position: 'left' | 'center' | 'right';
  link: string;
  en: { title: string; subTitle?: string; description?: string };
  ar: { title: string; subTitle?: string; description?: string };
};

const banners: Banner[] = [
  {
    kind: 'sliders',
    position: 'left',
    link: '/products?type=device',
    en: {
      title: 'Track every vehicle, live',
      subTitle: 'Fleet trackers from 79 USD',
      description: '4G and LTE-M trackers with a platform that works from day one.',
    },
    ar: {
      title: 'تتبع كل مركبة مباشرة',
      subTitle: 'أجهزة تتبع الأساطيل ابتداءً من ٧٩ دولارًا',
      description: 'متتبعات 4G وLTE-M مع منصة تعمل من اليوم الأول.',
    },
  },
  {
    kind: 'sliders',
    position: 'center',
    link: '/products?type=package',
    en: {
      title: 'Pilot kits, ready to deploy',
      subTitle: 'Sensors, gateway and platform in one box',
      description: 'Cold rooms, offices and parking: start with a kit.',
    },
    ar: {
      title: 'أطقم تجربة جاهزة للتشغيل',
      subTitle: 'حساسات وبوابة ومنصة في علبة واحدة',
      description: 'الغرف المبردة والمكاتب والمواقف: ابدأ بطقم.',
    },
  },
  {
    kind: 'sliders',
    position: 'right',
    link: '/requestAQuote',
    en: {
      title: 'Smart buildings at scale',
      subTitle: 'Ask for a quote for your portfolio',
      description: 'Occupancy, air quality and access for every floor.',
    },
    ar: {
      title: 'مبانٍ ذكية على نطاق واسع',
      subTitle: 'اطلب عرض سعر لمحفظتك',
      description: 'الإشغال وجودة الهواء والدخول لكل طابق.',
    },
  },
  {
    kind: 'ads',
    position: 'left',
    link: '/products?type=subscription',
    en: { title: 'Two months free on yearly fleet plans' },
    ar: { title: 'شهران مجانًا مع خطط الأساطيل السنوية' },
  },
  {
    kind: 'ads',
    position: 'left',
    link: '/products?communicationType=lorawan',
    en: { title: 'LoRaWAN gateways in stock' },
    ar: { title: 'بوابات لورا وان متوفرة' },
  },
];

/**
 * Demo sliders (one per position) and ads for the home page, when there are none, in the colours of
 * the brand the server runs as (demo-banner-artwork.ts).
 */
export async function seedDemoMarketing(ctx: ServiceContext, storage: FileStorage): Promise<void> {
  const { db } = ctx;
  if ((await countMarketingRows(db)) > 0) return;
  const brand = resolveBrand(ctx.config.brand);
  const counts = { sliders: 0, ads: 0 };
  for (const [index, banner] of banners.entries()) {
    const design = bannerDesign(brand, banner.kind, counts[banner.kind]++);
    const svg = bannerSvg(brand, design, banner.kind === 'sliders');
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    const file = await storeUpload(ctx, storage, 'image', png, `${banner.kind}-${index + 1}.png`);
    await insertMarketingRow(db, {
      kind: banner.kind,
      texts: { en: banner.en, ar: banner.ar },
      image: file.url,
      link: banner.link,
      position: banner.position,
      sortOrder: index,
      active: true,
    });
  }
}
