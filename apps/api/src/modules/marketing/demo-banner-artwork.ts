import type { Brand } from '@iot/shared/brands';
import { bodyTextContrast, readableShade } from '@iot/shared/brand-colors';

/**
 * The demo sliders' and ads' pictures, drawn from the brand the server runs as (BRAND): a gradient
 * of one of its colours, a band of another, its accent in the network motif and its monogram
 * in shadow beside it. Texts are not drawn: they are translated and laid over the picture in white
 * (SPEC §3 Home slider), so every colour under them keeps body-text contrast with white.
 */
export type BannerDesign = {
  /** The gradient's two ends and the band along the bottom: the colours text can sit on. */
  gradient: [string, string];
  band: string;
  accent: string;
  /** The monogram: a faint shadow of the gradient, which only darkens what is under the text. */
  monogram: { color: string; opacity: number };
};

type PaletteKey = keyof Brand['palette'];

// Each banner leads with one palette colour and bands with another; the first slider leads with
// the primary, the colour the brand is known by.
const sliderLeads: [PaletteKey, PaletteKey][] = [
  ['primary', 'secondary'],
  ['secondary', 'primary'],
  ['accent', 'primary'],
];
const adLeads: [PaletteKey, PaletteKey][] = [
  ['accent', 'secondary'],
  ['secondary', 'primary'],
];

const monogram = { color: '#000000', opacity: 0.14 };

export function bannerDesign(brand: Brand, kind: 'sliders' | 'ads', index: number): BannerDesign {
  const leads = kind === 'sliders' ? sliderLeads : adLeads;
  const [lead, band] = leads[index % leads.length] ?? ['primary', 'secondary'];
  const white = ['#ffffff'];
  return {
    gradient: [
      readableShade(brand.palette[lead], white, bodyTextContrast + 2.5),
      readableShade(brand.palette[lead], white, bodyTextContrast),
    ],
    band: readableShade(brand.palette[band], white, bodyTextContrast),
    accent: brand.palette.accent,
    monogram,
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The banner as SVG: 1600 × 600 for sliders, 1200 × 400 for ads. */
export function bannerSvg(brand: Brand, design: BannerDesign, wide: boolean): string {
  const [width, height] = wide ? [1600, 600] : [1200, 400];
  const [from, to] = design.gradient;
  const dots = Array.from({ length: 14 }, (_, i) => {
    const x = Math.round(width * (0.5 + ((i * 37) % 45) / 100));
    const y = Math.round(height * (0.12 + ((i * 53) % 60) / 100));
    const fill = i % 3 === 0 ? design.accent : '#ffffff';
    return `<circle cx="${x}" cy="${y}" r="${5 + (i % 4) * 3}" fill="${fill}" fill-opacity="${0.35 + (i % 3) * 0.15}"/>`;
  }).join('');
  const band = `<path d="M0 ${height * 0.82} C ${width * 0.3} ${height * 0.7}, ${width * 0.6} ${height * 0.95}, ${width} ${height * 0.78} V ${height} H 0 Z" fill="${design.band}"/>`;
  const monogramText = `<text x="${width * 0.74}" y="${height * 0.72}" font-family="Arial,Helvetica,sans-serif" font-size="${height * 0.62}" font-weight="700" fill="${design.monogram.color}" fill-opacity="${design.monogram.opacity}" text-anchor="middle">${escapeXml(brand.monogram)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${monogramText}${dots}${band}</svg>`;
}
