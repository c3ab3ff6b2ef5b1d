/**
 * The twelve brands one build can wear (SPEC §1, §6). A build picks one with BRAND=<name>; the
 * first entry is the default. Each brand's logo, favicon and login artwork are drawn from its record
 * (brand-artwork.ts).
 */
export type BrandFeatures = {
  cart: boolean;
  orders: boolean;
  savedAddresses: boolean;
  savedPaymentMethods: boolean;
  cmsStock: boolean;
  marketplaceStock: boolean;
  policyPage: boolean;
  termsPage: boolean;
};

export type BrandPalette = { primary: string; secondary: string; accent: string };

export type Brand = {
  name: string;
  displayName: string;
  title: string;
  tagline: { en: string; ar: string };
  monogram: string;
  palette: BrandPalette;
  features: BrandFeatures;
};

// SPEC §6 feature visibility per brand.
const commerce = ['alef', 'alfuttaim', 'iotech', 'senzfy', 'spcs'];
const cmsStock = ['al-khaleej', 'alef', 'alfuttaim', 'iotech', 'senzfy', 'spcs'];
const marketplaceStock = ['al-khaleej'];
const policyPage = ['abiot'];
const termsPage = ['abiot', 'watad'];

function featuresOf(name: string): BrandFeatures {
  const sells = commerce.includes(name);
  return {
    cart: sells,
    orders: sells,
    savedAddresses: sells,
    savedPaymentMethods: sells,
    cmsStock: cmsStock.includes(name),
    marketplaceStock: marketplaceStock.includes(name),
    policyPage: policyPage.includes(name),
    termsPage: termsPage.includes(name),
  };
}

type BrandSeed = Omit<Brand, 'features'>;

const seeds: BrandSeed[] = [
  {
    name: 'alef',
    displayName: 'Alef IoT',
    title: 'Alef IoT Marketplace',
    tagline: { en: 'Connected devices for every business', ar: 'أجهزة متصلة لكل الأعمال' },
    monogram: 'A',
    palette: { primary: '#1f4ea3', secondary: '#00a3a1', accent: '#f4b400' },
  },
  {
    name: 'alfuttaim',
    displayName: 'Al-Futtaim IoT',
    title: 'Al-Futtaim IoT Store',
    tagline: { en: 'Smart solutions for fleets and facilities', ar: 'حلول ذكية للأساطيل والمنشآت' },
    monogram: 'AF',
    palette: { primary: '#0b3d2e', secondary: '#c8a45c', accent: '#e85d04' },
  },
  {
    name: 'iotech',
    displayName: 'IoTech',
    title: 'IoTech Marketplace',
    tagline: { en: 'Sensors, gateways and the platform behind them', ar: 'حساسات وبوابات والمنصة التي تجمعها' },
    monogram: 'IT',
    palette: { primary: '#5b21b6', secondary: '#0ea5e9', accent: '#f43f5e' },
  },
  {
    name: 'senzfy',
    displayName: 'Senzfy',
    title: 'Senzfy Store',
    tagline: { en: 'Sense everything that matters', ar: 'استشعر كل ما يهم' },
    monogram: 'S',
    palette: { primary: '#0f766e', secondary: '#84cc16', accent: '#f97316' },
  },
  {
    name: 'spcs',
    displayName: 'SPCS',
    title: 'SPCS IoT Marketplace',
    tagline: { en: 'Secure tracking and access control', ar: 'تتبع آمن وتحكم في الدخول' },
    monogram: 'SP',
    palette: { primary: '#b91c1c', secondary: '#1e293b', accent: '#facc15' },
  },
  {
    name: 'al-khaleej',
    displayName: 'Al Khaleej IoT',
    title: 'Al Khaleej IoT Marketplace',
    tagline: { en: 'Gulf-wide connectivity, ready to deploy', ar: 'اتصال يغطي الخليج وجاهز للتشغيل' },
    monogram: 'K',
    palette: { primary: '#0277b3', secondary: '#a16207', accent: '#16a34a' },
  },
  {
    name: 'abiot',
    displayName: 'ABIoT',
    title: 'ABIoT Marketplace',
    tagline: { en: 'Industrial IoT, simply bought', ar: 'إنترنت الأشياء الصناعي بشراء بسيط' },
    monogram: 'AB',
    palette: { primary: '#57534e', secondary: '#f59e0b', accent: '#06b6d4' },
  },
  {
    name: 'watad',
    displayName: 'Watad',
    title: 'Watad IoT Store',
    tagline: { en: 'Foundations for smart cities', ar: 'أساسات المدن الذكية' },
    monogram: 'W',
    palette: { primary: '#713f12', secondary: '#0f766e', accent: '#eab308' },
  },
  {
    name: 'sahab',
    displayName: 'Sahab Cloud Devices',
    title: 'Sahab IoT Marketplace',
    tagline: { en: 'From sensor to cloud in one order', ar: 'من الحساس إلى السحابة في طلب واحد' },
    monogram: 'SH',
    palette: { primary: '#172554', secondary: '#64748b', accent: '#22c55e' },
  },
  {
    name: 'nakheel-tech',
    displayName: 'Nakheel Tech',
    title: 'Nakheel Tech Store',
    tagline: { en: 'Agritech sensors and farm gateways', ar: 'حساسات زراعية وبوابات للمزارع' },
    monogram: 'N',
    palette: { primary: '#15803d', secondary: '#92400e', accent: '#0284c7' },
  },
  {
    name: 'meshlink',
    displayName: 'MeshLink',
    title: 'MeshLink Marketplace',
    tagline: { en: 'LoRaWAN and mesh networks made easy', ar: 'شبكات لورا وان والشبكات المتداخلة بسهولة' },
    monogram: 'M',
    palette: { primary: '#9d174d', secondary: '#4338ca', accent: '#10b981' },
  },
  {
    name: 'qubit-systems',
    displayName: 'Qubit Systems',
    title: 'Qubit Systems IoT Store',
    tagline: { en: 'Telematics and asset intelligence', ar: 'التتبع عن بعد وذكاء الأصول' },
    monogram: 'Q',
    palette: { primary: '#b0179f', secondary: '#0e7490', accent: '#fb923c' },
  },
];

export const brands: readonly Brand[] = seeds.map((seed) => ({ ...seed, features: featuresOf(seed.name) }));
export const brandNames = brands.map((brand) => brand.name);
export const defaultBrandName = brandNames[0] ?? 'alef';

export function findBrand(name: string | undefined): Brand | undefined {
  return brands.find((brand) => brand.name === (name || defaultBrandName));
}

/** Resolves a brand name or throws with the list of valid names (the build fails on an unknown one). */
export function resolveBrand(name: string | undefined): Brand {
  const brand = findBrand(name);
  if (!brand) {
    throw new Error(`Unknown brand "${name}". Valid brands: ${brandNames.join(', ')}`);
  }
  return brand;
}
