import sharp from 'sharp';
import type { ServiceContext } from '../../service-context.ts';
import { storeUpload } from '../files/file-service.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { countMarketingRows, insertMarketingRow } from './marketing-repository.ts';

type Banner = {
  kind: 'sliders' | 'ads';
  position: 'left' | 'center' | 'right';
  colors: [string, string];
  link: string;
  en: { title: string; subTitle?: string; description?: string };
  ar: { title: string; subTitle?: string; description?: string };
};

const banners: Banner[] = [
  {
    kind: 'sliders',
    position: 'left',
    colors: ['#0f172a', '#1d4ed8'],
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
    colors: ['#064e3b', '#0d9488'],
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
    colors: ['#4c1d95', '#be185d'],
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
    colors: ['#7c2d12', '#ea580c'],
    link: '/products?type=subscription',
    en: { title: 'Two months free on yearly fleet plans' },
    ar: { title: 'شهران مجانًا مع خطط الأساطيل السنوية' },
  },
  {
    kind: 'ads',
    position: 'left',
    colors: ['#1e3a8a', '#0891b2'],
    link: '/products?communicationType=lorawan',
    en: { title: 'LoRaWAN gateways in stock' },
    ar: { title: 'بوابات لورا وان متوفرة' },
  },
];

/** A wide banner: a gradient with a network motif, no text (texts are translated, images are not). */
async function renderBanner([from, to]: [string, string], wide: boolean): Promise<Buffer> {
  const [width, height] = wide ? [1600, 600] : [1200, 400];
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = Math.round(width * (0.45 + ((i * 37) % 50) / 100));
    const y = Math.round(height * (0.15 + ((i * 53) % 70) / 100));
    return `<circle cx="${x}" cy="${y}" r="${6 + (i % 4) * 3}" fill="#fff" fill-opacity="${0.25 + (i % 3) * 0.2}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${dots}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Demo sliders (one per position) and ads for the home page, when there are none. */
export async function seedDemoMarketing(ctx: ServiceContext, storage: FileStorage): Promise<void> {
  const { db } = ctx;
  if ((await countMarketingRows(db)) > 0) return;
  for (const [index, banner] of banners.entries()) {
    const file = await storeUpload(
      ctx,
      storage,
      'image',
      await renderBanner(banner.colors, banner.kind === 'sliders'),
      `${banner.kind}-${index + 1}.png`,
    );
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
