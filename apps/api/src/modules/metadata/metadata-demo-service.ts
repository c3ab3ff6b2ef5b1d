import type { MetadataKind } from '@iot/shared/catalog-metadata';
import type { ServiceContext } from '../../service-context.ts';
import { countMetadataItems, insertMetadataItem, listMetadataItems } from './metadata-item-repository.ts';
import type { MetadataTexts } from './metadata-item-table.ts';

type Entry = [en: string, ar: string, enDescription?: string, arDescription?: string];

// Demo catalog metadata in English and Arabic (every metadata kind of SPEC §1 populated).
const demo: Partial<Record<MetadataKind, Entry[]>> = {
  tags: [
    ['LoRaWAN', 'لورا وان'],
    ['NB-IoT', 'إنترنت الأشياء ضيق النطاق'],
    ['LTE-M', 'إل تي إي-إم'],
    ['4G', 'الجيل الرابع'],
    ['5G', 'الجيل الخامس'],
    ['GPS', 'نظام تحديد المواقع'],
    ['Bluetooth', 'بلوتوث'],
    ['Wi-Fi', 'واي فاي'],
    ['Zigbee', 'زيجبي'],
    ['IP67 waterproof', 'مقاوم للماء IP67'],
    ['Battery powered', 'يعمل بالبطارية'],
    ['Outdoor', 'للاستخدام الخارجي'],
    ['Indoor', 'للاستخدام الداخلي'],
  ],
  industries: [
    [
      'Logistics and transport',
      'الخدمات اللوجستية والنقل',
      'Track vehicles, trailers and parcels across borders.',
      'تتبع المركبات والمقطورات والطرود عبر الحدود.',
    ],
    [
      'Smart buildings',
      'المباني الذكية',
      'Offices and towers that manage energy, access and comfort.',
      'مكاتب وأبراج تدير الطاقة والدخول والراحة.',
    ],
    [
      'Agriculture',
      'الزراعة',
      'Soil, water and climate data for farms and greenhouses.',
      'بيانات التربة والمياه والمناخ للمزارع والبيوت المحمية.',
    ],
    [
      'Utilities and energy',
      'المرافق والطاقة',
      'Metering and grid monitoring for water, gas and power.',
      'العدادات ومراقبة الشبكات للمياه والغاز والكهرباء.',
    ],
    [
      'Healthcare',
      'الرعاية الصحية',
      'Cold storage, equipment tracking and patient safety.',
      'التخزين المبرد وتتبع المعدات وسلامة المرضى.',
    ],
    [
      'Retail',
      'التجزئة',
      'Footfall, freezers and shelf monitoring for stores.',
      'عدّ الزوار ومراقبة المجمدات والرفوف في المتاجر.',
    ],
    ['Manufacturing', 'التصنيع', 'Machine health and production line visibility.', 'صحة الآلات ووضوح خطوط الإنتاج.'],
    [
      'Smart cities',
      'المدن الذكية',
      'Parking, lighting, waste and air quality at city scale.',
      'المواقف والإنارة والنفايات وجودة الهواء على مستوى المدينة.',
    ],
    [
      'Oil and gas',
      'النفط والغاز',
      'Remote monitoring of wells, tanks and pipelines.',
      'المراقبة عن بعد للآبار والخزانات وخطوط الأنابيب.',
    ],
    [
      'Hospitality',
      'الضيافة',
      'Guest room access and energy savings for hotels.',
      'دخول غرف النزلاء وتوفير الطاقة في الفنادق.',
    ],
  ],
  'use-cases': [
    [
      'Fleet tracking',
      'تتبع الأساطيل',
      'Live location, trips and driver behaviour.',
      'الموقع المباشر والرحلات وسلوك السائق.',
    ],
    [
      'Cold chain monitoring',
      'مراقبة سلسلة التبريد',
      'Temperature alerts from warehouse to doorstep.',
      'تنبيهات درجة الحرارة من المستودع حتى الباب.',
    ],
    [
      'Asset tracking',
      'تتبع الأصول',
      'Find tools, containers and equipment anywhere.',
      'اعثر على الأدوات والحاويات والمعدات في أي مكان.',
    ],
    ['Access control', 'التحكم في الدخول', 'Keyless doors with audit trails.', 'أبواب بدون مفاتيح مع سجل تدقيق.'],
    [
      'Smart metering',
      'العدادات الذكية',
      'Automatic readings for water, gas and electricity.',
      'قراءات تلقائية للمياه والغاز والكهرباء.',
    ],
    [
      'Environmental monitoring',
      'المراقبة البيئية',
      'Air quality, noise and weather sensing.',
      'استشعار جودة الهواء والضوضاء والطقس.',
    ],
    [
      'Predictive maintenance',
      'الصيانة التنبؤية',
      'Vibration and temperature trends before failures.',
      'اتجاهات الاهتزاز والحرارة قبل الأعطال.',
    ],
    [
      'Parking management',
      'إدارة المواقف',
      'Occupancy sensors and guidance for car parks.',
      'حساسات الإشغال والتوجيه لمواقف السيارات.',
    ],
    [
      'Waste management',
      'إدارة النفايات',
      'Fill-level sensors that plan collection routes.',
      'حساسات مستوى الامتلاء لتخطيط مسارات الجمع.',
    ],
    ['People counting', 'عدّ الأشخاص', 'Occupancy data for offices and stores.', 'بيانات الإشغال للمكاتب والمتاجر.'],
  ],
  'device-types': [
    ['GPS tracker', 'جهاز تتبع GPS'],
    ['Smart lock', 'قفل ذكي'],
    ['Temperature sensor', 'حساس حرارة'],
    ['Humidity sensor', 'حساس رطوبة'],
    ['Smart meter', 'عداد ذكي'],
    ['Door sensor', 'حساس باب'],
    ['Air quality sensor', 'حساس جودة الهواء'],
    ['Water leak sensor', 'حساس تسرب المياه'],
    ['Dashcam', 'كاميرا لوحة القيادة'],
    ['Occupancy sensor', 'حساس إشغال'],
  ],
  'gateway-types': [
    ['LoRaWAN indoor gateway', 'بوابة لورا وان داخلية'],
    ['LoRaWAN outdoor gateway', 'بوابة لورا وان خارجية'],
    ['Cellular router', 'موجّه خلوي'],
    ['Edge computing gateway', 'بوابة حوسبة طرفية'],
    ['Bluetooth gateway', 'بوابة بلوتوث'],
    ['Zigbee hub', 'محور زيجبي'],
  ],
  'accessory-types': [
    ['Antenna', 'هوائي'],
    ['Power supply', 'مزود طاقة'],
    ['Mounting kit', 'طقم تركيب'],
    ['Cable', 'كابل'],
    ['Battery pack', 'حزمة بطاريات'],
    ['SIM card', 'شريحة اتصال'],
    ['Enclosure', 'غلاف حماية'],
  ],
  applications: [
    [
      'Fleet management',
      'إدارة الأساطيل',
      'Vehicles, drivers and fuel in one dashboard.',
      'المركبات والسائقون والوقود في لوحة واحدة.',
    ],
    [
      'Cold chain',
      'سلسلة التبريد',
      'Keep perishable goods in range, with proof.',
      'حافظ على البضائع القابلة للتلف ضمن النطاق مع الإثبات.',
    ],
    [
      'Smart building',
      'المبنى الذكي',
      'Energy, comfort and access for every floor.',
      'الطاقة والراحة والدخول لكل طابق.',
    ],
    ['Asset tracking', 'تتبع الأصول', 'Know where every valuable asset is.', 'اعرف مكان كل أصل ثمين.'],
    ['Access management', 'إدارة الدخول', 'Smart locks and credentials for teams.', 'أقفال ذكية وصلاحيات للفرق.'],
    ['Energy management', 'إدارة الطاقة', 'Meter, compare and cut consumption.', 'قِس الاستهلاك وقارنه وخفّضه.'],
    [
      'Environmental monitoring',
      'المراقبة البيئية',
      'Air, water and noise data you can act on.',
      'بيانات الهواء والماء والضوضاء القابلة للتنفيذ.',
    ],
    ['Smart parking', 'المواقف الذكية', 'Guide drivers to free spaces.', 'وجّه السائقين إلى الأماكن الشاغرة.'],
  ],
};

