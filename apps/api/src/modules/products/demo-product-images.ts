import sharp from 'sharp';
import { logoTextContrast, readableShade, tint } from '@iot/shared/brand-colors';
import type { Brand } from '@iot/shared/brands';

/**
 * Product pictures for the demo catalog, drawn as SVG and rendered to PNG at seed time, so the
 * repository holds no binary assets and every product still has a real, uploaded image. They are
 * drawn in the colours of the brand the server runs as, with its monogram in a corner.
 */
export const imageStyles = [
  'tracker',
  'lock',
  'gateway',
  'antenna',
  'power',
  'sim',
  'sensor',
  'license',
  'cloud',
  'package',
  'puzzle',
  'camera',
  'meter',
] as const;
export type ImageStyle = (typeof imageStyles)[number];

const glyphs: Record<ImageStyle, string> = {
  tracker:
    '<rect x="190" y="170" width="220" height="260" rx="40" fill="#1f2937"/><path d="M300 220c-35 0-62 27-62 61 0 46 62 105 62 105s62-59 62-105c0-34-27-61-62-61z" fill="#f59e0b"/><circle cx="300" cy="281" r="22" fill="#1f2937"/>',
  lock: '<path d="M230 270v-50a70 70 0 0 1 140 0v50" stroke="#1f2937" stroke-width="28" fill="none"/><rect x="200" y="265" width="200" height="170" rx="24" fill="#1f2937"/><circle cx="300" cy="335" r="22" fill="#f59e0b"/><rect x="292" y="345" width="16" height="45" rx="6" fill="#f59e0b"/>',
  gateway:
    '<rect x="160" y="270" width="280" height="140" rx="26" fill="#1f2937"/><rect x="205" y="150" width="16" height="125" rx="8" fill="#1f2937"/><rect x="379" y="150" width="16" height="125" rx="8" fill="#1f2937"/><circle cx="215" cy="340" r="10" fill="#22c55e"/><circle cx="250" cy="340" r="10" fill="#22c55e"/><circle cx="285" cy="340" r="10" fill="#f59e0b"/>',
  antenna:
    '<rect x="288" y="170" width="24" height="250" rx="12" fill="#1f2937"/><rect x="240" y="410" width="120" height="34" rx="12" fill="#1f2937"/><path d="M240 200a85 85 0 0 1 120 0M210 170a130 130 0 0 1 180 0" stroke="#f59e0b" stroke-width="16" fill="none" stroke-linecap="round"/>',
  power:
    '<rect x="200" y="220" width="200" height="180" rx="30" fill="#1f2937"/><rect x="240" y="160" width="22" height="70" rx="8" fill="#1f2937"/><rect x="338" y="160" width="22" height="70" rx="8" fill="#1f2937"/><path d="M310 250l-45 75h38l-13 55 48-80h-38z" fill="#f59e0b"/>',
  sim: '<path d="M220 170h120l60 60v200a20 20 0 0 1-20 20H220a20 20 0 0 1-20-20V190a20 20 0 0 1 20-20z" fill="#1f2937"/><rect x="240" y="290" width="120" height="110" rx="14" fill="#f59e0b"/><path d="M240 345h120M300 290v110" stroke="#1f2937" stroke-width="8"/>',
  sensor:
    '<circle cx="300" cy="310" r="80" fill="#1f2937"/><circle cx="300" cy="310" r="26" fill="#f59e0b"/><path d="M190 200a155 155 0 0 1 220 0M160 170a200 200 0 0 1 280 0" stroke="#1f2937" stroke-width="16" fill="none" stroke-linecap="round"/>',
  license:
    '<rect x="200" y="170" width="200" height="260" rx="20" fill="#1f2937"/><path d="M240 230h120M240 270h120M240 310h80" stroke="#9ca3af" stroke-width="14" stroke-linecap="round"/><circle cx="350" cy="380" r="34" fill="#f59e0b"/>',
  cloud:
    '<path d="M220 390a70 70 0 0 1-6-139 95 95 0 0 1 182-18 75 75 0 0 1 4 157z" fill="#1f2937"/><path d="M260 320l40-40 40 40M300 285v80" stroke="#f59e0b" stroke-width="16" fill="none" stroke-linecap="round"/>',
  package:
    '<path d="M300 170l130 65v150l-130 65-130-65V235z" fill="#1f2937"/><path d="M170 235l130 65 130-65M300 300v150" stroke="#f59e0b" stroke-width="12" fill="none"/>',
  puzzle:
    '<path d="M190 220h70a30 30 0 1 1 60 0h70v70a30 30 0 1 1 0 60v70h-70a30 30 0 1 0-60 0h-70v-70a30 30 0 1 0 0-60z" fill="#1f2937"/><circle cx="300" cy="320" r="24" fill="#f59e0b"/>',
  camera:
    '<rect x="170" y="240" width="230" height="150" rx="24" fill="#1f2937"/><path d="M400 285l60-35v130l-60-35z" fill="#1f2937"/><circle cx="270" cy="315" r="42" fill="#f59e0b"/><circle cx="270" cy="315" r="18" fill="#1f2937"/>',
  meter:
    '<rect x="200" y="170" width="200" height="260" rx="26" fill="#1f2937"/><rect x="230" y="205" width="140" height="70" rx="10" fill="#0ea5e9"/><text x="300" y="252" font-family="Arial" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">0427</text><circle cx="300" cy="350" r="34" fill="#f59e0b"/>',
};

// The glyphs are drawn in a dark body colour and one highlight, replaced by the brand's.
const glyphBody = '#1f2937';
const glyphHighlight = '#f59e0b';
// How far towards white each background tint of a palette colour goes, by variant.
const tints = [0.86, 0.9, 0.82];
const paletteOrder = ['primary', 'secondary', 'accent'] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The picture's colours: a soft tint of one palette colour, the glyph in the primary (readable on it), the accent. */
export function productImageColors(
  brand: Brand,
  variant: number,
): { background: string; body: string; highlight: string } {
  const lead = paletteOrder[variant % paletteOrder.length] ?? 'primary';
  const background = tint(brand.palette[lead], tints[variant % tints.length] ?? 0.86);
  return {
    background,
    body: readableShade(brand.palette.primary, [background], logoTextContrast),
    highlight: brand.palette.accent,
  };
}

/** The style's glyph as a 600×600 SVG in the brand's colours, the variant changing the background. */
export function productImageSvg(brand: Brand, style: ImageStyle, variant: number): string {
  const { background, body, highlight } = productImageColors(brand, variant);
  const glyph = glyphs[style].replaceAll(glyphBody, body).replaceAll(glyphHighlight, highlight);
  const size = brand.monogram.length > 1 ? 26 : 34;
  const monogram = `<rect x="28" y="28" width="64" height="64" rx="16" fill="${body}"/><text x="60" y="${size > 30 ? 72 : 69}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.monogram)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="${background}"/>${monogram}<ellipse cx="300" cy="470" rx="170" ry="22" fill="#000" fill-opacity="0.08"/>${glyph}</svg>`;
}

/** The picture as a PNG. */
export async function renderProductImage(brand: Brand, style: ImageStyle, variant: number): Promise<Buffer> {
  return sharp(Buffer.from(productImageSvg(brand, style, variant)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}