function textsOf([en, ar, enDescription, arDescription]: Entry): MetadataTexts {
  return {
    en: { title: en, ...(enDescription ? { description: enDescription } : {}) },
    ar: { title: ar, ...(arDescription ? { description: arDescription } : {}) },
  };
}

/** Seeds each kind that has no items yet; a kind an administrator already filled is left alone. */
export async function seedMetadataItems({ db }: ServiceContext): Promise<void> {
  for (const [kind, entries] of Object.entries(demo) as [MetadataKind, Entry[]][]) {
    if ((await countMetadataItems(db, kind)) > 0) continue;
    // Oldest first, so the newest-first lists show them in the order written here.
    for (const entry of [...entries].reverse()) {
      await insertMetadataItem(db, { kind, texts: textsOf(entry), image: null, active: true });
    }
  }
}

/** The demo catalog's pictures (SPEC §2 metadata pictures), when there are none yet. */
export async function seedDemoPictures(
  { db }: ServiceContext,
  pictures: { en: string; ar: string; image: string | null }[],
): Promise<void> {
  if ((await countMetadataItems(db, 'pictures')) > 0) return;
  for (const picture of pictures) {
    await insertMetadataItem(db, {
      kind: 'pictures',
      texts: { en: { title: picture.en }, ar: { title: picture.ar } },
      image: picture.image,
      active: true,
    });
  }
}

/** English title → id of one kind's items, so demo products can name their metadata by title. */
export async function demoTitleIndex({ db }: ServiceContext, kind: MetadataKind): Promise<Map<string, string>> {
  const { rows } = await listMetadataItems(db, { kind, offset: 0, limit: 500 });
  return new Map(rows.map((row) => [row.texts.en?.title ?? '', row.id]));
}
